/**
 * Related-services block (docs/product.md): cards from the 11 related-service kinds,
 * each with its photo (WebP, PNG fallback, placeholder once on error). Small cards, two
 * a row even on a phone (src/styles/pages/service.css `.related-cards`): the block is a
 * set of links before the closing call, not a screen of pictures.
 */
import { relatedServiceKinds } from '../../../../content/related-services';
import { Section } from '../../ui/Section';
import { Card } from '../../ui/Card';
import { CardGrid, CardGridItem } from '../../ui/CardGrid';

/** Intrinsic size of the generated service images (public/images/services/). */
export const SERVICE_IMAGE = { width: 640, height: 400 } as const;

export function RelatedServices({
  keys,
  title = 'Related services',
  id,
  tone = 'alt',
}: {
  keys: string[];
  title?: string;
  id?: string;
  /** The background, so that it differs from the section before it. */
  tone?: 'default' | 'alt';
}) {
  const kinds = keys.map((key) => {
    const kind = relatedServiceKinds.find((k) => k.key === key);
    if (!kind) throw new Error(`RelatedServices: no related-service kind "${key}" in content/related-services.ts`);
    return kind;
  });
  return (
    <Section id={id} title={title} tone={tone}>
      <div data-testid="related-services" className="related-cards">
        <CardGrid min="14rem">
          {kinds.map((kind) => (
            <CardGridItem key={kind.key}>
              <Card title={kind.title} href={kind.href} image={{ src: kind.image, alt: kind.alt, ...SERVICE_IMAGE }} />
            </CardGridItem>
          ))}
        </CardGrid>
      </div>
    </Section>
  );
}
