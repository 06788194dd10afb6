/**
 * The home page's 12 services as a compact grid of tiles (id `services`: the 404 page links to
 * /#services): icon and name, two to a row on a phone, the one-line description from 48rem up.
 * Each service page says the rest, so the home page stays short (docs/design-system.md "Page length").
 */
import { Link } from 'react-router-dom';
import { homeServiceCards } from '../../../../content/related-services';
import { Section } from '../../ui/Section';
import { Icon } from '../../ui/Icon';
import { fillFacts } from '../../../../core/facts/fill-facts';
import { track } from '../../../analytics/track';

export function ServiceGrid({ title, intro }: { title: string; intro: string }) {
  return (
    <Section id="services" title={title} intro={fillFacts(intro)}>
      <ul className="service-tiles">
        {homeServiceCards.map((card) => (
          <li key={card.title}>
            <Link
              className="service-tile"
              to={card.href}
              onClick={() => track('click_service', { label: card.title, category: 'home_services' })}
            >
              <span className="service-tile__icon">
                <Icon name={card.icon} />
              </span>
              <span className="service-tile__title">{card.title}</span>
              <span className="service-tile__text">{fillFacts(card.description)}</span>
            </Link>
          </li>
        ))}
      </ul>
    </Section>
  );
}
