/**
 * `--no-manifest` on builds no one here wrote, in the shapes other static
 * generators produce, each written in the test from a few files: relative
 * `.html` links, directory `index.html` pages, no sitemap or a sitemap index,
 * pages only the sitemap reaches, an orphan file on disk, a `_redirects` file.
 * The audit must find every page, flag no link for its URL style, speak of
 * the site audited (never of this project's files) and say which rules do not
 * apply without the manifest.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { runBrowserChecks } from '../browser';
import { measurementPlan } from '../measurement-plan';
import { cli } from '../cli';
import { defaultConfig, loadConfig, parseConfig, type AuditConfig } from '../config';
import { globToRegExp, htmlAddressesOnDisk, inferOrigin, urlPattern } from '../discover';
import { runAudit } from '../run';
import type { AuditReport } from '../report-data';
import { resolveFileRequest } from '../host/files';
import { GENERATED_DOCS_PAGES, page, writeBuildFile, writeGeneratedDocs } from './foreign-build';

// Each test serves and crawls a build: seconds when the machine is shared, never the default 5.
vi.setConfig({ testTimeout: 60_000 });

const ORIGIN = 'https://docs.example.org';
let dist = '';
let out = '';
afterEach(() => {
  for (const dir of [dist, out]) if (dir) rmSync(dir, { recursive: true, force: true });
  dist = out = '';
  vi.restoreAllMocks();
});

const write = (file: string, content: string) => writeBuildFile(dist, file, content);

/** The generated documentation build (foreign-build.ts) in a folder of its own. */
function generatedDocs(): void {
  dist = mkdtempSync(join(tmpdir(), 'audit-foreign-'));
  writeGeneratedDocs(dist);
}

const config = (raw: unknown = {}): AuditConfig => {
  const c = parseConfig(raw);
  c.options.minWords = 0;
  return c;
};
const audit = (c: AuditConfig = config(), only?: string[]): Promise<AuditReport> =>
  runAudit({ dist, config: c, foreign: true, only });
const findings = (r: AuditReport, ruleId: string) =>
  r.findings.filter((f) => f.ruleId === ruleId).map((f) => `${f.page}: ${f.message}`);
const PROJECT_FILES = /\b(src|scripts|public)\/|\bcontent\/[\w-]+\.ts|audit\.config\.json|urls\.ts/;

describe('a generated build with relative .html links, directory index pages and no sitemap', () => {
  it('crawls every page once, whichever way a link spells it, and reports the orphan file', async () => {
    generatedDocs();
    const report = await audit();
    expect(report.pages.map((p) => p.path).sort()).toEqual(GENERATED_DOCS_PAGES);
    expect(report.pages.every((p) => p.status === 200)).toBe(true);
    expect(report.pages.find((p) => p.path === '/old/forgotten.html')!.sources).toEqual(['disk']);
    expect(findings(report, 'links/inbound-links')).toEqual([
      '/old/forgotten.html: No other page links here and no sitemap lists it: an orphan found only as a file of the build.',
    ]);
    expect(report.pages.find((p) => p.path === '/guide/install/')!.depth).toBe(1);
  });

  it('flags no link for its URL style: .html, dir/, dir/index.html and dir without the slash are all fine', async () => {
    generatedDocs();
    const report = await audit();
    expect(findings(report, 'links/redirected-links')).toEqual([]);
    expect(findings(report, 'links/broken-links')).toEqual([]);
  });

  it('speaks of the site audited: generic fixes, manifest-only rules not applicable, no file of this project', async () => {
    generatedDocs();
    const report = await audit();
    expect(report.rules.filter((r) => PROJECT_FILES.test(r.fix)).map((r) => r.id)).toEqual([]);
    expect(report.findings.filter((f) => PROJECT_FILES.test(f.message))).toEqual([]);
    const notApplicable = report.rules.filter((r) => r.notApplicable).map((r) => r.id);
    expect(notApplicable).toEqual(
      expect.arrayContaining([
        'canonical/canonical-expected',
        'robots/noindex-intended',
        'redirects/fallback-html',
        'nap/nap-name',
        'nap/nap-phone',
        'nap/nap-address',
        'nap/nap-hours',
      ]),
    );
    expect(report.findings.filter((f) => notApplicable.includes(f.ruleId))).toEqual([]);
    expect(report.checks.filter((c) => notApplicable.includes(c.ruleId))).toEqual([]);
  });

  it('groups pages by URL pattern, or by the configuration’s template globs with their own thresholds', async () => {
    generatedDocs();
    const byPattern = await audit();
    expect(Object.fromEntries(byPattern.pages.map((p) => [p.path, p.template]))).toMatchObject({
      '/': '/',
      '/modules/util.html': '/modules/*',
      '/guide/install/': '/guide/*',
    });
    const custom = config({
      templates: { api: { match: ['/modules/**'], minWords: 500 }, '/guide/*': { minWords: 1 } },
    });
    const report = await audit(custom, ['content/word-count']);
    expect(report.pages.find((p) => p.path === '/modules/fs.html')!.template).toBe('api');
    expect(findings(report, 'content/word-count').sort()).toEqual([
      '/modules/fs.html: Main content has 6 words; the api template needs at least 500.',
      '/modules/util.html: Main content has 9 words; the api template needs at least 500.',
    ]);
  });

  it('refuses a template that matches nothing: without the manifest a template needs match globs', async () => {
    generatedDocs();
    await expect(audit(config({ templates: { api: { minWords: 5 } } }))).rejects.toThrow(
      /templates\.api has no "match"/,
    );
  });
});

describe('sitemaps and redirects a generator may ship', () => {
  it('reads a sitemap index and its children, and finds pages only the sitemap reaches', async () => {
    generatedDocs();
    write('robots.txt', `User-agent: *\nAllow: /\n\nSitemap: ${ORIGIN}/sitemap-index.xml\n`);
    const urlset = (paths: string[]) =>
      `<?xml version="1.0" encoding="UTF-8"?><urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${paths.map((p) => `<url><loc>${ORIGIN}${p}</loc></url>`).join('')}</urlset>`;
    write(
      'sitemap-index.xml',
      `<?xml version="1.0" encoding="UTF-8"?><sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"><sitemap><loc>${ORIGIN}/sitemap-0.xml</loc></sitemap><sitemap><loc>${ORIGIN}/sitemap-1.xml</loc></sitemap></sitemapindex>`,
    );
    write('sitemap-0.xml', urlset(['/', '/modules/util.html', '/modules/fs.html']));
    write(
      'sitemap-1.xml',
      urlset(['/guide/', '/guide/install/', '/old/forgotten.html', '/extra/only-in-sitemap.html']),
    );
    write('extra/only-in-sitemap.html', page('Only in the sitemap', []));
    const report = await audit();
    expect(report.siteUrl).toBe(ORIGIN);
    const extra = report.pages.find((p) => p.path === '/extra/only-in-sitemap.html')!;
    expect(extra.sources).toEqual(['disk', 'sitemap']);
    expect(findings(report, 'links/inbound-links').sort()).toEqual([
      '/extra/only-in-sitemap.html: No other page links here: only the sitemap leads to it.',
      '/old/forgotten.html: No other page links here: only the sitemap leads to it.',
    ]);
    expect(findings(report, 'sitemap/sitemap-urls')).toEqual([]);
    expect(findings(report, 'sitemap/sitemap-schema')).toEqual([]);
    expect(findings(report, 'sitemap/sitemap-coverage')).toEqual([]);
  });

  it('applies the build’s own _redirects and flags only links its redirects send elsewhere', async () => {
    generatedDocs();
    write('_redirects', '/modules/path.html /modules/fs.html 301\n');
    write('modules/util.html', page('util', ['../index.html', 'path.html', '../guide']));
    const report = await audit();
    expect(findings(report, 'links/redirected-links')).toEqual([
      '/modules/util.html: The link to path.html ("path.html") is a 301 redirect to /modules/fs.html.',
    ]);
    expect(findings(report, 'redirects/single-hop')).toEqual([]);
    expect(findings(report, 'redirects/host-files')).toEqual([]);
  });
});

describe('npm run audit -- --no-manifest', () => {
  it('starts from the default configuration, names no file of this project and exits 1 only for findings', async () => {
    generatedDocs();
    out = mkdtempSync(join(tmpdir(), 'audit-foreign-out-'));
    const logs: string[] = [];
    vi.spyOn(console, 'log').mockImplementation((...a: unknown[]) => void logs.push(a.join(' ')));
    vi.spyOn(console, 'error').mockImplementation((...a: unknown[]) => void logs.push(a.join(' ')));
    const code = await cli([
      '--dist',
      dist,
      '--no-manifest',
      '--skip-browser',
      '--site-url',
      ORIGIN,
      '--format',
      'text,md',
      '--out',
      out,
      '--verbose',
    ]);
    const text = logs.join('\n');
    expect(code).toBe(1);
    expect(text).toMatch(/SEO audit FAILED: 6 pages/);
    expect(text).toMatch(/Not applicable without the URL manifest: canonical\/canonical-expected/);
    expect(text.replace(out, '')).not.toMatch(PROJECT_FILES);
    expect(text).not.toMatch(/min(imum)? 400|the home template/);
  });

  it('exits 0 on a foreign build with nothing to fix', async () => {
    dist = mkdtempSync(join(tmpdir(), 'audit-foreign-'));
    write('index.html', page('Home', ['a.html']));
    write('a.html', page('A', ['index.html']));
    const quiet = config({
      rules: { titles: 'off', descriptions: 'off', canonical: 'off', robots: 'off', sitemap: 'off', content: 'off' },
    });
    const report = await runAudit({ dist, config: quiet, foreign: true });
    expect(report.findings).toEqual([]);
    expect(report.summary.passed).toBe(true);
  });
});

describe('axe on a foreign build', () => {
  it('checks a sample of each URL pattern, served as plain files, and the report says which pages and why', async () => {
    dist = mkdtempSync(join(tmpdir(), 'audit-foreign-'));
    const docs = Array.from({ length: 6 }, (_, i) => `/docs/page-${i}.html`);
    write(
      'index.html',
      page(
        'Home',
        docs.map((d) => d.slice(1)),
      ),
    );
    for (const d of docs) write(d, page(d, ['../index.html']));
    // A defect axe can only see if the page is served at its .html address.
    write(
      docs[0].slice(1),
      page(docs[0], ['../index.html']).replace('</main>', '<img src="../pic.png" width="1" height="1"></main>'),
    );
    const pages = ['/', ...docs].map((path) => ({ path, status: 200, template: urlPattern(path) }));
    const config = defaultConfig();
    const results = await runBrowserChecks(dist, pages, config, {
      profile: 'fast',
      out: null,
      lighthouse: false,
      foreign: { redirects: [] },
      plan: measurementPlan({ pages, config, profile: 'fast', foreign: true }),
    });
    expect(results.axe.map((p) => p.path).sort()).toEqual([
      '/',
      '/docs/page-0.html',
      '/docs/page-2.html',
      '/docs/page-3.html',
      '/docs/page-5.html',
    ]);
    expect(results.axe.find((p) => p.path === docs[0])!.violations.map((v) => v.id)).toEqual(['image-alt']);
    expect(results.sampling).toMatchObject({
      perTemplate: 4,
      axe: true,
      templates: {
        '/docs/*': {
          pages: 6,
          measured: ['/docs/page-0.html', '/docs/page-2.html', '/docs/page-3.html', '/docs/page-5.html'],
        },
      },
    });
    expect(results.sampling!.reason).toMatch(
      /grouped by URL pattern.*axe and Lighthouse measure at most 4 pages per pattern/,
    );
  }, 60_000);
});

describe('discovery helpers', () => {
  it('list the HTML files of a build at the addresses a static host serves them at', () => {
    generatedDocs();
    expect(htmlAddressesOnDisk(dist)).toEqual(GENERATED_DOCS_PAGES);
    expect(inferOrigin(dist)).toBeNull();
    write('index.html', page('Home', [], `<link rel="canonical" href="${ORIGIN}/">`));
    expect(inferOrigin(dist)).toBe(ORIGIN);
  });

  it('serve files as they are: dir/ its index, dir its 301 to dir/, x its x.html, nothing else', () => {
    generatedDocs();
    expect(resolveFileRequest(dist, '/modules/util.html')).toEqual({ file: '/modules/util.html' });
    expect(resolveFileRequest(dist, '/modules/util')).toEqual({ file: '/modules/util.html' });
    expect(resolveFileRequest(dist, '/guide/')).toEqual({ file: '/guide/index.html' });
    expect(resolveFileRequest(dist, '/guide')).toEqual({ redirect: '/guide/' });
    expect(resolveFileRequest(dist, '/modules/')).toBeNull();
    expect(resolveFileRequest(dist, '/missing.html')).toBeNull();
  });

  it('match URL globs and patterns', () => {
    expect(globToRegExp('/modules/**').test('/modules/a/b.html')).toBe(true);
    expect(globToRegExp('/modules/*').test('/modules/a/b.html')).toBe(false);
    expect(globToRegExp('/modules/*.html').test('/modules/util.html')).toBe(true);
    expect([
      urlPattern('/'),
      urlPattern('/a.html'),
      urlPattern('/modules/util.html'),
      urlPattern('/guide/install/'),
    ]).toEqual(['/', '/*', '/modules/*', '/guide/*']);
  });
});

describe('configuration for another site', () => {
  it('accepts the example in docs/audit.md, which sets only what it changes', () => {
    const docs = readFileSync(new URL('../../docs/audit.md', import.meta.url), 'utf8');
    const example = /An example configuration[\s\S]*?```json\n([\s\S]*?)```/.exec(docs)![1];
    const parsed = parseConfig(JSON.parse(example), 'docs/audit.md');
    expect(parsed.templates.api.match).toEqual(['/modules/**', '/classes/**', '/interfaces/**']);
    expect(parsed.lighthouse).toMatchObject({ everyPageSample: 2, enabled: true, runs: { mobile: 3, desktop: 1 } });
    expect(parsed.siteUrl).toBe('https://docs.example.org');
    expect(() => parseConfig({ siteUrl: 'https://docs.example.org/' })).toThrow(/siteUrl/);
  });
});

describe('this site, with its manifest', () => {
  it('keeps the project’s fix pointers in its own audit.config.json, none in a rule', async () => {
    const rules = (await import('../rules')).rules;
    const { config } = await loadConfig();
    expect(Object.keys(config.fixes).length).toBeGreaterThan(20);
    expect(Object.keys(config.fixes).filter((id) => !rules.some((r) => r.id === id))).toEqual([]);
    expect(rules.filter((r) => PROJECT_FILES.test(r.fix)).map((r) => r.id)).toEqual([]);
    expect(defaultConfig().siteUrl).toBeUndefined();
  });
});
