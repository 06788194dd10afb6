/**
 * Where the service is offered, once per page: the serving-communities sentence of the template,
 * or, on the dishwasher and oven pages, the cities by region plus the Service Areas link list
 * (a visitor never reads the 40 cities twice). Derived from content/cities; a region with more
 * cities than CITIES_PER_REGION shows its first ones and "and N more", linked to its directory
 * (src/lib/city-lists.ts).
 */
import { Link } from 'react-router-dom';
import { siteIndex } from '../../../lib/site-index';

const { cities } = siteIndex;
import { serviceTemplate as t } from '../../../../content/service-template';
import { paths } from '../../../lib/paths';
import { moreCities } from '../../../../content/regions';
import { communityList, regionGroups } from '../../../lib/city-lists';
import { Section } from '../../ui/Section';

type Fill = (text: string) => string;

/**
 * A page's H1 as the site index has it (the manifest's). Importing content/pages for three link
 * labels put every page's title and description into the service pages' JavaScript (1.5 KB gzipped).
 */
const h1Of = (path: string) => siteIndex.pages.find((e) => e.path === path)?.meta.h1 ?? '';

export function ServingCommunities({ fill }: { fill: Fill }) {
  const list = communityList(cities);
  return (
    <Section id="communities" title={t.communitiesTitle}>
      <p className="communities">
        {fill(t.communitiesText)}{' '}
        {'every' in list
          ? list.every.map((c, i, sorted) => (
              <span key={c.slug}>
                <Link to={paths.city(c.slug)}>{c.name}</Link>
                {i < sorted.length - 1 ? ', ' : '.'}
              </span>
            ))
          : // Once a region is over its cap: each region's first cities and "and N more in {region}", regions apart by semicolons.
            list.regions.map((r, i, regions) => (
              <span key={r.region}>
                {r.shown.map((c, j) => (
                  <span key={c.slug}>
                    {j > 0 && ', '}
                    <Link to={paths.city(c.slug)}>{c.name}</Link>
                  </span>
                ))}
                {r.more > 0 && (
                  <>
                    {' and '}
                    <Link to={r.allHref}>{moreCities.inRegion(r.more, r.region)}</Link>
                  </>
                )}
                {i < regions.length - 1 ? '; ' : '.'}
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
        {regionGroups(cities).map(({ region, shown, more, allHref }) => (
          <div key={region}>
            <h3>{region}</h3>
            <ul>
              {shown.map((c) => (
                <li key={c.slug}>
                  <Link to={paths.city(c.slug)} data-label={`service_area_${c.slug}`}>
                    {c.name}
                  </Link>
                </li>
              ))}
              {more > 0 && (
                <li>
                  <Link to={allHref}>{moreCities.inRegion(more, region)}</Link>
                </li>
              )}
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
