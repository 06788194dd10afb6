/**
 * Every rule has a fixture that breaks it: the clean fixture site passes every
 * rule, and each case below breaks it one way and expects that rule to name
 * the page.
 */
import { randomBytes } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import { rules } from '../rules';
import { BUSINESS, ORIGIN, auditFixture, fixtureSite, html, testConfig, type FixtureSite } from './fixture-site';
import type { AuditConfig } from '../config';
import { SECURE_HEADERS, auditLive, serveLive, type Answer } from './live-server';

let site: FixtureSite | null = null;
afterEach(() => site?.cleanup());

/** Text that gzip cannot shrink much: random bytes in base64 (~75 % of its length once gzipped). */
const incompressible = (kb: number) => randomBytes(kb * 1024).toString('base64');

const business = (patch: Record<string, unknown>) => ({ ...BUSINESS, ...patch });

interface Case {
  rule: string;
  page: string;
  /** Breaks the clean site. */
  breakIt: (s: FixtureSite) => void;
  config?: () => AuditConfig;
  redirects?: { from: string; to: string }[];
  severity?: 'error' | 'warning' | 'info';
  /** A live rule: the fixture is served as a deployed site (its headers from `_headers`) and audited with --url. */
  live?: {
    answer?: Answer;
    /** The site's public origin is the address served (so its other hosts can be asked), not the pages' canonical one. */
    served?: true;
  };
}

/** The fixture's public host, for links that name it with http://. */
const HOST = new URL(ORIGIN).host;
/** The fixture's pages, each linking to `extra` too. */
const linkingTo = (s: FixtureSite, extra: string) =>
  ['/', '/a-page', '/b-page'].forEach((path) => s.page({ path, links: ['/', '/a-page', '/b-page', extra] }));

const cases: Case[] = [
  {
    rule: 'titles/title-present',
    page: '/a-page',
    breakIt: (s) => s.write('a-page.html', html({ path: '/a-page' }).replace(/<title>.*?<\/title>/, '')),
  },
  {
    rule: 'titles/title-unique',
    page: '/b-page',
    breakIt: (s) => s.page({ path: '/b-page', title: 'Fixture Family Repair: the a page title' }),
  },
  { rule: 'titles/title-length', page: '/a-page', breakIt: (s) => s.page({ path: '/a-page', title: 'Short' }) },
  {
    // The /a-page title with a word added at its end.
    rule: 'titles/title-near-duplicate',
    page: '/b-page',
    breakIt: (s) => s.page({ path: '/b-page', title: 'Fixture Family Repair: the a page title, today' }),
  },
  {
    rule: 'descriptions/description-present',
    page: '/a-page',
    breakIt: (s) => s.write('a-page.html', html({ path: '/a-page' }).replace(/<meta name="description"[^>]*>/, '')),
  },
  {
    rule: 'descriptions/description-unique',
    page: '/a-page',
    breakIt: (s) =>
      s.page({
        path: '/a-page',
        description:
          'A dryer that needs two cycles often hides a blocked vent, which wastes energy and can start a fire: we clean the whole run.',
      }),
  },
  {
    // The /b-page description with one word changed.
    rule: 'descriptions/description-near-duplicate',
    page: '/a-page',
    breakIt: (s) =>
      s.page({
        path: '/a-page',
        description:
          'A dryer that needs two cycles often hides a clogged vent, which wastes energy and can start a fire: we clean the whole run.',
      }),
  },
  {
    rule: 'descriptions/description-length',
    page: '/a-page',
    breakIt: (s) => s.page({ path: '/a-page', description: 'Too short.' }),
  },
  {
    rule: 'headings/one-h1',
    page: '/a-page',
    breakIt: (s) =>
      s.page({
        path: '/a-page',
        body: '<h1>Second heading</h1> Dishwashers fixed fast by a family team near you today.',
      }),
  },
  { rule: 'lang/html-lang', page: '/a-page', breakIt: (s) => s.page({ path: '/a-page', lang: null }) },
  {
    rule: 'html/valid',
    page: '/a-page',
    breakIt: (s) =>
      s.write(
        'a-page.html',
        html({
          path: '/a-page',
          head: `<link rel="icon" href="data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 1 1'%3E%3C/svg%3E">`,
        }),
      ),
  },
  {
    rule: 'html/valid',
    page: '/b-page',
    breakIt: (s) =>
      s.page({
        path: '/b-page',
        body: 'Dryers that take two cycles often hide a blocked vent.<ul><p>A paragraph cannot sit in a list.</p></ul>',
      }),
  },
  {
    rule: 'html/valid',
    page: '/b-page',
    breakIt: (s) =>
      s.write(
        'b-page.html',
        html({ path: '/b-page' }).replace(
          '</main>',
          '<dl><div><dt>Monday–Saturday</dt><dd>8 AM–6 PM</dd></div><dt>Sunday</dt><dd>Closed</dd></dl></main>',
        ),
      ),
  },
  {
    rule: 'canonical/canonical-absolute',
    page: '/a-page',
    breakIt: (s) =>
      s.write('a-page.html', html({ path: '/a-page' }).replace(`href="${ORIGIN}/a-page"`, 'href="/a-page"')),
  },
  {
    rule: 'canonical/canonical-expected',
    page: '/a-page',
    breakIt: (s) =>
      s.write(
        'a-page.html',
        html({ path: '/a-page' }).replace(
          `rel="canonical" href="${ORIGIN}/a-page"`,
          `rel="canonical" href="${ORIGIN}/A-Page/"`,
        ),
      ),
  },
  {
    rule: 'canonical/canonical-target',
    page: '/a-page',
    breakIt: (s) =>
      s.write('a-page.html', html({ path: '/a-page' }).replaceAll(`${ORIGIN}/a-page"`, `${ORIGIN}/gone"`)),
  },
  {
    // What a careless `canonicalPath` does: the page names another as canonical while the sitemap lists it and links reach it.
    rule: 'canonical/canonical-elsewhere',
    page: '/a-page',
    breakIt: (s) =>
      s.write('a-page.html', html({ path: '/a-page' }).replaceAll(`${ORIGIN}/a-page"`, `${ORIGIN}/b-page"`)),
  },
  {
    rule: 'canonical/og-url',
    page: '/a-page',
    breakIt: (s) =>
      s.write(
        'a-page.html',
        html({ path: '/a-page' }).replace(`og:url" content="${ORIGIN}/a-page"`, `og:url" content="${ORIGIN}/b-page"`),
      ),
  },
  {
    rule: 'canonical/og-tags',
    page: '/a-page',
    breakIt: (s) =>
      s.write('a-page.html', html({ path: '/a-page' }).replace(/<meta property="og:description"[^>]*>/, '')),
  },
  {
    rule: 'canonical/og-image',
    page: '/a-page',
    breakIt: (s) =>
      s.write('a-page.html', html({ path: '/a-page' }).replace(`${ORIGIN}/og.png"`, `${ORIGIN}/og/missing.png"`)),
  },
  {
    rule: 'robots/noindex-intended',
    page: '/a-page',
    breakIt: (s) => s.page({ path: '/a-page', head: '<meta name="robots" content="noindex,follow">' }),
  },
  {
    rule: 'robots/noindex-canonical',
    page: '/a-page',
    breakIt: (s) =>
      s.write(
        'a-page.html',
        html({ path: '/a-page', head: '<meta name="robots" content="noindex,follow">' }).replace(
          `rel="canonical" href="${ORIGIN}/a-page"`,
          `rel="canonical" href="${ORIGIN}/b-page"`,
        ),
      ),
  },
  {
    rule: 'robots/robots-txt',
    page: '/robots.txt',
    breakIt: (s) => s.write('robots.txt', 'User-agent: *\nDisalow: /private\n'),
  },
  {
    rule: 'robots/robots-blocking',
    page: '/a-page',
    breakIt: (s) =>
      s.write('robots.txt', `User-agent: *\nDisallow: /a-page\nDisallow: /assets/\n\nSitemap: ${ORIGIN}/sitemap.xml\n`),
  },
  {
    rule: 'sitemap/sitemap-schema',
    page: '/sitemap.xml',
    breakIt: (s) =>
      s.write(
        'sitemap.xml',
        `<?xml version="1.0" encoding="UTF-8"?><urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"><url><loc>${ORIGIN}/</loc><priority>2.0</priority></url></urlset>`,
      ),
  },
  {
    rule: 'sitemap/sitemap-urls',
    page: '/sitemap.xml',
    breakIt: (s) => s.sitemap(['/', '/a-page', '/a-page', '/b-page']),
  },
  { rule: 'sitemap/sitemap-coverage', page: '/b-page', breakIt: (s) => s.sitemap(['/', '/a-page']) },
  {
    rule: 'links/broken-links',
    page: '/a-page',
    breakIt: (s) => s.page({ path: '/a-page', links: ['/', '/b-page', '/no-such-page'] }),
  },
  {
    rule: 'links/redirected-links',
    page: '/a-page',
    // The host redirects as the build's own _redirects says.
    breakIt: (s) => {
      s.write('_redirects', '/old-page  /b-page  301\n');
      s.page({ path: '/a-page', links: ['/', '/b-page', '/old-page'] });
    },
  },
  {
    rule: 'links/fragments',
    page: '/a-page',
    breakIt: (s) => s.page({ path: '/a-page', links: ['/', '/b-page', '/b-page#no-such-section'] }),
  },
  {
    rule: 'links/broken-images',
    page: '/a-page',
    breakIt: (s) =>
      s.write('a-page.html', html({ path: '/a-page' }).replace('/images/photo.png', '/images/missing.png')),
  },
  {
    rule: 'links/click-depth',
    page: '/d4',
    breakIt: (s) => {
      s.page({ path: '/', links: ['/a-page', '/b-page', '/d1'] });
      for (const [from, to] of [
        ['/d1', '/d2'],
        ['/d2', '/d3'],
        ['/d3', '/d4'],
        ['/d4', '/'],
      ])
        s.page({
          path: from,
          links: [to],
          body: `Chain page ${from} with plenty of its own distinct words to stay unique.`,
        });
      s.sitemap(['/', '/a-page', '/b-page', '/d1', '/d2', '/d3', '/d4']);
    },
  },
  {
    rule: 'links/inbound-links',
    page: '/orphan',
    breakIt: (s) => {
      s.page({ path: '/orphan', body: 'An orphan page about ice makers that nobody links to at all, sadly.' });
      s.sitemap(['/', '/a-page', '/b-page', '/orphan']);
    },
  },
  {
    rule: 'links/external-noopener',
    page: '/a-page',
    breakIt: (s) =>
      s.page({
        path: '/a-page',
        body: 'Book on <a href="https://booking.example.com/x" target="_blank">the booking site</a> for dishwashers and other repairs.',
      }),
  },
  {
    rule: 'redirects/single-hop',
    page: '/range-repair',
    redirects: [{ from: '/range-repair', to: '/oven-repair' }],
    breakIt: () => undefined,
  },
  {
    rule: 'redirects/cdn-files',
    page: '/old-a',
    breakIt: (s) => s.write('_redirects', '/old-a  /old-b  301\n/old-b  /a-page  301!\n'),
  },
  {
    rule: 'redirects/cdn-files',
    page: '/old-a',
    breakIt: (s) => s.write('_redirects', '/old-a  /no-such-page  301\n'),
  },
  {
    rule: 'redirects/cdn-files',
    page: '/old-a',
    breakIt: (s) => {
      s.write('_redirects', '/old-a  /a-page  301\n/blog/*  /blog/404  404\n');
      s.write(
        'vercel.json',
        JSON.stringify({ redirects: [{ source: '/old-a', destination: '/b-page', statusCode: 301 }] }),
      );
    },
  },
  {
    rule: 'redirects/cdn-files',
    page: '/old-a',
    breakIt: (s) => {
      s.write('_redirects', '/old-a  /a-page  301\n');
      s.write(
        'old-a.html',
        `<!doctype html><html lang="en"><head><title>Moved</title><meta http-equiv="refresh" content="0; url=/b-page"></head><body></body></html>`,
      );
    },
  },
  {
    rule: 'redirects/cdn-files',
    page: '/_redirects',
    // A line the host's parser cannot read (no destination): the host leaves it out, the audit names it.
    breakIt: (s) => s.write('_redirects', '/old-a  /a-page  301\n/old-b\n'),
  },
  {
    rule: 'redirects/cdn-files',
    page: '/_headers',
    // A header before any path line: no rule it could belong to.
    breakIt: (s) => s.write('_headers', '  X-Frame-Options: DENY\n/*\n  X-Content-Type-Options: nosniff\n'),
  },
  {
    rule: 'redirects/fallback-html',
    page: '/range-repair',
    redirects: [{ from: '/range-repair', to: '/a-page' }],
    breakIt: (s) =>
      s.write(
        'range-repair.html',
        `<!doctype html><html lang="en"><head><title>Moved</title><meta name="robots" content="noindex"><link rel="canonical" href="${ORIGIN}/b-page"><meta http-equiv="refresh" content="0; url=/b-page"></head><body><a href="/b-page">Continue</a></body></html>`,
      ),
  },
  {
    rule: 'redirects/host-files',
    page: '/range-repair',
    redirects: [{ from: '/range-repair', to: '/a-page' }],
    // Netlify's forced dialect with one alias left unforced: Netlify would serve the fallback page.
    breakIt: (s) => s.write('_redirects', '/stove-repair  /a-page  301!\n/range-repair  /a-page  301\n'),
  },
  {
    rule: 'redirects/host-files',
    page: '/_redirects',
    redirects: [{ from: '/range-repair', to: '/a-page' }],
    // Cloudflare's dialect with Netlify's 404 rule in it: Cloudflare drops the line.
    breakIt: (s) => s.write('_redirects', '/range-repair  /a-page  301\n/blog/*  /blog/404  404\n'),
  },
  {
    rule: 'budgets/javascript-weight',
    page: '/a-page',
    breakIt: (s) => {
      s.write('assets/big.js', `export const data = "${incompressible(220)}";`);
      s.page({ path: '/a-page', head: '<script type="module" src="/assets/big.js"></script>' });
    },
  },
  {
    rule: 'budgets/css-weight',
    page: '/a-page',
    breakIt: (s) => s.page({ path: '/a-page', head: `<style>.x{content:"${incompressible(25)}"}</style>` }),
  },
  {
    rule: 'budgets/page-weight',
    page: '/a-page',
    breakIt: (s) => {
      s.write('images/hero.jpg', randomBytes(3 * 1024 * 1024));
      s.page({
        path: '/a-page',
        body: 'A photo straight from the camera. <img src="/images/hero.jpg" alt="The van" width="4000" height="3000">',
      });
    },
  },
  {
    rule: 'budgets/document-weight',
    page: '/a-page',
    severity: 'warning',
    breakIt: (s) => s.page({ path: '/a-page', body: `<p>${incompressible(14)}</p>` }),
  },
  {
    rule: 'images/image-alt',
    page: '/a-page',
    breakIt: (s) => s.write('a-page.html', html({ path: '/a-page' }).replace(' alt="A photo"', '')),
  },
  {
    rule: 'images/image-dimensions',
    page: '/a-page',
    breakIt: (s) => s.write('a-page.html', html({ path: '/a-page' }).replace(' width="1"', '')),
  },
  { rule: 'content/word-count', page: '/a-page', breakIt: (s) => s.page({ path: '/a-page', body: 'Too few words.' }) },
  {
    rule: 'content/near-duplicate',
    page: '/b-page',
    breakIt: (s) =>
      s.page({
        path: '/b-page',
        h1: 'Heading of the a page',
        body: 'Dishwashers that will not drain usually have a clogged filter or a tired pump; we carry both parts in the van and fix most in one trip.',
      }),
  },
  {
    rule: 'structured-data/json-parse',
    page: '/a-page',
    breakIt: (s) =>
      s.page({ path: '/a-page', jsonLd: [BUSINESS, '{"@context": "https://schema.org", "@type": "Thing",}'] }),
  },
  {
    rule: 'structured-data/vocabulary',
    page: '/a-page',
    breakIt: (s) => s.page({ path: '/a-page', jsonLd: [business({ telephon: '+14155550199' })] }),
  },
  {
    rule: 'structured-data/property-domain',
    page: '/a-page',
    severity: 'warning',
    breakIt: (s) => s.page({ path: '/a-page', jsonLd: [business({ priceValidUntil: '2030-01-01' })] }),
  },
  {
    rule: 'structured-data/local-business',
    page: '/a-page',
    breakIt: (s) => s.page({ path: '/a-page', jsonLd: [business({ address: undefined })] }),
  },
  {
    rule: 'structured-data/breadcrumb',
    page: '/a-page',
    breakIt: (s) =>
      s.page({
        path: '/a-page',
        jsonLd: [
          BUSINESS,
          {
            '@context': 'https://schema.org',
            '@type': 'BreadcrumbList',
            itemListElement: [
              { '@type': 'ListItem', position: 1, name: 'Home', item: ORIGIN },
              { '@type': 'ListItem', position: 3, name: 'Gone', item: `${ORIGIN}/gone` },
            ],
          },
        ],
      }),
  },
  {
    rule: 'structured-data/faq',
    page: '/a-page',
    severity: 'info',
    breakIt: (s) =>
      s.page({
        path: '/a-page',
        jsonLd: [
          BUSINESS,
          {
            '@context': 'https://schema.org',
            '@type': 'FAQPage',
            mainEntity: [{ '@type': 'Question', name: 'Do you fix dryers?' }],
          },
        ],
      }),
  },
  {
    rule: 'structured-data/article',
    page: '/a-page',
    breakIt: (s) =>
      s.page({
        path: '/a-page',
        jsonLd: [
          BUSINESS,
          {
            '@context': 'https://schema.org',
            '@type': 'BlogPosting',
            headline: 'A post',
            image: `${ORIGIN}/og.png`,
            datePublished: 'January 5, 2025',
            dateModified: '2025-01-05',
            author: { '@type': 'Person' },
          },
        ],
      }),
  },
  {
    rule: 'structured-data/offer',
    page: '/a-page',
    breakIt: (s) =>
      s.page({
        path: '/a-page',
        jsonLd: [
          business({
            makesOffer: [{ '@type': 'Offer', price: '$60', priceCurrency: 'USD', priceValidUntil: '2020-12-31' }],
          }),
        ],
      }),
  },
  {
    rule: 'live/server-errors',
    page: '/b-page',
    live: { answer: (req, res) => req.url === '/b-page' && Boolean(res.writeHead(503).end()) },
    breakIt: () => undefined,
  },
  {
    rule: 'live/permanent-redirects',
    page: '/old-page',
    live: {},
    breakIt: (s) => {
      s.write('_redirects', '/old-page  /a-page  302\n');
      linkingTo(s, '/old-page');
    },
  },
  {
    rule: 'live/redirect-chains',
    page: '/old-page',
    live: {},
    breakIt: (s) => {
      s.write('_redirects', '/old-page  /older-page  301\n/older-page  /a-page  301\n');
      linkingTo(s, '/old-page');
    },
  },
  {
    rule: 'live/redirect-https',
    page: '/old-page',
    // The CDN emulation keeps every redirect on the site; a host rule that names http:// is the front's.
    live: {
      answer: (req, res) =>
        req.url === '/old-page' && Boolean(res.writeHead(301, { location: `http://${HOST}/a-page` }).end()),
    },
    breakIt: (s) => linkingTo(s, '/old-page'),
  },
  {
    rule: 'live/canonical-host',
    page: '/',
    live: {
      served: true,
      answer: (req, res, server) =>
        req.headers.host?.startsWith('www.') === true &&
        Boolean(res.writeHead(302, { location: `${server.url}${req.url}` }).end()),
    },
    breakIt: () => undefined,
  },
  {
    rule: 'live/http-links',
    page: '/a-page',
    live: {},
    breakIt: (s) => s.page({ path: '/a-page', links: ['/', `http://${HOST}/b-page`] }),
  },
  {
    rule: 'live/html-caching',
    page: '/a-page',
    severity: 'warning',
    live: {},
    breakIt: (s) => s.write('_headers', `${SECURE_HEADERS}\n/a-page\n  Cache-Control: public, max-age=86400\n`),
  },
  {
    rule: 'live/asset-caching',
    page: '/assets/app-BQx3kX9a.js',
    severity: 'warning',
    live: {},
    breakIt: (s) => {
      s.write('assets/app-BQx3kX9a.js', 'export {};');
      s.page({ path: '/a-page', head: '<script type="module" src="/assets/app-BQx3kX9a.js"></script>' });
      s.write('_headers', SECURE_HEADERS.replace(/\/assets\/\*[^]*$/, ''));
    },
  },
  {
    rule: 'live/compression',
    page: '/b-page',
    live: {
      answer: (req, res) =>
        req.url === '/b-page' &&
        Boolean(
          res
            .writeHead(200, { 'content-type': 'text/html; charset=utf-8' })
            .end(html({ path: '/b-page', body: 'Dryer vents cleaned. '.repeat(200) })),
        ),
    },
    breakIt: () => undefined,
  },
  {
    rule: 'live/security-headers',
    page: '/a-page',
    severity: 'warning',
    live: {},
    breakIt: (s) => s.write('_headers', SECURE_HEADERS.replace(/\n {2}Referrer-Policy:.*/, '')),
  },
  {
    rule: 'live/not-crawled',
    page: '/robots.txt',
    severity: 'info',
    live: {},
    breakIt: (s) => s.write('robots.txt', `User-agent: *\nDisallow: /b-page\n\nSitemap: ${ORIGIN}/sitemap.xml\n`),
  },
  {
    rule: 'nap/nap-name',
    page: '/a-page',
    breakIt: (s) => s.page({ path: '/a-page', jsonLd: [business({ name: 'Another Name Repair' })] }),
  },
  {
    rule: 'nap/nap-phone',
    page: '/a-page',
    breakIt: (s) => s.write('a-page.html', html({ path: '/a-page' }).replace('(415) 555-0199', '(415) 555-0100')),
  },
  {
    rule: 'nap/nap-address',
    page: '/a-page',
    breakIt: (s) => s.write('a-page.html', html({ path: '/a-page' }).replace('CA 94109', 'CA 94110')),
  },
  {
    rule: 'nap/nap-hours',
    page: '/a-page',
    breakIt: (s) =>
      s.write('a-page.html', html({ path: '/a-page' }).replace('Saturday: 8:00 AM–3:00 PM', 'Sat 9am-5pm')),
  },
];

/** A live rule's case: the fixture served as a deployed site, audited over the network (`--url`). */
async function auditServed(s: FixtureSite, c: Case) {
  const server = await serveLive(s.dist, c.live!.answer);
  try {
    return await auditLive(server.url, {
      config: c.config?.() ?? testConfig(),
      only: [c.rule],
      manifest: null,
      origin: c.live!.served ? server.url : ORIGIN,
    });
  } finally {
    await server.close();
  }
}

describe('the clean fixture site', () => {
  it('passes every rule with no finding at all', async () => {
    site = fixtureSite();
    const report = await auditFixture(site);
    expect(report.toolErrors).toEqual([]);
    expect(report.findings.map((f) => `${f.ruleId} ${f.page}: ${f.message}`)).toEqual([]);
    expect(report.summary.passed).toBe(true);
  }, 30_000); // the first audit of the file starts the html-validate workers

  it("passes redirects/host-files in Netlify's dialect too: every alias a forced 301!, its 404 rule kept", async () => {
    site = fixtureSite();
    site.write('_redirects', '/range-repair  /a-page  301!\n/stove-repair  /b-page  301!\n/blog/*  /blog/404  404\n');
    const report = await auditFixture(site, {
      only: ['redirects/host-files'],
      redirects: [
        { from: '/range-repair', to: '/a-page' },
        { from: '/stove-repair', to: '/b-page' },
      ],
    });
    expect(report.toolErrors).toEqual([]);
    expect(report.findings.map((f) => `${f.ruleId} ${f.page}: ${f.message}`)).toEqual([]);
  });
});

describe('each rule catches the fixture that breaks it', () => {
  it('has a breaking case for every rule', () => {
    expect(rules.map((r) => r.id).filter((id) => !cases.some((c) => c.rule === id))).toEqual([]);
  });

  it.each(cases)('$rule', async (c) => {
    site = fixtureSite();
    if (c.live) site.write('_headers', SECURE_HEADERS);
    c.breakIt(site);
    const report = c.live
      ? await auditServed(site, c)
      : await auditFixture(site, {
          only: [c.rule],
          redirects: c.redirects,
          config: c.config?.() ?? testConfig(),
        });
    expect(report.toolErrors).toEqual([]);
    const hits = report.findings.filter((f) => f.ruleId === c.rule && f.page === c.page);
    expect(hits.length, `findings: ${JSON.stringify(report.findings, null, 1)}`).toBeGreaterThan(0);
    expect(hits[0].severity).toBe(c.severity ?? 'error');
    expect(report.summary.passed).toBe((c.severity ?? 'error') !== 'error');
  });
});
