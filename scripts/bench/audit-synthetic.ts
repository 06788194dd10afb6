/**
 * Times the audit on a synthetic build of 1,000 city-like pages (plus a home
 * page, a city index, sitemap.xml and robots.txt), to check it scales linearly.
 *
 *   npx tsx --import ./scripts/lib/node-setup.mjs scripts/bench/audit-synthetic.ts [pages]
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { siteConfig } from '../../core/config/site-config';
import { seededRandom } from '../lib/seeded-random';
import { parseCli } from '../lib/cli-help';

const ORIGIN = siteConfig.SITE_URL;
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
const BUSINESS = {
  '@context': 'https://schema.org',
  '@type': 'HomeAndConstructionBusiness',
  name: 'Synthetic Family Repair',
  url: ORIGIN,
  telephone: '+14155550177',
  image: `${ORIGIN}/og.png`,
  priceRange: '$150–$400',
  geo: { '@type': 'GeoCoordinates', latitude: 37.79, longitude: -122.42 },
  address: {
    '@type': 'PostalAddress',
    streetAddress: '9 Bench Way',
    addressLocality: 'San Francisco',
    addressRegion: 'CA',
    postalCode: '94109',
    addressCountry: 'US',
  },
  openingHoursSpecification: [
    {
      '@type': 'OpeningHoursSpecification',
      dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'],
      opens: '08:00',
      closes: '18:00',
    },
  ],
};
const FOOTER =
  '<footer><h2>Synthetic Family Repair</h2><address>9 Bench Way<br>San Francisco, CA 94109<br><a href="tel:+14155550177">(415) 555-0177</a></address><p>Monday–Friday: 8:00 AM–6:00 PM</p></footer>';
const WORDS =
  'refrigerator washer dryer dishwasher oven range cooktop freezer disposal compressor thermostat gasket pump filter drum belt igniter valve coil fan motor sensor board hinge latch hose drain vent door seal shelf bearing spring heater element timer switch fuse wire leak noise smell ice water cold warm hot slow fast quiet loud old new small large kitchen laundry garage basement apartment house condo flat bungalow victorian tower hill valley bay coast ridge creek park street avenue market harbor'.split(
    ' ',
  );

function paragraph(rand: () => number, city: string, words: number): string {
  const out: string[] = [];
  let count = 0;
  while (count < words) {
    const n = 8 + Math.floor(rand() * 10);
    const sentence = Array.from({ length: n }, () => WORDS[Math.floor(rand() * WORDS.length)]);
    sentence.splice(Math.floor(rand() * n), 0, city);
    out.push(`${sentence.join(' ')}.`);
    count += n + 1;
  }
  return out.join(' ');
}

function page(path: string, title: string, h1: string, main: string, crumbs: string[] = []): string {
  const url = path === '/' ? ORIGIN : `${ORIGIN}${path}`;
  const description = `${title}: synthetic page for timing the SEO audit, with enough words to pass the description rule.`;
  const ld = [BUSINESS];
  if (crumbs.length)
    ld.push({
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: crumbs.map((c, i) => ({
        '@type': 'ListItem',
        position: i + 1,
        name: c || 'Home',
        item: `${ORIGIN}${c}`,
      })),
    } as never);
  return `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>${title}</title><meta name="description" content="${description}">
<link rel="canonical" href="${url}"><meta property="og:url" content="${url}"><meta property="og:title" content="${title}"><meta property="og:description" content="${description}">
<meta property="og:image" content="${ORIGIN}/og.png"><link rel="stylesheet" href="/assets/app.css">
${ld.map((j) => `<script type="application/ld+json">${JSON.stringify(j)}</script>`).join('')}</head>
<body><header><nav><a href="/">Home</a> <a href="/cities">Cities</a></nav></header><main><h1>${h1}</h1>${main}<img src="/images/photo.png" alt="Technician at work" width="1" height="1"></main>${FOOTER}</body></html>`;
}

export function writeSyntheticSite(dir: string, count: number): void {
  const write = (file: string, content: string | Buffer) => {
    mkdirSync(dirname(join(dir, file)), { recursive: true });
    writeFileSync(join(dir, file), content);
  };
  const slugs = Array.from({ length: count }, (_, i) => `city-${String(i + 1).padStart(4, '0')}`);
  const rand = seededRandom(42);
  write(
    'index.html',
    page(
      '/',
      'Synthetic Family Repair: appliance repair home page',
      'Appliance repair',
      `<p>${paragraph(rand, 'Bay Area', 420)}</p>`,
    ),
  );
  write(
    'cities.html',
    page(
      '/cities',
      'Synthetic Family Repair: every city we serve today',
      'Cities we serve',
      `<p>${paragraph(rand, 'cities', 300)}</p><ul>${slugs.map((s) => `<li><a href="/appliance-repair-${s}">${s}</a></li>`).join('')}</ul>`,
      ['/', '/cities'],
    ),
  );
  slugs.forEach((slug, i) => {
    const path = `/appliance-repair-${slug}`;
    const near = [1, 2, 3]
      .map((d) => slugs[(i + d) % count])
      .map((s) => `<a href="/appliance-repair-${s}">${s}</a>`)
      .join(' ');
    const main = `<p>${paragraph(rand, slug, 450)}</p><p>Nearby: ${near}</p>`;
    write(
      `appliance-repair-${slug}.html`,
      page(path, `Appliance Repair in ${slug} | Synthetic Family Repair`, `Appliance repair in ${slug}`, main, [
        '/',
        '/cities',
        path,
      ]),
    );
  });
  write(
    '404.html',
    '<!DOCTYPE html><html lang="en"><head><title>Not found</title><meta name="robots" content="noindex"></head><body><h1>Not found</h1></body></html>',
  );
  const urls = ['/', '/cities', ...slugs.map((s) => `/appliance-repair-${s}`)];
  write(
    'sitemap.xml',
    `<?xml version="1.0" encoding="UTF-8"?><urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${urls.map((u) => `<url><loc>${u === '/' ? `${ORIGIN}/` : `${ORIGIN}${u}`}</loc></url>`).join('')}</urlset>`,
  );
  write('robots.txt', `User-agent: *\nAllow: /\n\nSitemap: ${ORIGIN}/sitemap.xml\n`);
  write('assets/app.css', 'body{}');
  write('og.png', PNG);
  write('images/photo.png', PNG);
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const { positionals, count: whole } = parseCli({
    usage: 'npx tsx --import ./scripts/lib/node-setup.mjs scripts/bench/audit-synthetic.ts [pages]',
    about:
      'Times the audit’s SEO rules on a synthetic site of N city-like pages (plus a home page, a city index, sitemap.xml and robots.txt) written to a temp folder, to check they scale linearly: prints the pages, checks, findings, time per page and the slowest rules.',
    arguments: { '[pages]': 'city-like pages (default: 1000)' },
    dotEnv: true,
    env: { SITE_URL: 'the synthetic site’s origin (the site’s own configuration)' },
  });
  const count = whole(positionals[0] ?? '1000', 'pages');
  // Imported once the arguments are read: `--help` answers without loading the audit.
  const { loadConfig } = await import('../../audit/config');
  const { runAudit } = await import('../../audit/run');
  const dir = mkdtempSync(join(tmpdir(), 'audit-synthetic-'));
  try {
    writeSyntheticSite(dir, count);
    const { config } = await loadConfig();
    const report = await runAudit({ dist: dir, config, manifest: null, redirects: [] });
    const s = report.summary;
    console.log(
      `synthetic site: ${s.pages} pages, ${s.checks} checks, ${s.errors} errors, ${s.warnings} warnings, ${s.toolErrors} tool errors`,
    );
    console.log(
      `time: ${report.durationMs.total} ms (fetch ${report.durationMs.crawl} ms, rules ${report.durationMs.rules} ms); ${(report.durationMs.total / s.pages).toFixed(1)} ms per page`,
    );
    const slow = [...report.rules].sort((a, b) => b.durationMs - a.durationMs).slice(0, 5);
    console.log(`slowest rules: ${slow.map((r) => `${r.id} ${r.durationMs} ms`).join(', ')}`);
    if (s.errors)
      console.log(
        report.findings
          .slice(0, 5)
          .map((f) => `${f.ruleId} ${f.page}: ${f.message}`)
          .join('\n'),
      );
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
