/**
 * The route table, generated from the URL manifest: one static route per page
 * (React Router cannot match `/appliance-repair-:city`), each template loaded
 * lazily so a page only downloads the code it shows.
 */
import type { ComponentType } from 'react';
import { Navigate, useLocation, type RouteObject } from 'react-router-dom';
import type { RouteRecord } from 'vite-react-ssg';
import { HeadRoot } from './head/HeadRoot';
import { RootLayout } from './components/layout/RootLayout';
import type { PageEntry, Template } from './lib/urls';
import { siteIndex } from './lib/site-index';
import { templateLoaders } from './templates/registry';
import { loadPageContent } from './content/registry';
import { servedNotFound } from './lib/served-document';
import { nextTask } from './lib/next-task';
import { ShownEntryContext } from './lib/usePageEntry';

export interface RouteHandle { entry: PageEntry }

function routeFor(entry: PageEntry): RouteRecord {
  const load = templateLoaders[entry.template as Template];
  // The template and the page's own content load in parallel, before the page renders. In the
  // browser this starts in a task of its own, not in the one that evaluated the app's modules.
  const lazy: RouteObject['lazy'] = async () => {
    if (typeof window !== 'undefined') await nextTask();
    const [module] = await Promise.all([load(), loadPageContent(entry)]);
    return { Component: await shownAtStart(entry.template, module.default) };
  };
  const handle: RouteHandle = { entry };
  if (entry.path === '/') return { index: true, lazy, handle };
  if (entry.template === 'not-found') return { path: '*', lazy, handle, getStaticPaths: () => ['404'] };
  if (entry.template === 'post-not-found') return { path: 'blog/*', lazy, handle, getStaticPaths: () => ['blog/404'] };
  // Paths are case-sensitive like the CDN's files: /ABOUT is the 404 page, not About rendered over it.
  return { path: entry.path.slice(1), lazy, handle, caseSensitive: true };
}

/**
 * A route's page, unless the host answered the visit's first address with a
 * not-found document (src/lib/served-document.ts): then, at that address, the
 * not-found page it sent. `/refrigerator-repair/` matches the refrigerator
 * route, but a host that has no file there sends 404.html with status 404, and
 * the page shown must agree. Once the visitor navigates, every route shows its own page.
 */
async function shownAtStart(template: Template | null, Own: ComponentType): Promise<ComponentType> {
  if (!servedNotFound || servedNotFound === template) return Own;
  const notFoundEntry = siteIndex.pages.find((e) => e.template === servedNotFound);
  if (!notFoundEntry) return Own;
  const [{ default: NotFound }] = await Promise.all([templateLoaders[servedNotFound](), loadPageContent(notFoundEntry)]);
  return function StartupNotFound() {
    // The first history entry of a visit has the key 'default' (also when the visitor comes back to it).
    if (useLocation().key !== 'default') return <Own />;
    return (
      <ShownEntryContext.Provider value={notFoundEntry}>
        <NotFound />
      </ShownEntryContext.Provider>
    );
  };
}

/** Alias addresses replace-navigate in the app; the CDN answers them with a 301. */
const redirectRoutes: RouteRecord[] = siteIndex.redirects.map((r) => ({
  path: r.from.slice(1),
  lazy: async () => ({ Component: await shownAtStart(null, () => <Navigate to={r.to} replace />) }),
}));

export const routes: RouteRecord[] = [
  {
    path: '/',
    element: (
      <HeadRoot>
        <RootLayout />
      </HeadRoot>
    ),
    children: [...siteIndex.pages.map(routeFor), ...redirectRoutes],
  },
];

/** Paths vite-react-ssg prerenders: every manifest page, not the redirect aliases (scripts write those). */
export function prerenderPaths(): string[] {
  return siteIndex.pages.map((e) => e.path);
}
