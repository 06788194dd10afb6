/**
 * The site index as the browser sees it (see src/lib/site-index-data.ts).
 * Shell code (routes, header, footer) imports this, never the full manifest,
 * so no page's content lands in the bundle every page loads.
 */
import index from 'virtual:site-index';
import type { SiteIndex } from './site-index-data';

export const siteIndex: SiteIndex = index;
export type { NavLink, CityIndexEntry } from './site-index-data';
export type { PostIndexEntry, GuideIndexEntry, ServiceIndexEntry, BrandIndexEntry } from './site-index-data';

function find<T extends { slug: string }>(list: T[], slug: string, kind: string): T {
  const item = list.find((x) => x.slug === slug);
  if (!item) throw new Error(`The site index has no ${kind} "${slug}"`);
  return item;
}

/** Names and summaries of other pages, for lists and cross-links (bodies load only on their own page). */
export const indexCity = (slug: string) => find(siteIndex.cities, slug, 'city');
export const indexService = (slug: string) => find(siteIndex.services, slug, 'service');
export const indexGuide = (slug: string) => find(siteIndex.guides, slug, 'guide');
export const indexPost = (slug: string) => find(siteIndex.posts, slug, 'post');
