/**
 * The part of the site index each page shows, by its template's `needs` (core/urls/templates/), so
 * each page's data (core/pages/page-data.ts) carries their names and summaries and nothing else.
 * A template that lists cities says which: every city, the top ones, or the page's own and its
 * nearest. What a list shows stays bounded by template (core/urls/city-lists.ts); a page that
 * lists cities carries every city's name, county and region (about 15 bytes gzipped a city) so
 * its caps and "N more" counts come out as the prerender's.
 */
import type { PageEntry } from '../../core/urls/manifest';
import type { PageIndex } from '../../core/pages/page-data';
import type { SiteIndex } from '../../core/pages/site-index';
import { declarationOf } from '../../core/urls/templates';
import type { CitySelection } from '../../core/urls/templates/define';
import { NEAREST_CITY_SLUGS, TOP_CITY_SLUGS } from '../../content/top-cities';

function citiesFor(entry: PageEntry, selection: CitySelection | undefined, index: SiteIndex): PageIndex['cities'] {
  const bySlug = (slugs: string[]) =>
    slugs.map((slug) => {
      const city = index.cities.find((c) => c.slug === slug);
      if (!city) throw new Error(`page data for ${entry.path}: no city page "${slug}"`);
      return city;
    });
  // Only the page's own city says which are nearest; the others' `nearby` would name cities this
  // page does not carry. Blurbs only where a card shows them (/service-areas).
  const keepBlurb = entry.template === 'service-areas' || entry.template === 'services-index';
  const withoutNearby = (list: PageIndex['cities']) =>
    list.map((c) => ({ ...c, blurb: keepBlurb ? c.blurb : '', nearby: [] }));
  switch (selection) {
    case 'every':
      return withoutNearby(index.cities);
    case 'top':
      return withoutNearby(bySlug(TOP_CITY_SLUGS));
    case 'nearest-to-base':
      return withoutNearby(bySlug(NEAREST_CITY_SLUGS));
    case 'own-and-nearby': {
      const [own] = bySlug([entry.key]);
      return [own, ...withoutNearby(bySlug(own.nearby))];
    }
    default:
      return [];
  }
}

/** The part of the site index `entry`'s page shows. */
export function pageIndexFor(entry: PageEntry, index: SiteIndex): PageIndex {
  const { needs } = declarationOf(entry.template);
  const lists = new Set(needs.lists ?? []);
  const shownTemplates = new Set(needs.pages ?? []);
  return {
    cities: citiesFor(entry, needs.cities, index),
    services: lists.has('services') ? index.services : [],
    guides: lists.has('guides') ? index.guides : [],
    posts: lists.has('posts') ? index.posts : [],
    brands: lists.has('brands') ? index.brands : [],
    pages: index.pages
      .filter((e) => shownTemplates.has(e.template) && e.indexable && e.path !== entry.path)
      .map((e) => ({ path: e.path, meta: e.meta })),
  };
}
