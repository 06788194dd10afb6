/**
 * The gallery's slides: three recent repairs as case cards, auto-advancing every 7 s, swipe over
 * 40 px (docs/product.md). An island (src/islands/names.ts): on a first visit it hydrates
 * alone, and the section around it keeps its prerendered HTML.
 */
import { repairCases } from '../../../../content/repair-cases';
import type { RepairCase } from '../../../../model/schemas';
import { Carousel } from '../../ui/Carousel';
import { Photo } from '../../ui/Photo';

export const GALLERY_INTERVAL_MS = 7000;
export const GALLERY_SWIPE_PX = 40;

function CaseCard({ item }: { item: RepairCase }) {
  const facts: [string, string][] = [
    ['Symptom', item.symptom],
    ['What we found', item.found],
    ['Part replaced', item.part],
    ['Time on site', item.timeOnSite],
  ];
  return (
    <article className="case-card" data-testid="repair-case">
      <h3 className="case-card__title">
        {item.appliance} <span className="case-card__city">· {item.city}</span>
      </h3>
      <dl className="case-card__facts">
        {facts.map(([term, value]) => (
          <div key={term}>
            <dt>{term}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <p className="case-card__result">{item.result}</p>
      {item.photo && <Photo id={item.photo} />}
    </article>
  );
}

export function RepairCasesCarousel() {
  return (
    <Carousel
      island="repair-cases"
      items={repairCases}
      label="Recent repair cases"
      intervalMs={GALLERY_INTERVAL_MS}
      swipeThreshold={GALLERY_SWIPE_PX}
      getKey={(item) => item.id}
      renderItem={(item) => <CaseCard item={item} />}
    />
  );
}
