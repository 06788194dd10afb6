/**
 * Serves dist/ the way the CDN does: clean URLs (`/about` → about.html), the
 * 301 redirects, the `_headers` rules, section not-found pages and 404.html,
 * all with the right status. Used by `npm start`, the tests and the audit.
 */
import { createServer, type Server } from 'node:http';
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import handler from 'serve-handler';
import { headersFor, notFoundRewrites, parseHeadersFile, redirects, type HeaderRule } from './lib/cdn';
import { manifest } from '../src/lib/urls';

/** Not-found pages answer 404 even at their own address (no soft 404s). */
const notFoundPaths = new Set(manifest.filter((e) => e.status === 404).map((e) => e.path));

export interface ServeOptions { dist?: string; port?: number; host?: string; quiet?: boolean }

/** Header rules read back from dist/_headers, the file the CDN itself will apply. */
function loadHeaderRules(dist: string): HeaderRule[] {
  const file = join(dist, '_headers');
  return existsSync(file) ? parseHeadersFile(readFileSync(file, 'utf8')) : [];
}

export function startServer({ dist = 'dist', port = 4173, host = '127.0.0.1', quiet = false }: ServeOptions = {}): Promise<{ server: Server; url: string }> {
  const root = resolve(dist);
  if (!existsSync(join(root, 'index.html'))) {
    return Promise.reject(new Error(`No built site in ${dist}/: run \`npm run build\` first.`));
  }
  const rules = loadHeaderRules(root);
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    for (const [key, value] of Object.entries(headersFor(url.pathname, rules))) res.setHeader(key, value);
    const rewrite = notFoundRewrites.find((r) => url.pathname.startsWith(r.prefix));
    const file = join(root, `${decodeURIComponentSafe(url.pathname).replace(/\/+$/, '')}.html`);
    const ownNotFound = notFoundPaths.has(url.pathname);
    if (ownNotFound || (rewrite && !url.pathname.includes('..') && !existsSync(file) && !redirects.some((r) => r.from === url.pathname))) {
      res.statusCode = 404;
      res.setHeader('Content-Type', 'text/html; charset=utf-8');
      res.end(readFileSync(join(root, `${(ownNotFound ? url.pathname : rewrite!.page).slice(1)}.html`)));
      return;
    }
    void handler(req, res, {
      public: root,
      cleanUrls: true,
      trailingSlash: false,
      directoryListing: false,
      etag: true,
      redirects: redirects.map((r) => ({ source: r.from, destination: r.to, type: 301 })),
    });
  });
  return new Promise((resolvePromise) => {
    server.listen(port, host, () => {
      const address = server.address();
      const actualPort = typeof address === 'object' && address ? address.port : port;
      const url = `http://${host}:${actualPort}`;
      if (!quiet) console.log(`Serving ${dist}/ like the CDN at ${url}`);
      resolvePromise({ server, url });
    });
  });
}

function decodeURIComponentSafe(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const port = Number(process.env.PORT ?? 4173);
  startServer({ port, host: process.env.HOST ?? '127.0.0.1', dist: process.env.DIST_DIR ?? 'dist' }).catch((error: Error) => {
    console.error(error.message);
    process.exit(2);
  });
}
