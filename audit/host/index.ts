/**
 * Serving a build the way its host would, and the browser that looks at it: the package's
 * `./host` export. The CDN host emulation and finding Chromium live in the shared package
 * `@bay-appliance/common` (packages/common/host/, which the site's `npm start` uses too) and are
 * re-exported here; the build bundles them in, so the published package stands alone.
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
export {
  CHROMIUM_FLAGS,
  findChromium,
  HOST_DEFAULT_CACHE_CONTROL,
  headersFor,
  readHeadersFile,
  startCdnHost,
} from '@bay-appliance/common/host';
export type { CdnHostOptions, HeaderRule } from '@bay-appliance/common/host';
export { startFilesServer, type FilesServerOptions } from './files';
export { startAuditServer, type AuditServer } from './https';
export { BROTLI_QUALITY, brotliBytes } from './compression';
