/**
 * The site index as the browser sees it (see src/lib/site-index-data.ts).
 * Shell code (routes, header, footer) imports this, never the full manifest,
 * so no page's content lands in the bundle every page loads.
 */
import index from 'virtual:site-index';
import type { SiteIndex } from './site-index-data';

export const siteIndex: SiteIndex = index;
export type { NavLink, CityIndexEntry } from './site-index-data';
