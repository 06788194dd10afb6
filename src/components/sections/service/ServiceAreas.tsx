/**
 * Where the service is offered, once per page and short: the serving-communities sentence names
 * the busiest cities (content/top-cities.ts) and links to /service-areas, which lists every city;
 * the dishwasher and oven pages show each region with its first few cities and a link to the rest,
 * then the Service Areas link list. Forty cities one link per line took a phone about 1,500 px at
 * the end of every service page (issue 47); the index of all of them is /service-areas.
 */
import { Fragment } from 'react';
import { Link } from 'react-router-dom';
import { usePageIndex } from '../../../lib/page-data-load';
import { serviceTemplate as t } from '../../../../content/service-template';
import { paths } from '../../../../core/urls/paths';
import { moreCities } from '../../../../content/regions';
import { capList, regionGroups, topCities } from '../../../../core/urls/city-lists';
import { Section } from '../../ui/Section';
import type { PageIndex } from '../../../../core/pages/page-data';
import { SERVICE_PAGE_CITIES_PER_REGION } from './areaPreview';

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

/** The serving-communities sentence: the busiest cities, then the link to every city by region. */
export function ServingCommunities({ fill }: { fill: Fill }) {
  const { cities } = usePageIndex();
  const top = topCities(cities);
  return (
    <Section id="communities" title={t.communitiesTitle}>
      <p className="communities">
        {fill(t.communitiesText)}{' '}
        {top.map((c, i) => (
          <span key={c.slug}>
            {i > 0 && (i === top.length - 1 ? ' and ' : ', ')}
            <Link to={paths.city(c.slug)}>{c.name}</Link>
          </span>
        ))}
        .{' '}
        <Link to={paths.serviceAreas} className="communities__all">
          {fill(t.allAreasLink)}
        </Link>
      </p>
    </Section>
  );
}

/** Service areas by region (dishwasher and oven pages): each region's first cities and "N more", then the Service Areas links. */
export function RegionAreas({ fill }: { fill: Fill }) {
  const { cities, pages } = usePageIndex();
  return (
    <Section id="regions" title={t.regionsTitle} intro={fill(t.regionsIntro)} tone="alt">
      <div className="region-grid">
        {regionGroups(cities)
          .filter((r) => r.total > 0)
          .map(({ region, shown: all, allHref }) => {
            const { shown, more } = capList(all, SERVICE_PAGE_CITIES_PER_REGION);
            return (
              <div key={region} className="region-grid__region">
                <h3>{region}</h3>
                <p>
                  {/* Fragments, not spans: these two pages' HTML must fit a first round trip (docs/performance.md). */}
                  {shown.map((c, i) => (
                    <Fragment key={c.slug}>
                      {i > 0 && ', '}
                      <Link to={paths.city(c.slug)}>{c.name}</Link>
                    </Fragment>
                  ))}
                  {more > 0 && (
                    <>
                      {' and '}
                      <Link to={allHref}>{moreCities.inRegion(more, region)}</Link>
                    </>
                  )}
                </p>
              </div>
            );
          })}
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
        </ul>
      </nav>
    </Section>
  );
}
