/**
 * Everything the site does because of vite-react-ssg, in one file: when upgrading the prerenderer,
 * revisit this list (and the files it names), nothing else. Each entry says what it works around;
 * all are tied to vite-react-ssg 0.9.2 (`SSG_VERSION`, and a test fails when package.json pins
 * another version, pointing here).
 *
 * | workaround | what it works around | where |
 * |---|---|---|
 * | client routes without loaders | the library gives every client route a loader that fetches prerendered loader data; the site has none, so each navigation would fetch for nothing | `customCreateRouter` |
 * | one route per prerendered page | React Router ranks the whole route list on every match; with all pages it grew with the square of the page count (10 ms a page at 1,000 cities) | `renderPageWithHead` |
 * | head handed from the render to the page | the library has no hook for a head manager other than react-helmet-async: each render gets its own unhead instance and leaves `transformHtml` on the context, which `onPageRendered` applies | `renderPageWithHead`, `ssgOptions` |
 * | react-helmet-async left out of the browser build | the library's client wraps the app in that provider (5.6 KB gzipped of the script every page evaluates), which nothing reads | `noHelmetInBrowser`, `src/ssg/no-helmet.ts` |
 * | random build stamp and loader-data files removed | the library stamps each build with a random hash (for loader data) and writes empty loader-data files; two builds of one commit must be byte-identical | `SSG_STAMP_SCRIPT`, `LOADER_DATA` in `core/build/ssg-output.ts` (plain data, so the build scripts do not load React Router), used by `scripts/lib/normalize-html.ts` |
 * | no critical CSS | the library runs Beasties on every page by default; the site links its one stylesheet in `<head>` instead (docs/performance.md, "One stylesheet") | `ssgOptions` (`beastiesOptions: false`) |
 * | `crossorigin` twice | the library marks links `crossorigin` twice | `normalize-html.ts` (`crossorigin crossorigin`) |
 * | its jsdom pass on parse5 alone | for each page the library parses the HTML into a full jsdom document to append preload links, then serializes it: half the prerender at 1,000 pages; parse5 (jsdom's own parser and serializer) writes the same bytes in a ninth of the time | `scripts/lib/light-jsdom/` (loaded with `--import` by `scripts/build.ts`; anything else asked of it throws) |
 * | module preloads completed | the library preloads only the route's own chunks, not the entry's imports nor the page's content chunk | `scripts/lib/preload-chunks.ts` |
 * | react-router-dom stays on 6.30 | the library imports `react-router-dom/server.js`, which v7 no longer exports | `package.json` |
 *
 * Safe to import from the app and from vite.config.ts alike: no Node module at the top.
 */
import { createBrowserRouter } from 'react-router-dom';
import type { RouteRecord, ViteReactSSG, ViteReactSSGOptions } from 'vite-react-ssg';
import type { Plugin } from 'vite';
import type { RouteHandle } from '../lib/page-data-load';

/** The version every workaround here was written against. */
export const SSG_VERSION = '0.9.2';

type DataRoutes = Parameters<typeof createBrowserRouter>[0];
type SsgContext = Parameters<NonNullable<Parameters<typeof ViteReactSSG>[1]>>[0];

/** What a page's render leaves for `onPageRendered`: its head, written into the page's HTML. */
export interface HeadContext {
  transformHtml?: (html: string) => string | Promise<string>;
}

function withoutLoaders(list: DataRoutes): DataRoutes {
  return list.map(
    (route) =>
      ({
        ...route,
        loader: undefined,
        children: route.children && withoutLoaders(route.children),
      }) as DataRoutes[number],
  );
}

/** The browser router, given the routes without the library's loaders. */
export const customCreateRouter: typeof createBrowserRouter = (list, options) =>
  createBrowserRouter(withoutLoaders(list), options);

/** The page routes a prerender of `path` needs: just its own (without a path, the library is listing routes: all). */
function routesToRender(children: RouteRecord[], path: string | undefined): RouteRecord[] {
  if (path === undefined) return children;
  const own = children.filter((route) => (route.handle as RouteHandle | undefined)?.dataPath === path);
  return own.length ? own : children;
}

/** On the server, per page: render only that page's route, inside its own unhead instance, and leave the head for `onPageRendered`. */
export async function renderPageWithHead(ctx: SsgContext): Promise<void> {
  const { createHead, UnheadProvider, transformHtmlTemplate } = await import('@unhead/react/server');
  const head = createHead();
  const [layout, ...rest] = ctx.routes;
  const root = layout.children ? { ...layout, children: routesToRender(layout.children, ctx.routePath) } : layout;
  ctx.routes = [{ ...root, element: <UnheadProvider value={head}>{root.element}</UnheadProvider> }, ...rest];
  (ctx as HeadContext).transformHtml = (html) => transformHtmlTemplate(head, html);
}

/**
 * The site's prerender options: flat files, no formatting, async entry, and `onPageRendered` writing
 * each page's head.
 */
export function ssgOptions(): ViteReactSSGOptions {
  return {
    dirStyle: 'flat',
    formatting: 'none',
    script: 'async',
    concurrency: 20,
    // Off: no critical CSS; every page links the one stylesheet in its head.
    beastiesOptions: false,
    async onPageRendered(_route, html, ctx) {
      const transform = (ctx as unknown as HeadContext).transformHtml;
      return transform ? transform(html) : html;
    },
  };
}

/** The browser build resolves react-helmet-async to a stand-in (src/ssg/no-helmet.ts); the prerender keeps the real one, which the library's server renderer needs. */
export function noHelmetInBrowser(): Plugin {
  return {
    name: 'no-helmet-in-browser',
    config(config, env) {
      if (env.command !== 'build' || env.isSsrBuild) return;
      const root = (config.root ?? process.cwd()).replace(/\/$/, '');
      return { resolve: { alias: [{ find: /^react-helmet-async$/, replacement: `${root}/src/ssg/no-helmet.ts` }] } };
    },
  };
}
