/** Sections of the residential and commercial pages (docs/product.md). */
import { relatedServiceKinds } from '../../../../content/related-services';
import type { AudienceContent } from '../../../../model/schemas';
import { fillFacts } from '../../../../core/facts/fill-facts';
import { Section } from '../../ui/Section';
import { Card } from '../../ui/Card';
import { CardGrid, CardGridItem } from '../../ui/CardGrid';
import { CallButton } from '../../ui/CtaGroup';
import { SERVICE_IMAGE } from '../service/RelatedServices';
import { WarrantyText } from '../../ui/WarrantyText';

export function PopularServices({ content }: { content: AudienceContent }) {
  if (content.equipment) {
    return (
      <Section id="equipment" title={content.popularTitle}>
        <div className="why-cards ruled-cards">
          <CardGrid>
            {content.equipment.map((e) => (
              <CardGridItem key={e.title}>
                <Card title={e.title} icon={e.icon}>
                  {fillFacts(e.description)}
                </Card>
              </CardGridItem>
            ))}
          </CardGrid>
        </div>
      </Section>
    );
  }
  const kinds = (content.popular ?? []).flatMap((key) => relatedServiceKinds.filter((k) => k.key === key));
  return (
    <Section id="popular" title={content.popularTitle}>
      <div className="related-cards">
        <CardGrid min="14rem">
          {kinds.map((k) => (
            <CardGridItem key={k.key}>
              <Card title={k.title} href={k.href} image={{ src: k.image, alt: k.alt, ...SERVICE_IMAGE }} />
            </CardGridItem>
          ))}
        </CardGrid>
      </div>
    </Section>
  );
}

export function AudienceGroups({ content }: { content: AudienceContent }) {
  return (
    <Section id="who-we-help" title={content.groupsTitle} tone="alt">
      <div data-testid="audience-groups">
        <CardGrid min="18rem">
          {content.groups.map((g) => (
            <CardGridItem key={g.title}>
              <Card title={g.title}>
                <p>{fillFacts(g.description)}</p>
                <ul className="feature-list">
                  {g.features.map((f) => (
                    <li key={f}>{fillFacts(f)}</li>
                  ))}
                </ul>
              </Card>
            </CardGridItem>
          ))}
        </CardGrid>
      </div>
    </Section>
  );
}

export function WhyUs({ content }: { content: AudienceContent }) {
  return (
    <Section id="why-us" title={content.whyTitle}>
      <div className="why-cards ruled-cards">
        <CardGrid min="14rem">
          {content.why.map((w) => (
            <CardGridItem key={w.title}>
              <Card title={w.title} icon={w.icon}>
                <WarrantyText text={fillFacts(w.description)} />
              </Card>
            </CardGridItem>
          ))}
        </CardGrid>
      </div>
    </Section>
  );
}

export function EmergencyPanel({ content, location }: { content: AudienceContent; location: string }) {
  if (!content.emergency) return null;
  return (
    <Section id="emergency" title={content.emergency.title} tone="alt">
      <div className="emergency-panel">
        <p>{fillFacts(content.emergency.text)}</p>
        <CallButton location={location} />
      </div>
    </Section>
  );
}
