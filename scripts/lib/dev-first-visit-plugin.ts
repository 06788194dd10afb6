/**
 * `npm run dev` as a visitor's first visit (issue 61). vite-react-ssg's dev server renders each
 * request with React on the server, as the prerender does; this plugin makes the rest of the
 * first visit production's too, so what a page runs in development is what it runs for a visitor:
 *
 * - The document is the one the CDN sends (packages/common/host/cdn-host.ts): a page's is rendered
 *   at its path, without the query (the prerender wrote one file per path, so the kept page's
 *   head must add the query itself, src/head/kept-head.ts); an address the site has no page at
 *   gets the nearest not-found page up its path, with status 404.
 * - The app is started by the boot loader (src/boot/loader.ts), the same bytes as in a built page,
 *   naming the page's data file: after `load` and the first paint, the app keeps the prerendered
 *   page and hydrates only its islands (src/lib/first-visit.tsx); no template runs.
 *
 * An edit to a module the browser never loaded (a kept page's template) reloads the page.
 *
 * Left as the dev server answers them: files, Vite's own addresses, redirect aliases (the CDN
 * answers them with a 301) and addresses with a trailing slash.
 */
import type { Plugin } from 'vite';
import { bootLoaderTag } from './boot-loader.ts';
import type { SiteDataApi } from './site-data-plugin.ts';
import { isRedirect, type SiteData } from '../../core/pages/page-data.ts';
import { pageDataFileFor } from '../../core/urls/page-files.ts';
import { NOT_FOUND_TEMPLATES } from '../../core/urls/served-document.ts';

/** index.html's entry, which the loader starts instead. */
const ENTRY = /<script type="module" src="(\/src\/main\.tsx)"><\/script>/;

/** What the CDN sends for a path: the page rendered, with its status; null for what is not a page's address. */
export function documentFor(path: string, routes: SiteData['routes']): { page: string; status: 200 | 404 } | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(path);
  } catch {
    return null;
  }
  if (!decoded.startsWith('/') || decoded.startsWith('/@') || /\.[^/]*$|.\/$/.test(decoded)) return null;
  const own = Object.prototype.hasOwnProperty.call(routes, decoded) ? routes[decoded] : undefined;
  if (own && isRedirect(own)) return null;
  if (own) return { page: decoded, status: NOT_FOUND_TEMPLATES.includes(own.entry.template) ? 404 : 200 };
  // The nearest not-found page in the path's folder or above it (Cloudflare's rule, as the host applies it).
  for (let folder = decoded.slice(0, decoded.lastIndexOf('/')); ; folder = folder.slice(0, folder.lastIndexOf('/'))) {
    const notFound = `${folder}/404`;
    if (Object.prototype.hasOwnProperty.call(routes, notFound)) return { page: notFound, status: 404 };
    if (!folder) return null;
  }
}

/** The dev server's first visits; `siteData` is the site-data plugin (scripts/lib/site-data-plugin.ts). */
export function devFirstVisitPlugin(siteData: Plugin<SiteDataApi>): Plugin {
  const routes = () => (siteData.api as SiteDataApi).siteData().routes;
  return {
    name: 'dev-first-visit',
    apply: 'serve',
    configureServer(server) {
      // Before Vite's own middlewares and vite-react-ssg's renderer, which renders `req.originalUrl`.
      server.middlewares.use((req, res, next) => {
        if ((req.method !== 'GET' && req.method !== 'HEAD') || !req.headers.accept?.includes('text/html'))
          return next();
        let document: ReturnType<typeof documentFor>;
        try {
          document = documentFor((req.url ?? '/').split(/[?#]/, 1)[0], routes());
        } catch {
          // Content the site's data cannot be made from: the content check's page says why (content-check-plugin.ts).
          return next();
        }
        if (!document) return next();
        req.originalUrl = document.page;
        if (document.status === 404) {
          // The renderer answers 200; the CDN answers a not-found document with 404.
          const writeHead = res.writeHead.bind(res) as (status: number, ...rest: unknown[]) => typeof res;
          res.writeHead = ((status: number, ...rest: unknown[]) =>
            writeHead(status === 200 ? 404 : status, ...rest)) as typeof res.writeHead;
        }
        next();
      });
    },
    // A module only the server's render ran (a kept page's template): the browser never loaded it, so
    // no hot update reaches the page; the page is reloaded to be rendered again.
    hotUpdate({ file, modules, server }) {
      if (this.environment.name !== 'ssr' || !modules.length) return;
      const client = server.environments.client;
      if (!client.moduleGraph.getModulesByFile(file)?.size) client.hot.send({ type: 'full-reload', path: '*' });
    },
    transformIndexHtml: {
      // After Vite's own transform, which would move an inline module script to a module of its own.
      order: 'post',
      handler(html, { path }) {
        const page = path.split(/[?#]/, 1)[0];
        const route = Object.prototype.hasOwnProperty.call(routes(), page) ? routes()[page] : undefined;
        if (!route || isRedirect(route)) return html;
        return html.replace(ENTRY, (_, entry: string) =>
          bootLoaderTag({ entry, preload: [], page: `/${pageDataFileFor(page)}` }),
        );
      },
    },
  };
}
