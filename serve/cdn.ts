/**
 * What the CDN does, as data: redirects, status-404 rewrites and response
 * headers. The generated `_redirects`, `_headers` and `vercel.json` come from
 * here, and the local server serves the build from those files alone (the
 * audit package's CDN host, serve/index.ts), so local behaviour and production
 * cannot drift apart.
 */
import type { HeaderRule } from '@bay-appliance/common/host';
import { redirectEntries, paths } from '../core/urls/manifest';
import { siteConfig } from '../core/config/site-config';
import { localCoverage } from '../content/service-areas';

/** Unknown paths under a prefix answered by a section's not-found page with status 404. */
export const notFoundRewrites = [{ prefix: '/blog/', page: paths.postNotFound }];

export const redirects = redirectEntries;

/**
 * Every third-party origin the site may talk to, each for one feature. Nothing
 * else is allowed by the CSP; adding a feature that needs another host means
 * adding it here (and the security-headers browser test proves it works).
 * - geolocation: the header's city label, fetched after hydration (GEO_ENDPOINT).
 * - maps: the Google Maps frame on /local-appliance-repair, added only when the
 *   visitor presses "Show map" (origin of content/service-areas.ts mapEmbedUrl).
 * No page loads a reviews widget or an analytics tag: reviews link out to the
 * platforms, and analytics only calls `window.gtag` when something installed it.
 * Allowing googletagmanager.com in script-src "just in case" would let any
 * injected markup load arbitrary GTM containers (a known CSP bypass), so it is
 * added only together with the tag itself.
 */
export function thirdPartyHosts() {
  return {
    geolocation: new URL(siteConfig.GEO_ENDPOINT).origin,
    maps: new URL(localCoverage.mapEmbedUrl).origin,
  };
}

/**
 * Content-Security-Policy. Scripts: this origin plus the sha256 of each inline
 * script the build emits (React Router's hydration data, identical on every
 * page); no 'unsafe-inline', no 'unsafe-eval'. Styles keep 'unsafe-inline':
 * the critical CSS is inlined per page and components set style attributes;
 * CSS cannot run script, and every other directive stays closed.
 */
export function contentSecurityPolicy(scriptHashes: string[] = []): string {
  const h = thirdPartyHosts();
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    'script-src': ["'self'", ...scriptHashes.map((x) => `'sha256-${x}'`)],
    'script-src-attr': ["'none'"],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:'],
    'font-src': ["'self'"],
    'connect-src': ["'self'", h.geolocation],
    'frame-src': [h.maps],
    'worker-src': ["'none'"],
    'frame-ancestors': ["'none'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
  };
  return Object.entries(directives)
    .map(([name, values]) => [name, ...values].join(' '))
    .join('; ');
}

/** Browser features the site never uses, switched off for it and any frame it embeds. */
export const PERMISSIONS_POLICY = [
  'accelerometer',
  'autoplay',
  'camera',
  'display-capture',
  'geolocation',
  'gyroscope',
  'magnetometer',
  'microphone',
  'midi',
  'payment',
  'publickey-credentials-get',
  'screen-wake-lock',
  'usb',
  'xr-spatial-tracking',
]
  .map((feature) => `${feature}=()`)
  .join(', ');

/**
 * Header rules in CDN order: security headers everywhere, then caching by kind of file. No header
 * is set by two rules that can match one path (Netlify keeps the later value, Cloudflare both).
 */
export function headerRules(scriptHashes: string[] = []): HeaderRule[] {
  return [
    {
      source: '/*',
      headers: {
        'Content-Security-Policy': contentSecurityPolicy(scriptHashes),
        'Strict-Transport-Security': 'max-age=63072000; includeSubDomains',
        'X-Content-Type-Options': 'nosniff',
        'X-Frame-Options': 'DENY',
        'Referrer-Policy': 'strict-origin-when-cross-origin',
        'Permissions-Policy': PERMISSIONS_POLICY,
        'Cross-Origin-Opener-Policy': 'same-origin',
      },
    },
    { source: '/assets/*', headers: { 'Cache-Control': 'public, max-age=31536000, immutable' } },
    { source: '/images/*', headers: { 'Cache-Control': 'public, max-age=604800, stale-while-revalidate=86400' } },
    { source: '/og/*', headers: { 'Cache-Control': 'public, max-age=604800' } },
  ];
}

/** Netlify/Cloudflare `_headers` format: a path line, then indented `Name: value` lines. */
export function formatHeadersFile(rules: HeaderRule[]): string {
  return (
    rules.map((r) => [r.source, ...Object.entries(r.headers).map(([k, v]) => `  ${k}: ${v}`)].join('\n')).join('\n\n') +
    '\n'
  );
}

/** How a host reads `_headers` back and applies it: the audit package's, so the tests check the files as served. */
export { HOST_DEFAULT_CACHE_CONTROL, headersFor, readHeadersFile } from '@bay-appliance/common/host';
