/**
 * Loads a page's data (core/pages/page-data.ts): in the browser, its file under /page-data/, fetched
 * once per visit (the boot loader has usually preloaded the first page's); in the prerender, from
 * the build's data for every address (`virtual:site-data`, never part of the browser bundle). A
 * route renders only once its data is here, so reading it is synchronous (`pageDataFor`).
 */
import { createContext, useContext } from 'react';
import { useMatches } from 'react-router-dom';
import { pageDataFileFor } from '../../core/urls/paths';
import { isRedirect, type PageData, type PageIndex, type RouteData, type SiteData } from '../../core/pages/page-data';
import { rememberContent } from './content-registry';

const requests = new Map<string, Promise<RouteData | null>>();
const loaded = new Map<string, PageData>();

const isRouteData = (value: unknown): value is RouteData =>
  typeof value === 'object' && value !== null && ('redirect' in value || ('entry' in value && 'index' in value));

async function fetchRouteData(path: string): Promise<RouteData | null> {
  if (import.meta.env.SSR) {
    const site: SiteData = (await import('virtual:site-data')).default;
    return Object.prototype.hasOwnProperty.call(site.routes, path) ? site.routes[path] : null;
  }
  const response = await fetch(`/${pageDataFileFor(path)}`);
  if (!response.ok) return null;
  const data: unknown = await response.json().catch(() => null);
  return isRouteData(data) ? data : null;
}

/**
 * The data of the address `path`, or null when the site has no page there (or the request
 * failed: the visitor then gets the not-found page, and the next visit to the address asks again).
 */
export function loadRouteData(path: string): Promise<RouteData | null> {
  let request = requests.get(path);
  if (!request) {
    request = fetchRouteData(path).then((data) => {
      if (data && !isRedirect(data)) {
        loaded.set(path, data);
        if (data.content) rememberContent(data.entry, data.content);
      }
      if (!data) requests.delete(path);
      return data;
    });
    request.catch(() => requests.delete(path));
    requests.set(path, request);
  }
  return request;
}

/** The data of a page already loaded; a route renders only after `loadRouteData`, so this is there. */
export function pageDataFor(path: string): PageData {
  const data = loaded.get(path);
  if (!data) throw new Error(`The data of ${path} was not loaded: a route loads its page's data before it renders`);
  return data;
}

/** Set on each page route (src/routes.tsx): which address's data the route shows. */
export interface RouteHandle {
  dataPath: string;
}

/** Set when a route shows another page than its own: the not-found page the host sent (src/routes.tsx). */
export const ShownPageContext = createContext<string | null>(null);

/** The data of the matched page route, or null when the route shows no page (an alias about to redirect). */
export function shownPageData(matches: ReturnType<typeof useMatches>): PageData | null {
  for (let i = matches.length - 1; i >= 0; i--) {
    const handle = matches[i].handle as Partial<RouteHandle> | undefined;
    if (handle?.dataPath) return pageDataFor(handle.dataPath);
  }
  return null;
}

/** The data of the page shown: the matched route's, unless it shows the not-found page the host sent. */
export function usePageData(): PageData {
  const shown = useContext(ShownPageContext);
  const data = shownPageData(useMatches());
  if (shown) return pageDataFor(shown);
  if (!data) throw new Error('usePageData: the matched route shows no page');
  return data;
}

/** The names and summaries of the other pages this page shows. */
export const usePageIndex = (): PageIndex => usePageData().index;

function find<T extends { slug: string }>(list: T[], slug: string, kind: string): T {
  const item = list.find((x) => x.slug === slug);
  if (!item)
    throw new Error(
      `This page's data has no ${kind} "${slug}" (scripts/lib/page-index.ts says which a template shows)`,
    );
  return item;
}

/** Look-ups in a page's index: a missing entry is a build error naming the page kind's list. */
export const indexCity = (index: PageIndex, slug: string) => find(index.cities, slug, 'city');
export const indexService = (index: PageIndex, slug: string) => find(index.services, slug, 'service');
export const indexGuide = (index: PageIndex, slug: string) => find(index.guides, slug, 'guide');
export const indexPost = (index: PageIndex, slug: string) => find(index.posts, slug, 'post');
