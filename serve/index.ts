/**
 * The one way to serve a build like the CDN it deploys to, and the browser that looks at it.
 * scripts/, audit/, the benchmark and the tests all come here; this folder stands only on the
 * URL manifest, the content and the data model, never on scripts/ or audit/.
 *
 * - `startServer`: plain HTTP with the CDN's clean URLs, redirects, `_headers`, 404 pages and
 *   compression (serve/http.ts, rules in serve/cdn.ts). `npm start` (serve/cli.ts), the
 *   Playwright tests, the audit's crawl and the screenshots.
 * - `startAuditServer`: the same behind HTTPS and HTTP/2, every response made before the first
 *   request, so Lighthouse measures what a CDN's cache serves (serve/https.ts). The audit's
 *   browser checks and the benchmark.
 * - `startFilesServer`: a build that is not this site (the audit's `--no-manifest`) served as a plain
 *   static host serves files, with only its own redirect files applied (serve/files.ts).
 * - `findChromium`, `CHROMIUM_FLAGS`: the system Chromium (no browser downloads). Plain Node with
 *   no content loaded (Playwright's config, scripts/ensure-chromium.ts) imports serve/chromium.ts alone.
 */
export { startServer, type ServeOptions } from './http';
export { startFilesServer, type FilesServerOptions } from './files';
export { startAuditServer, type AuditServer } from './https';
export { CHROMIUM_FLAGS, findChromium } from './chromium';
