/**
 * Every city we have a page for, grouped by county (about and contact pages).
 * Derived from content/cities, so a new city file shows up here by itself; a county
 * with more than CITIES_PER_COUNTY shows its first ones and "N more", linked to
 * where they are all listed (core/urls/city-lists.ts).
 */
import { Link } from 'react-router-dom';
import { usePageIndex } from '../../../lib/page-data-load';
import { paths } from '../../../../core/urls/paths';
import { countyGroups } from '../../../../core/urls/city-lists';
import { moreCities } from '../../../../content/regions';

export function ServiceAreaList({ headingLevel = 3 }: { headingLevel?: 3 | 4 }) {
  const Heading = `h${headingLevel}` as const;
  const { cities } = usePageIndex();
  return (
    <div className="area-list" data-testid="service-area-list">
      {countyGroups(cities).map(({ county, shown: inCounty, more, allHref }) => {
        return (
          <div className="area-list__county" key={county}>
            <Heading>{county} County</Heading>
            <ul className="pill-list">
              {inCounty.map((c) => (
                <li key={c.slug}>
                  <Link to={paths.city(c.slug)} data-label={`service_area_${c.slug}`}>
                    {c.name}
                  </Link>
                </li>
              ))}
              {more > 0 && (
                <li>
                  <Link to={allHref}>{moreCities.inCounty(more, county)}</Link>
                </li>
              )}
            </ul>
          </div>
        );
      })}
    </div>
  );
}
