/**
 * What the CDN does, as data: redirects, status-404 rewrites and response
 * headers. The generated `_redirects`, `_headers` and `vercel.json` and the
 * local server (scripts/serve.ts) all come from here, so local behaviour and
 * production cannot drift apart.
 */
import { redirectEntries, paths } from '../../src/lib/urls';
import { siteConfig } from '../../src/content/config';

/** Unknown paths under a prefix answered by a section's not-found page with status 404. */
export const notFoundRewrites = [{ prefix: '/blog/', page: paths.postNotFound }];

export const redirects = redirectEntries;

/** Third-party hosts the site may talk to, each for one feature (see README Security). */
export function thirdPartyHosts() {
  return {
    geolocation: new URL(siteConfig.GEO_ENDPOINT).origin,
    maps: 'https://www.google.com',
    reviewsWidget: 'https://static.elfsight.com',
    analytics: 'https://www.googletagmanager.com',
    analyticsCollect: 'https://www.google-analytics.com',
    booking: new URL(siteConfig.BOOKING_URL).origin,
  };
}

/** Content-Security-Policy; `scriptHashes` are the sha256 of any inline scripts the build emits. */
export function contentSecurityPolicy(scriptHashes: string[] = []): string {
  const h = thirdPartyHosts();
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    'script-src': ["'self'", ...scriptHashes.map((x) => `'sha256-${x}'`), h.reviewsWidget, h.analytics],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', h.analyticsCollect],
    'font-src': ["'self'"],
    'connect-src': ["'self'", h.geolocation, h.analyticsCollect, h.reviewsWidget],
    'frame-src': [h.maps, h.reviewsWidget],
    'frame-ancestors': ["'none'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
  };
  return Object.entries(directives)
    .map(([name, values]) => [name, ...values].join(' '))
    .join('; ');
}

export interface HeaderRule { source: string; headers: Record<string, string> }

/** Header rules in CDN order: security headers everywhere, then caching by kind of file. */
export function headerRules(scriptHashes: string[] = []): HeaderRule[] {
  return [
    {
      source: '/*',
      headers: {
        'Content-Security-Policy': contentSecurityPolicy(scriptHashes),
        'Strict-Transport-Security': 'max-age=31536000; includeSubDomains',
        'X-Content-Type-Options': 'nosniff',
        'X-Frame-Options': 'DENY',
        'Referrer-Policy': 'strict-origin-when-cross-origin',
        'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()',
        'Cross-Origin-Opener-Policy': 'same-origin',
        'Cache-Control': 'public, max-age=0, must-revalidate',
      },
    },
    { source: '/assets/*', headers: { 'Cache-Control': 'public, max-age=31536000, immutable' } },
    { source: '/images/*', headers: { 'Cache-Control': 'public, max-age=604800, stale-while-revalidate=86400' } },
    { source: '/og/*', headers: { 'Cache-Control': 'public, max-age=604800' } },
  ];
}

/** Headers for one path: later matching rules override earlier ones, as on Netlify. */
export function headersFor(pathname: string, rules: HeaderRule[]): Record<string, string> {
  const out: Record<string, string> = {};
  for (const rule of rules) {
    const prefix = rule.source.replace(/\*$/, '');
    if (rule.source.endsWith('*') ? pathname.startsWith(prefix) : pathname === rule.source) Object.assign(out, rule.headers);
  }
  return out;
}

/** Netlify/Cloudflare `_headers` format: a path line, then indented `Name: value` lines. */
export function formatHeadersFile(rules: HeaderRule[]): string {
  return rules.map((r) => [r.source, ...Object.entries(r.headers).map(([k, v]) => `  ${k}: ${v}`)].join('\n')).join('\n\n') + '\n';
}

export function parseHeadersFile(text: string): HeaderRule[] {
  const rules: HeaderRule[] = [];
  for (const line of text.split('\n')) {
    if (!line.trim() || line.trim().startsWith('#')) continue;
    if (!/^\s/.test(line)) rules.push({ source: line.trim(), headers: {} });
    else {
      const at = line.indexOf(':');
      rules[rules.length - 1].headers[line.slice(0, at).trim()] = line.slice(at + 1).trim();
    }
  }
  return rules;
}
