/**
 * The home page's gallery of three recent repairs (docs/product.md), as case
 * cards: appliance, symptom, what was found, the part, time on site. A
 * carousel as docs/product.md describes (auto-advance every 7 s, swipe over 40 px,
 * docs/product.md); text, not drawings dressed up as before/after photos.
 */
import type { HomeContent } from '../../../../model/schemas';
import { fillFacts } from '../../../../core/facts/fill-facts';
import { Section } from '../../ui/Section';
import { RepairCasesCarousel } from './RepairCasesCarousel';

export function RepairCases({ content }: { content: HomeContent['gallery'] }) {
  return (
    <Section id="gallery" title={content.title} intro={fillFacts(content.intro)}>
      <RepairCasesCarousel />
    </Section>
  );
}
