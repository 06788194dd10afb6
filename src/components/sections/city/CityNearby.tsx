/**
 * Links between city pages, so no city page is an orphan. The nearby cities
 * are the closest city pages by distance between city centres, computed when
 * the site index is built (src/lib/site-index-data.ts), so every one is a page
 * we serve and a link.
 */
import { Link } from 'react-router-dom';
import { cityTemplate } from '../../../../content/city-template';
import type { City } from '../../../../model/schemas';
import { paths } from '../../../lib/paths';
import { siteIndex } from '../../../lib/site-index';
import { Section } from '../../ui/Section';
import { fillCity } from './cityText';

/** The closest city pages to `slug`, nearest first. */
export function nearbyCities(slug: string): { name: string; path: string }[] {
  const entry = siteIndex.cities.find((c) => c.slug === slug);
  return (entry?.nearby ?? []).flatMap((i) => {
    const city = siteIndex.cities[i];
    return city ? [{ name: city.name, path: paths.city(city.slug) }] : [];
  });
}

export function CityNearby({ city, title = cityTemplate.nearby.title }: { city: City; title?: string }) {
  return (
    <Section id="nearby" title={title} intro={fillCity(cityTemplate.nearby.intro, city.name)}>
      <ul className="pill-list city-nearby">
        {nearbyCities(city.slug).map((n) => (
          <li key={n.path}>
            <Link to={n.path}>{n.name}</Link>
          </li>
        ))}
      </ul>
    </Section>
  );
}

/** Hand-built "Service Area links": the nearby city pages, then the coverage pages. */
export function CityServiceAreaLinks({ city }: { city: City }) {
  const { serviceAreaTitle, serviceAreaIntro } = cityTemplate.handBuilt;
  return (
    <Section id="service-area-links" title={serviceAreaTitle} intro={fillCity(serviceAreaIntro, city.name)} tone="alt">
      <ul className="link-columns">
        {nearbyCities(city.slug).map((l) => (
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
