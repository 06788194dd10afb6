/** The pricing panel: service call, diagnostic, typical repair, warranty (docs/product.md). */
import type { HomeContent } from '../../../../model/schemas';
import { fillFacts } from '../../../../core/facts/fill-facts';
import { Section } from '../../ui/Section';
import { balancedGrid } from '../../ui/gridColumns';
import { WarrantyLink } from '../../ui/WarrantyText';

export function PricingPanel({ content }: { content: HomeContent['pricing'] }) {
  return (
    <Section id="pricing" title={content.title} intro={fillFacts(content.intro)} tone="alt">
      <dl className="pricing-panel balanced-grid" {...balancedGrid(content.items.length, 14)}>
        {content.items.map((item) => (
          <div className="pricing-panel__item" key={item.label}>
            <dt>{fillFacts(item.label)}</dt>
            <dd className="pricing-panel__value">{fillFacts(item.value)}</dd>
            <dd>
              {fillFacts(item.detail)}
              {item.termsLink && (
                <>
                  {' '}
                  <WarrantyLink>The terms</WarrantyLink>
                </>
              )}
            </dd>
          </div>
        ))}
      </dl>
      <p className="pricing-panel__note">{fillFacts(content.note)}</p>
    </Section>
  );
}
