/**
 * Links between city pages, so no city page is an orphan. The nearby cities
 * are the closest city pages by distance between city centres, computed when
 * the site index is built (core/pages/site-index.ts), so every one is a page
 * we serve and a link.
 */
import { Link } from 'react-router-dom';
import { cityTemplate } from '../../../../content/city-template';
import type { City } from '../../../../model/schemas';
import { paths } from '../../../../core/urls/paths';
import { indexCity, usePageIndex } from '../../../lib/page-data-load';
import type { PageIndex } from '../../../../core/pages/page-data';
import { Section } from '../../ui/Section';

/** The closest city pages to `slug`, nearest first (the city page's own data carries them). */
function nearbyCities(index: PageIndex, slug: string): { name: string; path: string }[] {
  return indexCity(index, slug).nearby.map((near) => {
    const city = indexCity(index, near);
    return { name: city.name, path: paths.city(city.slug) };
  });
}

/**
 * The five nearest city pages, then the index of every area (/service-areas): the nearest few
 * and a link to the rest, never all 40. Hand-built pages pass `withCoverage`: their service-area
 * links (the same five, then the coverage pages) and nearby cities would say the same thing
 * twice, so they are one section (docs/product.md, city pages) that also links the near-you page.
 */
export function CityNearby({ city, withCoverage = false }: { city: City; withCoverage?: boolean }) {
  const { serviceAreaTitle, serviceAreaLinks } = cityTemplate.handBuilt;
  const index = usePageIndex();
  return (
    <Section id="nearby" title={withCoverage ? serviceAreaTitle : cityTemplate.nearby.title}>
      <ul className="pill-list city-nearby">
        {nearbyCities(index, city.slug).map((n) => (
          <li key={n.path}>
            <Link to={n.path}>{n.name}</Link>
          </li>
        ))}
      </ul>
      <p className="city-nearby__more">
        <Link to={paths.serviceAreas}>{serviceAreaLinks.all}</Link>
        {withCoverage && <Link to={paths.local}>{serviceAreaLinks.local}</Link>}
      </p>
    </Section>
  );
}
