/**
 * The site served like the CDN it deploys to, for `npm start` (serve/cli.ts), the Playwright
 * tests and the screenshots: the build's own `_redirects`, `_headers` and 404 pages applied by
 * the audit package's CDN host, so what is tried locally is what the host files say. The rules
 * themselves are written from the data core (serve/cdn.ts, scripts/lib/cdn-files.ts).
 */
import { startCdnHost } from '@bay-appliance/common/host';

export interface ServeOptions {
  dist?: string;
  port?: number;
  host?: string;
  quiet?: boolean;
}

export function startServer({ dist = 'dist', port = 4173, host = '127.0.0.1', quiet = false }: ServeOptions = {}) {
  return startCdnHost({
    dist,
    port,
    host,
    quiet,
    missingBuildHint: ' Run `npm run build` first (`npm run build:sample` for dist-sample/).',
  });
}

/** The system Chromium (no browser downloads) and the flags that work as root in a sandbox. */
export { CHROMIUM_FLAGS, findChromium } from '@bay-appliance/common/host';
