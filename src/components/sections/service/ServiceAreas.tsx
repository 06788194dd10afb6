/**
 * Where the service is offered, once per page: the serving-communities sentence of the template,
 * or, on the dishwasher and oven pages, the cities by region plus the Service Areas link list
 * (a visitor never reads the 40 cities twice). Derived from content/cities.
 */
import { byName } from '../../../lib/by-name';
import { Link } from 'react-router-dom';
import { usePageIndex } from '../../../lib/page-data-load';
import { serviceTemplate as t } from '../../../../content/service-template';
import { paths } from '../../../lib/paths';
import { Section } from '../../ui/Section';

type Fill = (text: string) => string;
const REGIONS = ['San Francisco', 'Peninsula', 'East Bay', 'South Bay', 'North Bay'] as const;

export function ServingCommunities({ fill }: { fill: Fill }) {
  const { cities } = usePageIndex();
  const sorted = [...cities].sort(byName);
  return (
    <Section id="communities" title={t.communitiesTitle}>
      <p className="communities">
        {fill(t.communitiesText)}{' '}
        {sorted.map((c, i) => (
          <span key={c.slug}>
            <Link to={paths.city(c.slug)}>{c.name}</Link>
            {i < sorted.length - 1 ? ', ' : '.'}
          </span>
        ))}
      </p>
    </Section>
  );
}

export function RegionAreas({ fill }: { fill: Fill }) {
  const { cities, pages } = usePageIndex();
  const h1 = (path: string) => {
    const page = pages.find((p) => p.path === path);
    if (!page) throw new Error(`RegionAreas: ${path} is not in this page's index (scripts/lib/page-index.ts)`);
    return page.meta.h1;
  };
  return (
    <Section id="regions" title={t.regionsTitle} intro={fill(t.regionsIntro)} tone="alt">
      <div className="region-grid">
        {REGIONS.map((region) => (
          <div key={region}>
            <h3>{region}</h3>
            <ul>
              {cities
                .filter((c) => c.region === region)
                .map((c) => (
                  <li key={c.slug}>
                    <Link to={paths.city(c.slug)} data-label={`service_area_${c.slug}`}>
                      {c.name}
                    </Link>
                  </li>
                ))}
            </ul>
          </div>
        ))}
      </div>
      <nav aria-label={t.areaLinksTitle} className="area-links">
        <h3>{t.areaLinksTitle}</h3>
        <ul className="pill-list">
          <li>
            <Link to={paths.serviceAreas}>{h1(paths.serviceAreas)}</Link>
          </li>
          <li>
            <Link to={paths.local}>{h1(paths.local)}</Link>
          </li>
          <li>
            <Link to={paths.siteMap}>All cities on the {h1(paths.siteMap).toLowerCase()}</Link>
          </li>
        </ul>
      </nav>
    </Section>
  );
}
