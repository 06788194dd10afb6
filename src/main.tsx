/**
 * Entry for vite-react-ssg. On the server, each page render gets its own
 * unhead instance (docs/architecture.md): the routes are wrapped in its provider and
 * `ctx.transformHtml` writes its tags into the page (called from
 * vite.config.ts `onPageRendered`).
 */
import { createBrowserRouter } from 'react-router-dom';
import { ViteReactSSG } from 'vite-react-ssg';
import type { RouteRecord } from 'vite-react-ssg';
import { prerenderPaths, routes, type RouteHandle } from './routes';
import { nextTask } from './lib/next-task';
import './styles/index.css';

export interface HeadContext { transformHtml?: (html: string) => string | Promise<string> }

type DataRoutes = Parameters<typeof createBrowserRouter>[0];

/**
 * vite-react-ssg gives every client route a loader that fetches prerendered
 * loader data. This site has no loaders, so those fetches would only add a
 * request per navigation; the routes go to the router without them.
 */
function withoutLoaders(list: DataRoutes): DataRoutes {
  return list.map((route) => ({ ...route, loader: undefined, children: route.children && withoutLoaders(route.children) }) as DataRoutes[number]);
}

const customCreateRouter: typeof createBrowserRouter = (list, options) => createBrowserRouter(withoutLoaders(list), options);

/**
 * The page routes a prerender of `path` needs: just its own. React Router
 * flattens and ranks the whole route list on every match, several times per
 * page, and there is one route per page, so rendering every page against the
 * full list made the build grow with the square of the page count (about
 * 10 ms a page at 1,000 cities). Without a path (vite-react-ssg listing the
 * routes) the full list is kept.
 */
function routesToRender(children: RouteRecord[], path: string | undefined): RouteRecord[] {
  if (path === undefined) return children;
  const own = children.filter((route) => (route.handle as RouteHandle | undefined)?.entry.path === path);
  return own.length ? own : children;
}

export const createRoot = ViteReactSSG({ routes, customCreateRouter }, async (ctx) => {
  // In the browser: end the task that built the router before hydrating (src/lib/next-task.ts).
  if (!import.meta.env.SSR) return nextTask();
  const { createHead, UnheadProvider, transformHtmlTemplate } = await import('@unhead/react/server');
  const head = createHead();
  const [layout, ...rest] = ctx.routes;
  const root = layout.children ? { ...layout, children: routesToRender(layout.children, ctx.routePath) } : layout;
  ctx.routes = [{ ...root, element: <UnheadProvider value={head}>{root.element}</UnheadProvider> }, ...rest];
  (ctx as HeadContext).transformHtml = (html) => transformHtmlTemplate(head, html);
});

/** vite-react-ssg reads this export to choose the prerendered paths. */
export const includedRoutes = () => prerenderPaths();
