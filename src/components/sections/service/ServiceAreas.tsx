/**
 * Where the service is offered, once per page: the serving-communities sentence of the template,
 * or, on the dishwasher and oven pages, the cities by region plus the Service Areas link list
 * (a visitor never reads the 40 cities twice). Derived from content/cities.
 */
import { byName } from '../../../lib/by-name';
import { Link } from 'react-router-dom';
import { siteIndex } from '../../../lib/site-index';

const { cities } = siteIndex;
import { serviceTemplate as t } from '../../../../content/service-template';
import { paths } from '../../../lib/paths';
import { Section } from '../../ui/Section';

type Fill = (text: string) => string;

/**
 * A page's H1 as the site index has it (the manifest's). Importing content/pages for three link
 * labels put every page's title and description into the service pages' JavaScript (1.5 KB gzipped).
 */
const h1Of = (path: string) => siteIndex.pages.find((e) => e.path === path)?.meta.h1 ?? '';
const REGIONS = ['San Francisco', 'Peninsula', 'East Bay', 'South Bay', 'North Bay'] as const;

export function ServingCommunities({ fill }: { fill: Fill }) {
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
            <Link to={paths.serviceAreas}>{h1Of(paths.serviceAreas)}</Link>
          </li>
          <li>
            <Link to={paths.local}>{h1Of(paths.local)}</Link>
          </li>
          <li>
            <Link to={paths.siteMap}>All cities on the {h1Of(paths.siteMap).toLowerCase()}</Link>
          </li>
        </ul>
      </nav>
    </Section>
  );
}
