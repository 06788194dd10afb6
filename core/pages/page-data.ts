/**
 * A page's data: everything its render needs that is not shared code. The build writes one file
 * per page (`pageDataFileFor`, core/urls/paths.ts); the app fetches the file of the page shown, and
 * of each page a visitor then navigates to. So what a page loads does not grow with the site: no
 * script carries another page's title, description, copy or the table of every route
 * (docs/performance.md, "What a page loads").
 *
 * Built in Node from the full manifest (src/lib/page-data-build.ts); types only here, so the app
 * imports nothing of the manifest.
 */
import type { PageEntry, PageMeta } from '../urls/manifest';
import type {
  BrandIndexEntry,
  CityIndexEntry,
  GuideIndexEntry,
  PostIndexEntry,
  ServiceIndexEntry,
  SiteIndex,
} from './site-index';
import type { BrandPage, City, MaintenanceGuide, Service } from '../../model/schemas';
import type { LibraryEntry, Post } from '../../model/types';
import type { ZipTownCodes } from './zip-lookup';

/** Another page as a link or card shows it. */
export interface PageLink {
  path: string;
  meta: PageMeta;
}

/**
 * The names, summaries and links of other pages that this page shows: only those, so a page
 * that names five cities carries five, whatever the number of city pages.
 */
export interface PageIndex {
  cities: CityIndexEntry[];
  services: ServiceIndexEntry[];
  guides: GuideIndexEntry[];
  posts: PostIndexEntry[];
  brands: BrandIndexEntry[];
  pages: PageLink[];
}

/** The page's own content file, by the kind its template renders (its declaration's `content`, core/urls/templates/). */
export type PageContent =
  | { kind: 'city'; city: City; zips: ZipTownCodes[] }
  | { kind: 'service'; service: Service }
  | { kind: 'guide'; guide: MaintenanceGuide }
  | { kind: 'post'; post: Post }
  | { kind: 'brand'; brand: BrandPage }
  | { kind: 'library'; items: LibraryEntry[] };

export interface PageData {
  entry: PageEntry;
  content: PageContent | null;
  index: PageIndex;
}

/** What the data file of an alias address holds: where the app sends the visitor (the CDN answers 301). */
export interface RedirectData {
  redirect: string;
}

export type RouteData = PageData | RedirectData;

export const isRedirect = (data: RouteData): data is RedirectData => 'redirect' in data;

/** What every page's shell shows (the header's and footer's links): the same on every page, bounded by the navigation. */
export interface SiteShell {
  nav: SiteIndex['nav'];
}

/** Everything the build derives for the browser: the shell, each address's data, the names the city label may show. */
export interface SiteData {
  shell: SiteShell;
  routes: Record<string, RouteData>;
  servedCities: string[];
}
