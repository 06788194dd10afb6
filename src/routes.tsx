/**
 * The route table. The prerender knows every address (one static route per page: React Router
 * cannot match `/appliance-repair-:city`). The browser starts with only the page it shows and the
 * home and not-found routes, and learns every other address when a visitor goes there
 * (`discoverRoute`, React Router's `patchRoutesOnNavigation`): it fetches that address's data
 * file, and an address without one is the not-found page, as the CDN answers it. So start-up
 * costs the same at 40 cities or 1,000 (docs/performance.md, "What a page loads").
 */
import { lazy as lazyComponent, type ComponentType } from 'react';
import { Navigate, useLocation, type RouteObject } from 'react-router-dom';
import type { RouteRecord } from 'vite-react-ssg';
import { RootLayout } from './components/layout/RootLayout';
import type { Template } from '../core/urls/manifest';
import { isRedirect, type RouteData, type SiteData } from '../core/pages/page-data';
import { loadRouteData, ShownPageContext, type RouteHandle } from './lib/page-data-load';
import { nextTask } from './lib/next-task';
import { firstVisitPage, keepFirstPage } from './lib/first-visit';
import { BOOT_SELECTOR, type BootDataset } from '../core/build/boot-attributes';
import { paths, pathOfPageDataFile } from '../core/urls/paths';
import { NOT_FOUND_TEMPLATES } from '../core/urls/served-document';

/** The layout route's id: discovered routes are added as its children. */
export const ROOT_ROUTE_ID = 'root';

/**
 * A template's component. The table of templates (with the chunks each needs) is a chunk of its own,
 * loaded with the first template: a kept first page needs none (src/lib/first-visit.tsx).
 */
async function loadTemplate(template: Template): Promise<ComponentType> {
  const { templateLoaders } = await import('./templates/registry');
  return (await templateLoaders[template]()).default;
}

/** The page this document is, in the browser (set by `startRoutes`): its route keeps the prerendered page. */
let documentPage: string | null = null;

/**
 * A page's route: its template and its data load in parallel, before the page renders. The
 * document's own page loads no template at first: its prerendered HTML stays, and only its islands
 * hydrate (src/lib/first-visit.tsx); the template loads if the visitor comes back to it.
 */
function pageRoute({ path, template }: { path: string; template: Template }): RouteRecord {
  const loadPage = async () => shownAtStart(template, await loadTemplate(template));
  const lazy: RouteObject['lazy'] = async () => {
    // In the browser this starts in a task of its own, not in the one that evaluated the app's modules.
    if (typeof window !== 'undefined') await nextTask();
    if (path === documentPage) {
      const [kept] = await Promise.all([keepFirstPage(), loadRouteData(path)]);
      if (kept)
        return {
          Component: firstVisitPage(
            kept,
            lazyComponent(async () => ({ default: await loadPage() })),
          ),
        };
    }
    const [Component] = await Promise.all([loadPage(), loadRouteData(path)]);
    return { Component };
  };
  const handle: RouteHandle = { dataPath: path };
  if (path === paths.home) return { index: true, lazy, handle };
  if (template === 'not-found') return { path: '*', lazy, handle, getStaticPaths: () => ['404'] };
  if (template === 'post-not-found') return { path: 'blog/*', lazy, handle, getStaticPaths: () => ['blog/404'] };
  // Paths are case-sensitive like the CDN's files: /ABOUT is the 404 page, not About rendered over it.
  return { path: path.slice(1), lazy, handle, caseSensitive: true };
}

/** The not-found page the host answered the visit's first address with, if it did (set by `startRoutes`). */
let servedNotFound: { path: string; template: Template } | null = null;

/**
 * A route's page, unless the host answered the visit's first address with a not-found document:
 * then, at that address, the not-found page it sent. `/refrigerator-repair/` matches the
 * refrigerator route once the app knows it, but a host that has no file there sends 404.html with
 * status 404, and the page shown must agree. The first history entry of a visit has the key
 * 'default' (also when the visitor comes back to it); every other entry shows its route's page.
 */
async function shownAtStart(template: Template | null, Own: ComponentType): Promise<ComponentType> {
  const served = servedNotFound;
  if (!served || served.template === template) return Own;
  const [NotFound] = await Promise.all([loadTemplate(served.template), loadRouteData(served.path)]);
  return function StartupNotFound() {
    if (useLocation().key !== 'default') return <Own />;
    return (
      <ShownPageContext.Provider value={served.path}>
        <NotFound />
      </ShownPageContext.Provider>
    );
  };
}

/** Alias addresses replace-navigate in the app; the CDN answers them with a 301. */
const redirectRoute = (from: string, to: string): RouteRecord => ({
  path: from.slice(1),
  caseSensitive: true,
  lazy: async () => ({ Component: await shownAtStart(null, () => <Navigate to={to} replace />) }),
});

/**
 * Routes the browser always has: the not-found pages, and the home page, whose address the layout
 * route matches by itself (so React Router would not ask `discoverRoute` for it).
 */
const fixedRoutes = (): RouteRecord[] => [
  pageRoute({ path: paths.home, template: 'home' }),
  pageRoute({ path: paths.notFound, template: 'not-found' }),
  pageRoute({ path: paths.postNotFound, template: 'post-not-found' }),
];

/** Prerender: every address the build has data for. */
async function everyRoute(): Promise<RouteRecord[]> {
  const site: SiteData = (await import('virtual:site-data')).default;
  return Object.entries(site.routes).map(([path, data]: [string, RouteData]) =>
    isRedirect(data) ? redirectRoute(path, data.redirect) : pageRoute(data.entry),
  );
}

/**
 * Browser: the page this document is (the boot loader names its data file, in `npm run dev` too,
 * scripts/lib/dev-first-visit-plugin.ts; a document without one goes by its address) and the
 * fixed routes. A not-found document (the host's answer to an address it has no file for) shows
 * the not-found route that matches the address, whatever page the address resembles, so the page
 * agrees with the status the host sent.
 */
async function startRoutes(): Promise<RouteRecord[]> {
  const boot = document.querySelector<HTMLScriptElement>(BOOT_SELECTOR)?.dataset as BootDataset | undefined;
  const path = boot?.page ? pathOfPageDataFile(boot.page) : location.pathname;
  const data = await loadRouteData(path);
  if (data && !isRedirect(data)) documentPage = data.entry.path;
  if (data && !isRedirect(data) && NOT_FOUND_TEMPLATES.includes(data.entry.template)) servedNotFound = data.entry;
  const own =
    data && !isRedirect(data) && !servedNotFound && data.entry.path !== paths.home ? [pageRoute(data.entry)] : [];
  return [...own, ...fixedRoutes()];
}

/** React Router's `patchRoutesOnNavigation`: adds the route of an address the app has not seen yet, if the site has a page there. */
export async function discoverRoute({
  path,
  patch,
}: {
  path: string;
  patch: (routeId: string | null, children: RouteObject[]) => void;
}): Promise<void> {
  const data = await loadRouteData(path).catch(() => null);
  if (!data) return;
  patch(ROOT_ROUTE_ID, [
    (isRedirect(data) ? redirectRoute(path, data.redirect) : pageRoute(data.entry)) as RouteObject,
  ]);
}

export const routes: RouteRecord[] = [
  {
    id: ROOT_ROUTE_ID,
    path: '/',
    element: <RootLayout />,
    children: import.meta.env.SSR ? await everyRoute() : await startRoutes(),
  },
];

/** Paths vite-react-ssg prerenders: every page, not the redirect aliases (the postbuild writes those). */
export async function prerenderPaths(): Promise<string[]> {
  if (!import.meta.env.SSR) return [];
  const site: SiteData = (await import('virtual:site-data')).default;
  return Object.values(site.routes).flatMap((data: RouteData) => (isRedirect(data) ? [] : [data.entry.path]));
}
