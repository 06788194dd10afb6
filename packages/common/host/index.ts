/**
 * Serving a build the way its CDN would, and the browser that looks at it: what the site's
 * `npm start` (serve/), its browser tests and the audit's crawl share.
 *
 * - `startCdnHost`: plain HTTP with clean URLs and the build's own `_redirects`, `_headers` and
 *   404 pages, compressed (cdn-host.ts).
 * - `findChromium`, `CHROMIUM_FLAGS`: the system Chromium (no browser downloads).
 * - `readHeadersFile`, `headersFor`: a `_headers` file read back (Netlify's parser) and applied to a path.
 * - `readRedirectRules`, `statusOf`: a `_redirects` file read back (Netlify's parser).
 * - `parseRequestPath`: a request's path as a static host reads it.
 */
export { startCdnHost, type CdnHostOptions } from './cdn-host';
export { CHROMIUM_FLAGS, findChromium } from './chromium';
export { HOST_DEFAULT_CACHE_CONTROL, headersFor, readHeadersFile, type HeaderRule } from './headers-file';
export { readRedirectRules, statusOf, type RedirectRule, type RedirectRules } from './redirect-rules';
export { parseRequestPath } from './request-path';
