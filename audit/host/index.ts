/**
 * Serving a build the way its host would, and the browser that looks at it: the audit's own,
 * and what the site's `npm start`, its browser tests and its benchmark use through
 * `@bay-appliance/seo-audit/host`.
 *
 * - `startCdnHost`: plain HTTP with clean URLs and the build's own `_redirects`, `_headers` and
 *   404 pages, compressed (cdn-host.ts). The crawl, and the site's local server.
 * - `startAuditServer`: the same behind HTTPS and HTTP/2, every response made before the first
 *   request, so Lighthouse measures what a CDN's cache serves (https.ts).
 * - `startFilesServer`: a build without an audit manifest served as a plain static host serves
 *   files, with only its own redirect files applied (files.ts).
 * - `findChromium`, `CHROMIUM_FLAGS`: the system Chromium (no browser downloads).
 * - `readHeadersFile`, `headersFor`: a `_headers` file read back (Netlify's parser) and applied to a path.
 */
export { startCdnHost, type CdnHostOptions } from './cdn-host';
export { startFilesServer, type FilesServerOptions } from './files';
export { startAuditServer, type AuditServer } from './https';
export { CHROMIUM_FLAGS, findChromium } from './chromium';
export { BROTLI_QUALITY, brotliBytes } from './compression';
export { HOST_DEFAULT_CACHE_CONTROL, headersFor, readHeadersFile, type HeaderRule } from './headers-file';
