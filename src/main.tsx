/**
 * Entry for vite-react-ssg. On the server, each page render gets its own
 * unhead instance (DECISIONS §2): the routes are wrapped in its provider and
 * `ctx.transformHtml` writes its tags into the page (called from
 * vite.config.ts `onPageRendered`).
 */
import { createBrowserRouter } from 'react-router-dom';
import { ViteReactSSG } from 'vite-react-ssg';
import { prerenderPaths, routes } from './routes';
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

export const createRoot = ViteReactSSG({ routes, customCreateRouter }, async (ctx) => {
  if (!import.meta.env.SSR) return;
  const { createHead, UnheadProvider, transformHtmlTemplate } = await import('@unhead/react/server');
  const head = createHead();
  const [root, ...rest] = ctx.routes;
  ctx.routes = [{ ...root, element: <UnheadProvider value={head}>{root.element}</UnheadProvider> }, ...rest];
  (ctx as HeadContext).transformHtml = (html) => transformHtmlTemplate(head, html);
});

/** vite-react-ssg reads this export to choose the prerendered paths. */
export const includedRoutes = () => prerenderPaths();
