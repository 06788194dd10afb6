/**
 * Where the service is offered, once per page: the serving-communities sentence of the template,
 * or, on the dishwasher and oven pages, the cities by region plus the Service Areas link list
 * (a visitor never reads the 40 cities twice). Derived from content/cities; a region with more
 * cities than CITIES_PER_REGION shows its first ones and "and N more", linked to its directory
 * (core/urls/city-lists.ts).
 */
import { Link } from 'react-router-dom';
import { usePageIndex } from '../../../lib/page-data-load';
import { serviceTemplate as t } from '../../../../content/service-template';
import { paths } from '../../../../core/urls/paths';
import { moreCities } from '../../../../content/regions';
import { communityList, regionGroups } from '../../../../core/urls/city-lists';
import { Section } from '../../ui/Section';
import type { PageIndex } from '../../../../core/pages/page-data';

type Fill = (text: string) => string;

/**
 * Another page's H1, from this page's index (scripts/lib/page-index.ts). Importing content/pages
 * for three link labels put every page's title and description into the service pages' JavaScript.
 */
function h1Of(pages: PageIndex['pages'], path: string): string {
  const page = pages.find((p) => p.path === path);
  if (!page) throw new Error(`RegionAreas: ${path} is not in this page's index (scripts/lib/page-index.ts)`);
  return page.meta.h1;
}

export function ServingCommunities({ fill }: { fill: Fill }) {
  const { cities } = usePageIndex();
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
  const { cities, pages } = usePageIndex();
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
            <Link to={paths.serviceAreas}>{h1Of(pages, paths.serviceAreas)}</Link>
          </li>
          <li>
            <Link to={paths.local}>{h1Of(pages, paths.local)}</Link>
          </li>
          <li>
            <Link to={paths.siteMap}>All cities on the {h1Of(pages, paths.siteMap).toLowerCase()}</Link>
          </li>
        </ul>
      </nav>
    </Section>
  );
}
