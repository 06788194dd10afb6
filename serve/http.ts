/**
 * Serves dist/ the way the CDN does: clean URLs (`/about` → about.html), the
 * 301 redirects, the `_headers` rules, section not-found pages and 404.html,
 * all with the right status. Used through serve/index.ts by `npm start`, the
 * tests, the audit and the screenshots.
 * Hostile addresses (bad escapes, `..`, control characters, `//host` tricks)
 * get the 404 page, never a crash or a redirect to another host.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import handler from 'serve-handler';
import compression from 'compression';
import {
  HOST_DEFAULT_CACHE_CONTROL,
  headersFor,
  notFoundRewrites,
  parseHeadersFile,
  redirects,
  type HeaderRule,
} from './cdn';
import { htmlFileFor, manifest, paths } from '../core/urls/manifest';

/** Not-found pages answer 404 even at their own address (no soft 404s). */
const notFoundPaths = new Set(manifest.filter((e) => e.status === 404).map((e) => e.path));

export interface ServeOptions {
  dist?: string;
  port?: number;
  host?: string;
  quiet?: boolean;
}

/** Header rules read back from dist/_headers, the file the CDN itself will apply. */
function loadHeaderRules(dist: string): HeaderRule[] {
  const file = join(dist, '_headers');
  return existsSync(file) ? parseHeadersFile(readFileSync(file, 'utf8')) : [];
}

export function startServer({
  dist = 'dist',
  port = 4173,
  host = '127.0.0.1',
  quiet = false,
}: ServeOptions = {}): Promise<{ server: Server; url: string }> {
  const root = resolve(dist);
  if (!existsSync(join(root, 'index.html'))) {
    return Promise.reject(new Error(`No built site in ${dist}/: run \`npm run build\` first.`));
  }
  const rules = loadHeaderRules(root);
  const notFoundPage = (pathname: string) => {
    const rewrite = notFoundRewrites.find((r) => pathname.startsWith(r.prefix));
    return readFileSync(
      join(root, htmlFileFor(notFoundPaths.has(pathname) ? pathname : (rewrite?.page ?? paths.notFound))),
    );
  };
  const sendNotFound = (res: ServerResponse, pathname: string, status: 400 | 404) => {
    res.statusCode = status;
    res.setHeader('Content-Type', 'text/html; charset=utf-8');
    res.end(notFoundPage(pathname));
  };
  // Every CDN compresses text; without it local measurements (Lighthouse, the benchmark) would be of a site nobody gets.
  const compress = compression();
  const server = createServer((req, res) =>
    compress(req as Parameters<typeof compress>[0], res as Parameters<typeof compress>[1], () => respond(req, res)),
  );
  function respond(req: IncomingMessage, res: ServerResponse) {
    const request = parseRequestPath(req.url ?? '/');
    res.setHeader('Cache-Control', HOST_DEFAULT_CACHE_CONTROL);
    for (const [key, value] of Object.entries(headersFor(request.pathname, rules))) res.setHeader(key, value);
    guardRedirects(res);
    if (request.problem) return sendNotFound(res, request.pathname, request.problem === 'malformed' ? 400 : 404);
    const { pathname, decoded } = request;
    const rewrite = notFoundRewrites.find((r) => pathname.startsWith(r.prefix));
    const file = join(root, `${decoded.replace(/\/+$/, '')}.html`);
    if (notFoundPaths.has(pathname) || (rewrite && !existsSync(file) && !redirects.some((r) => r.from === pathname))) {
      return sendNotFound(res, pathname, 404);
    }
    void handler(req, res, {
      public: root,
      cleanUrls: true,
      trailingSlash: false,
      directoryListing: false,
      etag: true,
      redirects: redirects.map((r) => ({ source: r.from, destination: r.to, type: 301 })),
    });
  }
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

/** Files in dist/ that configure the CDN and are never served (as on Netlify and Vercel). */
const PRIVATE_FILES = new Set(['/_headers', '/_redirects', '/vercel.json']);

type RequestPath =
  { problem: null; pathname: string; decoded: string } | { problem: 'malformed' | 'refused'; pathname: string };

/**
 * The path of a request, read as a string (never through `new URL(raw, base)`,
 * which would take `//evil.example` for a host). Undecodable escapes are
 * malformed (400); control characters, backslashes, `..` segments and the
 * CDN's own config files are refused (404). Both get the site's 404 page.
 */
export function parseRequestPath(raw: string): RequestPath {
  const pathname = raw.split(/[?#]/, 1)[0] || '/';
  if (!pathname.startsWith('/')) return { problem: 'malformed', pathname: '/' };
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return { problem: 'malformed', pathname };
  }
  const refused =
    // eslint-disable-next-line no-control-regex
    /[\u0000-\u001f\u007f\\]/.test(decoded) || decoded.split('/').some((s) => s === '..' || s.startsWith('.'));
  if (refused || PRIVATE_FILES.has(decoded)) return { problem: 'refused', pathname };
  return { problem: null, pathname, decoded };
}

/**
 * A redirect may only go to a path on this host: a Location that is absolute,
 * protocol-relative (`//evil.example`) or starts with a backslash is rewritten
 * to a single-slash path. serve-handler already collapses slashes; this makes
 * an open redirect impossible even if a future version does not.
 */
export function safeLocation(location: string): string {
  return /^\/(?![/\\])/.test(location)
    ? location
    : `/${location.replace(/^[a-z][a-z0-9+.-]*:/i, '').replace(/^[/\\]+/, '')}`;
}

function guardRedirects(res: ServerResponse): void {
  const writeHead = res.writeHead.bind(res) as (...args: unknown[]) => ServerResponse;
  res.writeHead = ((...args: unknown[]) => {
    for (const arg of args) {
      if (!arg || typeof arg !== 'object') continue;
      const headers = arg as Record<string, unknown>;
      for (const key of Object.keys(headers))
        if (key.toLowerCase() === 'location') headers[key] = safeLocation(String(headers[key]));
    }
    const current = res.getHeader('location');
    if (current !== undefined) res.setHeader('location', safeLocation(String(current)));
    return writeHead(...args);
  }) as ServerResponse['writeHead'];
}
