/**
 * Serves a build the way the CDNs it is made for do (Cloudflare Pages, Netlify, Vercel), from
 * the build's own host files only: clean URLs (`/about` → about.html, `/about.html` and `/about/`
 * redirected to `/about`), the redirects, rewrites and 404 rules of `_redirects`, the headers of
 * `_headers` (Cache-Control revalidated where no rule sets it), and not-found answers with
 * status 404: a `404.html` at its own address, and a miss with the page a `404` rule names, else
 * the nearest `404.html` up the path (Cloudflare's rule), else the root's. Text is compressed, as
 * every CDN does: without it local measurements would be of a site nobody gets.
 * The site's `npm start`, its browser tests, the audit's crawl and its HTTPS front (https.ts) all
 * serve through here, so what is measured is what the host files say.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import handler from 'serve-handler';
import compression from 'compression';
import { HOST_DEFAULT_CACHE_CONTROL, headersFor, readHeadersFile } from './headers-file';
import { readRedirectRules, ruleFor, statusOf } from './redirect-rules';
import { guardRedirects, parseRequestPath } from './request-path';

export interface CdnHostOptions {
  dist?: string;
  port?: number;
  host?: string;
  quiet?: boolean;
  /** What to say when the folder holds no index.html. */
  missingBuildHint?: string;
}

const REDIRECT_STATUSES = [301, 302, 303, 307, 308];
const isFile = (file: string) => existsSync(file) && statSync(file).isFile();

/** The file that answers a clean path (`/a` → a.html, `/a/` → a.html or a/index.html, `/` → index.html), or null. */
export function cleanUrlFile(root: string, decoded: string): string | null {
  const bare = decoded.replace(/\/+$/, '');
  const candidates = [join(root, decoded), join(root, `${bare}.html`), join(root, bare, 'index.html')];
  return candidates.find((file) => file !== root && isFile(file)) ?? null;
}

/** The nearest `404.html` in a path's folder or above it, the root's included; null when the build has none. */
function nearestNotFoundPage(root: string, decoded: string): string | null {
  for (let dir = join(root, dirname(decoded.replace(/\/+$/, '') || '/')); dir.startsWith(root); dir = dirname(dir)) {
    if (isFile(join(dir, '404.html'))) return join(dir, '404.html');
    if (dir === root) break;
  }
  return null;
}

export async function startCdnHost({
  dist = 'dist',
  port = 0,
  host = '127.0.0.1',
  quiet = true,
  missingBuildHint = '',
}: CdnHostOptions = {}): Promise<{ server: Server; url: string }> {
  const root = resolve(dist);
  if (!existsSync(join(root, 'index.html'))) {
    throw new Error(`No built site in ${dist}/ (index.html missing).${missingBuildHint}`);
  }
  // Lines the parsers cannot read are left out: the audit reports them (redirects/cdn-files), `npm start` warns.
  const [headerFile, redirectFile] = await Promise.all([
    readHeadersFile(join(root, '_headers')),
    readRedirectRules({ redirectsFile: join(root, '_redirects') }),
  ]);
  if (!quiet)
    for (const error of [...headerFile.errors, ...redirectFile.errors])
      console.warn(`Host files of ${dist}/: ${error}`);
  const headerRules = headerFile.rules;
  const rules = redirectFile.rules;
  const redirects = rules.filter((r) => r.plain && REDIRECT_STATUSES.includes(statusOf(r)) && !r.splat);

  /** The page a missed path is answered with: a `404` rule's, else the nearest 404.html. */
  const notFoundPageFor = (decoded: string): string | null => {
    const rule = ruleFor(rules, decoded, [404]);
    const ruled = rule && cleanUrlFile(root, rule.to);
    return ruled || nearestNotFoundPage(root, decoded);
  };
  const sendNotFound = (res: ServerResponse, page: string | null, status: 400 | 404) => {
    res.statusCode = status;
    res.setHeader('Content-Type', 'text/html; charset=utf-8');
    res.end(page ? readFileSync(page) : 'Not Found');
  };
  const compress = compression();
  const server = createServer((req, res) =>
    compress(req as Parameters<typeof compress>[0], res as Parameters<typeof compress>[1], () => respond(req, res)),
  );
  function respond(req: IncomingMessage, res: ServerResponse) {
    const request = parseRequestPath(req.url ?? '/');
    res.setHeader('Cache-Control', HOST_DEFAULT_CACHE_CONTROL);
    for (const [key, value] of Object.entries(headersFor(request.pathname, headerRules))) res.setHeader(key, value);
    guardRedirects(res);
    if (request.problem)
      return sendNotFound(res, nearestNotFoundPage(root, '/'), request.problem === 'malformed' ? 400 : 404);
    const { pathname, decoded } = request;
    // A rewrite (`200`) answers with its target's file; a target with no file is a miss there (Cloudflare's way to
    // make a not-found page's own address answer 404).
    const rewrite = ruleFor(rules, pathname, [200]);
    const target = rewrite ? rewrite.to : decoded;
    const file = cleanUrlFile(root, target);
    if (rewrite && !file) return sendNotFound(res, notFoundPageFor(target), 404);
    // A not-found page answers 404 at its own clean address too (no soft 404s); `/404.html` and `/404/` redirect there.
    if (file && /[/\\]404\.html$/.test(file) && !/(\/|\.html)$/.test(target)) return sendNotFound(res, file, 404);
    if (rewrite && file) req.url = `${rewrite.to}${(req.url ?? '').slice(pathname.length)}`;
    const isRedirect = redirects.some((r) => r.from === pathname);
    if (!file && !isRedirect) {
      const page = notFoundPageFor(decoded);
      // The root's 404.html for a miss outside any section is serve-handler's own answer.
      if (page && page !== join(root, '404.html')) return sendNotFound(res, page, 404);
    }
    void handler(req, res, {
      public: root,
      cleanUrls: true,
      trailingSlash: false,
      directoryListing: false,
      etag: true,
      redirects: redirects.map((r) => ({ source: r.from, destination: r.to, type: statusOf(r) })),
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
