/**
 * Every city we have a page for, grouped by county (about and contact pages).
 * Derived from content/cities, so a new city file shows up here by itself.
 */
import { byName } from '../../../lib/by-name';
import { Link } from 'react-router-dom';
import { usePageIndex } from '../../../lib/page-data-load';
import { business } from '../../../content/business';
import { paths } from '../../../lib/paths';

export function ServiceAreaList({ headingLevel = 3 }: { headingLevel?: 3 | 4 }) {
  const Heading = `h${headingLevel}` as const;
  const { cities } = usePageIndex();
  return (
    <div className="area-list" data-testid="service-area-list">
      {business.counties.map((county) => {
        const inCounty = cities.filter((c) => c.county === county).sort(byName);
        if (inCounty.length === 0) return null;
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
            </ul>
          </div>
        );
      })}
    </div>
  );
}
