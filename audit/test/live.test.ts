/**
 * `seo-audit run --url`: the audit of a deployed site, offline. Small builds served by the
 * project's CDN emulation (the audit's CDN host, what `npm run serve` runs) behind a recording
 * front on `localhost` (live-server.ts): planted faults it catches, the same findings as `--dist`
 * on the same build, the canonical host, and the crawl's politeness (robots.txt, the page limit,
 * requests in flight). The real build and Cloudflare's runtime: live.full.test.ts.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cli } from '../cli';
import type { AuditReport } from '../report-data';
import { ORIGIN, fixtureSite, testConfig } from './fixture-site';
import { writeBuildFile, writeGeneratedDocs } from './foreign-build';
import {
  DOCS,
  DOCS_HOST,
  SECURE_HEADERS,
  auditLive,
  plantFaults,
  serveLive,
  writeDocsSite,
  type Answer,
  type LiveServer,
} from './live-server';

const cleanups: (() => unknown)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  vi.restoreAllMocks();
});

const tempDir = (prefix: string) => {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
  return dir;
};
const serve = async (dist: string, answer?: Answer): Promise<LiveServer> => {
  const server = await serveLive(dist, answer);
  cleanups.push(() => server.close());
  return server;
};
const lines = (report: AuditReport, rule?: string) =>
  report.findings.filter((f) => !rule || f.ruleId === rule).map((f) => `${f.ruleId} ${f.page}: ${f.message}`);
const quiet = () => {
  const logs: string[] = [];
  vi.spyOn(console, 'log').mockImplementation((...a: unknown[]) => void logs.push(a.join(' ')));
  vi.spyOn(console, 'error').mockImplementation((...a: unknown[]) => void logs.push(a.join(' ')));
  return logs;
};

const docsSite = () => writeDocsSite(tempDir('live-docs-'));

describe('seo-audit --url on a build served by the CDN emulation', () => {
  it('catches a missing cache header, a 302 where a 301 belongs, an http:// link and a canonical to another page', async () => {
    const dist = docsSite();
    // The host reads _headers and _redirects when it starts, as a deploy does: one server per build.
    const audit = async () => auditLive((await serve(dist)).url, { config: testConfig(), origin: DOCS });
    const clean = lines(await audit());
    const faults = plantFaults(dist);
    const planted = lines(await audit());
    for (const fault of faults) {
      expect(clean, 'the clean build has none of the faults').not.toContain(fault);
      expect(planted).toContain(fault);
    }
    // What the live checks find on the clean build is true of it: the host serves guide/index.html at /guide
    // (clean URLs), where its relative link install/ leads to /install, which is missing.
    expect(clean.filter((l) => l.startsWith('live/'))).toEqual([
      'live/redirect-chains /install/: Redirects to /install, which answers 404.',
    ]);
  }, 60_000);

  it('finds what --dist finds on the same build, plus the live checks; the rules that read files are not checked', async () => {
    const site = fixtureSite();
    cleanups.push(() => site.cleanup());
    const entry = (path: string, template: string) => ({
      path,
      template,
      status: 200,
      canonicalPath: path,
      indexable: true,
      noindex: false,
      inSitemap: true,
    });
    site.write(
      'audit-manifest.json',
      JSON.stringify({
        schemaVersion: 1,
        siteUrl: ORIGIN,
        templates: ['home', 'page'],
        pages: [entry('/', 'home'), entry('/a-page', 'page'), entry('/b-page', 'page')],
        redirects: [],
      }),
    );
    site.write('_headers', SECURE_HEADERS);
    // Faults both ways of auditing see: a title used twice, a link to a missing page.
    site.page({ path: '/b-page', title: 'Fixture Family Repair: the a page title', links: ['/', '/no-such-page'] });
    const dir = tempDir('live-compare-');
    const config = join(dir, 'audit.config.json');
    writeFileSync(config, JSON.stringify({ options: { minWords: 10 } }));
    const server = await serve(site.dist);
    const logs = quiet();
    const run = async (target: string[], out: string) => {
      const code = await cli([
        'run',
        ...target,
        '--config',
        config,
        '--skip-browser',
        '--no-history',
        '--format',
        'json,text,html',
        '--out',
        join(dir, out),
      ]);
      return { code, report: JSON.parse(readFileSync(join(dir, out, 'report.json'), 'utf8')) as AuditReport };
    };
    const built = await run(['--dist', site.dist], 'dist');
    const text = logs.splice(0).join('\n');
    const live = await run(['--url', server.url], 'url');
    const liveText = logs.join('\n');

    expect([built.code, live.code]).toEqual([1, 1]);
    expect(live.report.url).toBe(server.url);
    expect(live.report.siteUrl).toBe(ORIGIN);
    const ran = (r: AuditReport) => new Set(r.rules.filter((x) => !x.notApplicable).map((x) => x.id));
    const both = [...ran(built.report)].filter((id) => ran(live.report).has(id));
    const inBoth = (r: AuditReport) => lines(r).filter((l) => both.includes(l.split(' ')[0]));
    expect(inBoth(live.report)).toEqual(inBoth(built.report));
    expect(inBoth(built.report)).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^links\/broken-links \/b-page: The link to \/no-such-page .*answers 404\.$/),
        expect.stringMatching(/^titles\/title-unique \/a-page: /),
      ]),
    );
    expect(live.report.pages.map((p) => p.path)).toEqual(built.report.pages.map((p) => p.path));
    expect(live.report.fingerprints).toEqual(built.report.fingerprints);
    // What only a server shows ran, and found nothing wrong with this one's headers and redirects.
    expect(lines(live.report).filter((l) => l.startsWith('live/'))).toEqual([]);
    expect([...ran(live.report)].filter((id) => id.startsWith('live/')).length).toBeGreaterThan(8);
    expect([...ran(built.report)].filter((id) => id.startsWith('live/'))).toEqual([]);
    // Not checked is said, never passed.
    const notChecked = live.report.rules.filter((r) => r.notApplicable).map((r) => r.id);
    expect(notChecked).toEqual([
      'redirects/fallback-html',
      'redirects/host-files',
      'redirects/cdn-files',
      // Served on localhost, the site's public host (the manifest's) cannot be asked.
      'live/canonical-host',
    ]);
    expect(live.report.checks.filter((c) => notChecked.includes(c.ruleId))).toEqual([]);
    expect(liveText).toMatch(
      /Not checked on a deployed site \(--url\): redirects\/fallback-html, redirects\/host-files, redirects\/cdn-files\./,
    );
    expect(text).not.toMatch(/Not checked/);
    const page = readFileSync(join(dir, 'url', 'index.html'), 'utf8');
    expect(page).toContain(`audited live at ${server.url}`);
    expect(page).toMatch(
      /data-testid="not-checked"><summary>4 rules not checked in this run<\/summary><ul><li><code>redirects\/fallback-html<\/code>: Not checked on a deployed site \(--url\): /,
    );
    expect(readFileSync(join(dir, 'dist', 'index.html'), 'utf8')).not.toContain('not-checked');
  }, 30_000);
});

describe('the canonical host, where it can be tested', () => {
  /** How www.localhost answers: one 301 to the same page, a temporary redirect, two hops, the site itself, always the home page. */
  const modes: Record<string, Answer> = {
    one: (req, res, s) => Boolean(res.writeHead(301, { location: `${s.url}${req.url}` }).end()),
    temporary: (req, res, s) => Boolean(res.writeHead(302, { location: `${s.url}${req.url}` }).end()),
    twice: (req, res, s) =>
      Boolean(
        res
          .writeHead(301, {
            location: req.url!.endsWith('?hop') ? `${s.url}${req.url!.slice(0, -4)}` : `${req.url}?hop`,
          })
          .end(),
      ),
    home: (_req, res, s) => Boolean(res.writeHead(301, { location: `${s.url}/` }).end()),
    itself: () => false,
  };

  it('wants one permanent redirect from the other host to the same page', async () => {
    const dist = tempDir('live-host-');
    writeGeneratedDocs(dist);
    let mode = 'one';
    const server = await serve(
      dist,
      (req, res, s) => Boolean(req.headers.host?.startsWith('www.')) && modes[mode](req, res, s),
    );
    const found: Record<string, string[]> = {};
    for (mode of Object.keys(modes))
      found[mode] = lines(await auditLive(server.url, { config: testConfig(), only: ['live/canonical-host'] }));
    const www = `http://www.localhost:${server.port}`;
    const page = '/guide';
    expect(found).toEqual({
      one: [],
      temporary: [
        `live/canonical-host /: ${www}/ answers a temporary 302 redirect to ${server.url}/; the other address of a site answers 301.`,
        `live/canonical-host /: ${www}${page} answers a temporary 302 redirect to ${server.url}${page}; the other address of a site answers 301.`,
      ],
      twice: [
        `live/canonical-host /: ${www}/ takes 2 redirects to reach ${server.url}/: ${www}/ (301) → ${www}/?hop (301) → ${server.url}/.`,
        `live/canonical-host /: ${www}${page} takes 2 redirects to reach ${server.url}${page}: ${www}${page} (301) → ${www}${page}?hop (301) → ${server.url}${page}.`,
      ],
      home: [
        `live/canonical-host /: ${www}${page} does not lead to ${server.url}${page}: ${www}${page} (301) → ${server.url}/.`,
      ],
      itself: [
        `live/canonical-host /: ${www}/ answers 200 itself instead of redirecting to ${server.url}/: the site can be reached at two addresses.`,
        `live/canonical-host /: ${www}${page} answers 200 itself instead of redirecting to ${server.url}${page}: the site can be reached at two addresses.`,
      ],
    });
  }, 30_000);

  it('is reported as not checked when the address audited is not the public one', async () => {
    const dist = docsSite();
    const server = await serve(dist);
    const report = await auditLive(server.url, { config: testConfig(), only: ['live/canonical-host'] });
    expect(report.rules[0].notApplicable).toBe(
      `Not checked in this run: the site was audited at localhost:${server.port}, not at its public address ${DOCS_HOST}, so asking its other addresses (http://, www.) would ask the public site.`,
    );
    expect(report.checks).toEqual([]);
  }, 30_000);
});

describe('a polite crawl', () => {
  it('asks robots.txt first and never for what it disallows, nor for another site', async () => {
    const dist = docsSite();
    writeBuildFile(dist, 'robots.txt', 'User-agent: *\nDisallow: /guide\n');
    const server = await serve(dist);
    const report = await auditLive(server.url, { config: testConfig(), origin: DOCS });
    expect(server.requests[0]).toBe(`localhost:${server.port} /audit-manifest.json`);
    expect(server.requests[1]).toBe(`localhost:${server.port} /robots.txt`);
    expect(server.requests.filter((r) => / \/guide/.test(r))).toEqual([]);
    expect(server.requests.every((r) => r.startsWith(`localhost:${server.port} `))).toBe(true);
    expect(lines(report, 'live/not-crawled')).toEqual([
      'live/not-crawled /robots.txt: robots.txt disallows 4 addresses the site links to or lists to the audit (seo-audit): not requested, not checked: /guide, /guide/, /guide/install, /guide/install/.',
    ]);
    // Not requested is not broken: only robots.txt's own rule speaks of those addresses (they are in the sitemap).
    expect(
      report.findings
        .filter((f) => f.page.startsWith('/guide') || f.message.includes('/guide'))
        .filter((f) => !['robots/robots-blocking', 'live/not-crawled'].includes(f.ruleId)),
    ).toEqual([]);
  }, 30_000);

  it('stops at --max-pages, keeps --concurrency requests in flight at most, and spaces them by Crawl-delay', async () => {
    const dist = docsSite();
    const server = await serve(dist);
    const logs = quiet();
    const out = tempDir('live-polite-');
    const code = await cli([
      'collect',
      '--url',
      server.url,
      '--max-pages',
      '2',
      '--concurrency',
      '1',
      '--skip-browser',
      '--no-history',
      '--out',
      out,
    ]);
    expect(code, logs.join('\n')).toBe(0);
    const results = JSON.parse(readFileSync(join(out, 'results.json'), 'utf8'));
    expect(results.url).toBe(server.url);
    const pageRequests = server.requests.filter((r) => !/\.(txt|xml|json|js)$/.test(r));
    expect(pageRequests).toHaveLength(2);
    expect(server.maxInFlight()).toBe(1);
    expect(results.issues.filter((i: { ruleId: string }) => i.ruleId === 'live/not-crawled')).toEqual([
      expect.objectContaining({
        page: '/',
        message: expect.stringMatching(
          /^The crawl stopped at 2 pages \(--max-pages\): \d+ more addresses not requested/,
        ),
      }),
    ]);
    // assert judges the results of a live run as any others (this build's .html links redirect: errors, exit 1).
    expect(await cli(['assert', out, '--no-history', '--format', 'json', '--out', join(out, 'reports')])).toBe(1);
    expect(JSON.parse(readFileSync(join(out, 'reports', 'report.json'), 'utf8')).url).toBe(server.url);

    const times: number[] = [];
    writeBuildFile(dist, 'robots.txt', 'User-agent: seo-audit\nCrawl-delay: 0.2\n');
    const delayed = await serve(dist, () => {
      times.push(Date.now());
      return false;
    });
    await auditLive(delayed.url, { config: testConfig(), only: ['titles'] });
    const gaps = times.slice(2).map((t, i) => t - times[i + 1]);
    expect(Math.min(...gaps)).toBeGreaterThanOrEqual(180);
  }, 30_000);

  it('says what is wrong with --url, and exits 2 when the site does not answer', async () => {
    const logs = quiet();
    expect(await cli(['--url', 'https://example.org/blog/'])).toBe(2);
    expect(await cli(['--url', 'ftp://example.org'])).toBe(2);
    expect(await cli(['--url', 'https://example.org', '--dist', 'dist'])).toBe(2);
    expect(await cli(['--max-pages', '10'])).toBe(2);
    expect(await cli(['--url', 'https://example.org', '--concurrency', '0'])).toBe(2);
    const closed = await serveLive(docsSite());
    await closed.close();
    expect(await cli(['--url', closed.url, '--skip-browser', '--no-history', '--format', 'text'])).toBe(2);
    const moved = await serve(
      docsSite(),
      (req, res, s) =>
        req.url === '/' && Boolean(res.writeHead(301, { location: `http://www.localhost:${s.port}/` }).end()),
    );
    expect(await cli(['--url', moved.url, '--skip-browser', '--no-history', '--format', 'text'])).toBe(2);
    expect(logs).toEqual([
      '--url: "https://example.org/blog/" is not a site\'s address: give its origin, e.g. https://example.org (the whole site is crawled from its sitemaps and links).',
      '--url: "ftp://example.org" is not a site\'s address: give its origin, e.g. https://www.example.com (the whole site is crawled from its sitemaps and links).',
      '--url and --dist: audit either a deployed site or a build, not both at once.',
      "--max-pages goes with --url (a deployed site's crawl).",
      '--concurrency: expected a whole number from 1 to 32 (is "0").',
      expect.stringMatching(new RegExp(`^${closed.url} serves no audit-manifest.json`)),
      expect.stringMatching(new RegExp(`^No answer from ${closed.url}: ECONNREFUSED`)),
      `${moved.url} serves no audit-manifest.json: audited as any site (as --no-manifest).`,
      `${moved.url}/ redirects to http://www.localhost:${moved.port}/ (301): audit the address the site answers at, --url http://www.localhost:${moved.port}.`,
    ]);
  }, 30_000);
});
