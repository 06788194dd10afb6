/**
 * Cloudflare Pages' own local runtime: `wrangler pages dev` serves a folder
 * through the workerd runtime with Cloudflare's Pages asset server, which
 * reads `_redirects` and `_headers` with Cloudflare's parsers. Offline: no
 * telemetry, no error reports, no update check (it hides with the banner), no
 * `Request.cf` download (a placeholder is used), and the compatibility date is
 * fixed to the runtime that ships with the pinned wrangler, so it never asks
 * for a newer one.
 */
import { createRequire } from 'node:module';

/** The workerd release of the pinned wrangler (package.json); newer dates need a newer wrangler. */
export const COMPATIBILITY_DATE = '2026-04-26';

export const WRANGLER_ENV: Record<string, string> = {
  WRANGLER_SEND_METRICS: 'false',
  WRANGLER_SEND_ERROR_REPORTS: 'false',
  WRANGLER_HIDE_BANNER: 'true',
  CLOUDFLARE_CF_FETCH_ENABLED: 'false',
  WRANGLER_LOG_PATH: '.wrangler/logs',
};

/** The argument list of `wrangler pages dev` serving `dist` on 127.0.0.1:`port` (its debugger on the port after, not on 9229 for everyone). */
export function wranglerArgs(dist: string, port: number): string[] {
  return [
    createRequire(import.meta.url).resolve('wrangler/bin/wrangler.js'),
    'pages',
    'dev',
    dist,
    '--ip',
    '127.0.0.1',
    '--port',
    String(port),
    '--inspector-port',
    String(port + 1),
    '--compatibility-date',
    COMPATIBILITY_DATE,
    '--persist-to',
    '.wrangler/state',
    '--show-interactive-dev-session=false',
  ];
}
