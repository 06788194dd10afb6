/**
 * Links between city pages, so no city page is an orphan. A nearby town with
 * no page of its own is plain text (DECISIONS §4).
 */
import { Link } from 'react-router-dom';
import { cityTemplate } from '../../../../content/city-template';
import type { City } from '../../../content/schemas';
import { paths } from '../../../lib/paths';
import { Section } from '../../ui/Section';
import { cityPagePath, fillCity } from './cityText';

/** Nearby cities; `limit` shows only the first few (the hand-built variant shows five). */
export function CityNearby({ city, limit, title = cityTemplate.nearby.title }: { city: City; limit?: number; title?: string }) {
  const nearby = limit ? city.nearby.slice(0, limit) : city.nearby;
  return (
    <Section id="nearby" title={title} intro={fillCity(cityTemplate.nearby.intro, city.name)}>
      <ul className="pill-list city-nearby">
        {nearby.map((n) => {
          const path = cityPagePath(n.slug);
          return <li key={n.slug}>{path ? <Link to={path}>{n.name}</Link> : n.name}</li>;
        })}
      </ul>
    </Section>
  );
}

/** Hand-built "Service Area links": every nearby city with a page, then the coverage pages. */
export function CityServiceAreaLinks({ city }: { city: City }) {
  const { serviceAreaTitle, serviceAreaIntro } = cityTemplate.handBuilt;
  const linked = city.nearby.flatMap((n) => {
    const path = cityPagePath(n.slug);
    return path ? [{ name: n.name, path }] : [];
  });
  return (
    <Section id="service-area-links" title={serviceAreaTitle} intro={fillCity(serviceAreaIntro, city.name)} tone="alt">
      <ul className="link-columns">
        {linked.map((l) => (
          <li key={l.path}>
            <Link to={l.path} data-label={`service_area_${l.name}`}>
              Appliance repair in {l.name}
            </Link>
          </li>
        ))}
        <li>
          <Link to={paths.serviceAreas}>All service areas</Link>
        </li>
        <li>
          <Link to={paths.local}>Find appliance repair near you</Link>
        </li>
      </ul>
    </Section>
  );
}
