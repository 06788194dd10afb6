/**
 * The home page's 12 services as compact tiles (id `services`: the 404 page links to /#services).
 * Each service page says the rest, so the home page stays short (docs/design-system.md "Page length").
 */
import { homeServiceCards } from '../../../../content/related-services';
import { Section } from '../../ui/Section';
import { ServiceTiles } from '../../ui/ServiceTiles';
import { fillFacts } from '../../../../core/facts/fill-facts';
import { eventAttributes } from '../../../analytics/data-track';

export function ServiceGrid({ title, intro }: { title: string; intro: string }) {
  const tiles = homeServiceCards.map((card) => ({
    title: card.title,
    href: card.href,
    icon: card.icon,
    text: fillFacts(card.description),
  }));
  return (
    <Section id="services" title={title} intro={fillFacts(intro)}>
      <ServiceTiles tiles={tiles} wide events={eventAttributes('click_service', { category: 'home_services' })} />
    </Section>
  );
}
