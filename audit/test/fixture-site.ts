/**
 * Tiny fake builds for the audit's rule tests: a clean three-page site that
 * passes every rule, written to a temp folder, and helpers to break it one
 * way at a time.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { defaultConfig, type AuditConfig } from '../config';
import { runAudit } from '../run';
import type { AuditReport } from '../report-data';

/** The fixture's public origin, written into its audit manifest (a placeholder, as the site's default SITE_URL is). */
export const ORIGIN = 'https://www.baysideappliance.example';
export const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

export const BUSINESS = {
  '@context': 'https://schema.org',
  '@type': 'HomeAndConstructionBusiness',
  name: 'Fixture Family Repair',
  url: ORIGIN,
  telephone: '+14155550199',
  image: `${ORIGIN}/og.png`,
  priceRange: '$100–$300',
  address: {
    '@type': 'PostalAddress',
    streetAddress: '1 Test Street',
    addressLocality: 'San Francisco',
    addressRegion: 'CA',
    postalCode: '94109',
    addressCountry: 'US',
  },
  geo: { '@type': 'GeoCoordinates', latitude: 37.79, longitude: -122.42 },
  openingHoursSpecification: [
    {
      '@type': 'OpeningHoursSpecification',
      dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'],
      opens: '08:00',
      closes: '18:00',
    },
    { '@type': 'OpeningHoursSpecification', dayOfWeek: ['Saturday'], opens: '08:00', closes: '15:00' },
  ],
  makesOffer: [
    {
      '@type': 'Offer',
      name: 'Diagnostic',
      price: '60',
      priceCurrency: 'USD',
      priceValidUntil: `${new Date().getUTCFullYear() + 1}-12-31`,
    },
  ],
};

const FOOTER = `<footer><h2>Fixture Family Repair</h2><address>1 Test Street<br>San Francisco, CA 94109<br><a href="tel:+14155550199">(415) 555-0199</a></address>
<ul><li>Monday–Friday: 8:00 AM–6:00 PM</li><li>Saturday: 8:00 AM–3:00 PM</li><li>Sunday closed</li></ul></footer>`;

const TOPICS: Record<string, string> = {
  '/': 'Our family repairs refrigerators, washers and ovens across the bay with honest prices and quick visits for every household we serve.',
  '/a-page':
    'Dishwashers that will not drain usually have a clogged filter or a tired pump; we carry both parts in the van and fix most in one trip.',
  '/b-page':
    'Dryers that take two cycles often hide a blocked vent, which also wastes energy and can start a fire, so we clean the whole run.',
};

/** Each page's own meta description: two pages' descriptions alike beyond the limit are near-duplicates (descriptions/description-near-duplicate). */
const DESCRIPTIONS: Record<string, string> = {
  '/': 'Family appliance repair across the bay: refrigerators, washers and ovens fixed at home, with honest prices and quick visits.',
  '/a-page':
    'Dishwasher not draining? A clogged filter or a tired pump is the usual cause, and our van carries both parts for a one-trip fix.',
  '/b-page':
    'A dryer that needs two cycles often hides a blocked vent, which wastes energy and can start a fire: we clean the whole run.',
};

export interface PageSpec {
  path: string;
  title?: string;
  description?: string;
  h1?: string;
  body?: string;
  links?: string[];
  head?: string;
  jsonLd?: unknown[];
  lang?: string | null;
  footer?: string;
}

export function html(spec: PageSpec): string {
  const url = spec.path === '/' ? ORIGIN : `${ORIGIN}${spec.path}`;
  const name = spec.path === '/' ? 'home page' : spec.path.slice(1).replace(/-/g, ' ');
  const title = spec.title ?? `Fixture Family Repair: the ${name} title`;
  const description =
    spec.description ??
    DESCRIPTIONS[spec.path] ??
    `A description of the ${name} that is long enough to pass the audit's description length rule.`;
  const links = (spec.links ?? ['/', '/a-page', '/b-page']).map((l) => `<a href="${l}">Go to ${l}</a>`).join(' ');
  const jsonLd = (spec.jsonLd ?? [BUSINESS])
    .map((j) => `<script type="application/ld+json">${typeof j === 'string' ? j : JSON.stringify(j)}</script>`)
    .join('');
  const lang = spec.lang === null ? '' : ` lang="${spec.lang ?? 'en'}"`;
  return `<!DOCTYPE html><html${lang}><head><meta charset="utf-8"><title>${title}</title>
<meta name="description" content="${description}">
<link rel="canonical" href="${url}"><meta property="og:url" content="${url}"><meta property="og:title" content="${title}">
<meta property="og:description" content="${description}"><meta property="og:image" content="${ORIGIN}/og.png">
<link rel="stylesheet" href="/assets/app.css"><script type="module" src="/assets/app.js"></script>
${spec.head ?? ''}${jsonLd}</head><body><header><nav>${links}</nav></header><main id="main"><h1>${spec.h1 ?? `Heading of the ${name}`}</h1>
<p>${spec.body ?? TOPICS[spec.path] ?? `Unique words about ${name}.`}</p><img src="/images/photo.png" alt="A photo" width="1" height="1"></main>${spec.footer ?? FOOTER}</body></html>`;
}

export interface FixtureSite {
  dist: string;
  write(path: string, content: string | Buffer): void;
  page(spec: PageSpec): void;
  sitemap(paths: string[]): void;
  cleanup(): void;
}

const fileOf = (path: string) => (path === '/' ? 'index.html' : `${path.slice(1)}.html`);

/** A clean site: `/`, `/a-page`, `/b-page`, sitemap, robots.txt, assets, images. */
export function fixtureSite(): FixtureSite {
  const dist = mkdtempSync(join(tmpdir(), 'audit-fixture-'));
  const write = (path: string, content: string | Buffer) => {
    const file = join(dist, path);
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, content);
  };
  const site: FixtureSite = {
    dist,
    write,
    page: (spec) => write(fileOf(spec.path), html(spec)),
    sitemap: (paths) =>
      write(
        'sitemap.xml',
        `<?xml version="1.0" encoding="UTF-8"?><urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${paths.map((p) => `<url><loc>${p.startsWith('http') ? p : `${ORIGIN}${p === '/' ? '/' : p}`}</loc></url>`).join('')}</urlset>`,
      ),
    cleanup: () => rmSync(dist, { recursive: true, force: true }),
  };
  for (const path of ['/', '/a-page', '/b-page']) site.page({ path });
  site.sitemap(['/', '/a-page', '/b-page']);
  write('robots.txt', `User-agent: *\nAllow: /\n\nSitemap: ${ORIGIN}/sitemap.xml\n`);
  write(
    '404.html',
    '<!DOCTYPE html><html lang="en"><head><title>Not found</title><meta name="robots" content="noindex"></head><body><h1>Not found</h1></body></html>',
  );
  write('assets/app.css', 'body{}');
  write('assets/app.js', 'export {};');
  write('og.png', PNG);
  write('images/photo.png', PNG);
  return site;
}

/** Test configuration: the defaults with a low word minimum (fixture pages are short). */
export function testConfig(patch: Partial<AuditConfig['options']> = {}): AuditConfig {
  const config = defaultConfig();
  config.options = { ...config.options, minWords: 10, ...patch };
  return config;
}

export function auditFixture(
  site: FixtureSite,
  options: { only?: string[]; config?: AuditConfig; redirects?: { from: string; to: string }[] } = {},
): Promise<AuditReport> {
  return runAudit({
    dist: site.dist,
    config: options.config ?? testConfig(),
    only: options.only,
    manifest: null,
    origin: ORIGIN,
    redirects: options.redirects ?? [],
  });
}
