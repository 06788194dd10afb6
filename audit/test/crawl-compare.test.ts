/**
 * The crawl comparison over recorded runs: a fixture site audited, its history line recorded as the CLI records
 * it (summarize, appendHistory), the site edited, audited and recorded again, then `seo-audit compare` over the
 * history. It lists the pages whose title, description, canonical or indexability changed, the pages added and
 * removed and the new redirects, and nothing else; a history line from before the crawl was recorded still loads
 * and is "not recorded"; `--csv` writes the history as a spreadsheet.
 */
import { mkdtempSync, readFileSync, rmSync, unlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cli } from '../cli';
import { appendHistory, readHistory, summarize } from '../history';
import { compare } from '../compare-runs';
import { HISTORY_CSV_COLUMNS } from '../report/history-csv';
import { changeSummary, changesMarkdown } from '../report/changes-md';
import { changesHtml } from '../report/changes-html';
import type { Comparison } from '../report-data';
import { ORIGIN, auditFixture, fixtureSite, html, testConfig, type FixtureSite } from './fixture-site';

let dir = '';
let site: FixtureSite | null = null;
afterEach(() => {
  vi.restoreAllMocks();
  site?.cleanup();
  site = null;
  if (dir) rmSync(dir, { recursive: true, force: true });
  dir = '';
});

const BEFORE = ['/', '/a-page', '/b-page', '/c-page'];
const AFTER = ['/', '/a-page', '/c-page'];

/** Every page linking to every other, and the sitemap listing them. */
function pages(s: FixtureSite, paths: string[], edit: (path: string, page: string) => string = (_, p) => p) {
  for (const path of paths)
    s.write(path === '/' ? 'index.html' : `${path.slice(1)}.html`, edit(path, html({ path, links: paths })));
  s.sitemap(paths);
}

/** Audits the fixture as it is now and records the run in the history file, as `seo-audit run` does. */
async function record(s: FixtureSite, history: string, hash: string, redirects: { from: string; to: string }[] = []) {
  const report = await auditFixture(s, { redirects });
  appendHistory(history, summarize(report, { hash, branch: 'main', dirty: false }), 200);
  return report;
}

async function compareMd(history: string, a: string, b: string, ...flags: string[]): Promise<string> {
  vi.spyOn(console, 'log').mockImplementation(() => undefined);
  expect(await cli(['compare', a, b, '--history', history, '--out', dir, ...flags])).toBe(0);
  return readFileSync(join(dir, 'compare.md'), 'utf8');
}

const crawlPart = (md: string) => md.slice(md.indexOf('### Pages')).trim().split('\n');

describe('seo-audit compare: the crawl comparison', () => {
  it('lists a title change, a canonical change and a removed page, exactly, between two recorded runs', async () => {
    dir = mkdtempSync(join(tmpdir(), 'audit-crawl-'));
    const history = join(dir, 'history.jsonl');
    site = fixtureSite();
    pages(site, BEFORE);
    await record(site, history, 'aaaa1111');

    // The edit: /a-page's title reworded, /c-page canonicalised to /a-page, /b-page deleted (and no longer linked).
    unlinkSync(join(site.dist, 'b-page.html'));
    pages(site, AFTER, (path, page) =>
      path === '/a-page'
        ? page.replace(/<title>[^<]*<\/title>/, '<title>Fixture Family Repair: dishwasher drains, fixed</title>')
        : path === '/c-page'
          ? page.replace(
              `<link rel="canonical" href="${ORIGIN}/c-page">`,
              `<link rel="canonical" href="${ORIGIN}/a-page">`,
            )
          : page,
    );
    await record(site, history, 'bbbb2222');

    const runs = readHistory(history);
    expect(runs).toHaveLength(2);
    expect(runs[1].crawl?.pages['/a-page']).toMatchObject({
      template: 'page',
      status: 200,
      title: 'Fixture Family Repair: dishwasher drains, fixed',
      canonical: `${ORIGIN}/a-page`,
      robots: null,
      indexable: true,
      h1: 'Heading of the a page',
    });
    expect(runs[1].crawl?.pages['/a-page'].words).toBeGreaterThan(20);

    const md = await compareMd(history, '1', '-1');
    const json = JSON.parse(readFileSync(join(dir, 'compare.json'), 'utf8')) as Comparison;
    expect(json.crawl).toEqual({
      recorded: true,
      changed: [
        {
          page: '/a-page',
          field: 'title',
          before: 'Fixture Family Repair: the a page title',
          after: 'Fixture Family Repair: dishwasher drains, fixed',
        },
        { page: '/c-page', field: 'canonical', before: `${ORIGIN}/c-page`, after: `${ORIGIN}/a-page` },
      ],
      added: [],
      removed: ['/b-page'],
      redirects: [],
    });
    expect(crawlPart(md)).toEqual([
      '### Pages: titles, descriptions, canonicals, indexability, redirects',
      '',
      `- **Title changed** on [/a-page](${ORIGIN}/a-page): “Fixture Family Repair: the a page title” → “Fixture Family Repair: dishwasher drains, fixed”`,
      `- **Canonical changed** on [/c-page](${ORIGIN}/c-page): ${ORIGIN}/c-page → ${ORIGIN}/a-page`,
      `- **Removed**: [/b-page](${ORIGIN}/b-page)`,
    ]);

    // Compared the other way round: the same two changes undone, and /b-page added.
    const back = JSON.parse(
      (await compareMd(history, '-1', '1'), readFileSync(join(dir, 'compare.json'), 'utf8')),
    ) as Comparison;
    expect(back.crawl?.changed.map((c) => `${c.page} ${c.field}`)).toEqual(['/a-page title', '/c-page canonical']);
    expect(back.crawl).toMatchObject({ added: ['/b-page'], removed: [], redirects: [] });
  }, 60_000);

  it('lists indexability and description changes, and a page that now redirects as a new redirect, not as removed', async () => {
    dir = mkdtempSync(join(tmpdir(), 'audit-crawl-'));
    const history = join(dir, 'history.jsonl');
    site = fixtureSite();
    pages(site, BEFORE);
    await record(site, history, 'aaaa1111');

    unlinkSync(join(site.dist, 'b-page.html'));
    site.write('_redirects', '/b-page /a-page 301\n');
    pages(site, AFTER, (path, page) =>
      path === '/c-page'
        ? page
            .replace('<meta charset="utf-8">', '<meta charset="utf-8"><meta name="robots" content="noindex, follow">')
            .replace(
              /<meta name="description" content="[^"]*">/,
              '<meta name="description" content="Dryer vents cleaned end to end, so loads dry in one cycle again.">',
            )
        : page,
    );
    await record(site, history, 'bbbb2222', [{ from: '/b-page', to: '/a-page' }]);

    await compareMd(history, '1', '2');
    const { crawl } = JSON.parse(readFileSync(join(dir, 'compare.json'), 'utf8')) as Comparison;
    expect(crawl).toEqual({
      recorded: true,
      changed: [
        {
          page: '/c-page',
          field: 'description',
          before: "A description of the c page that is long enough to pass the audit's description length rule.",
          after: 'Dryer vents cleaned end to end, so loads dry in one cycle again.',
        },
        { page: '/c-page', field: 'indexable', before: 'indexable', after: 'not indexable: robots noindex, follow' },
      ],
      added: [],
      removed: [],
      redirects: [{ from: '/b-page', status: 301, to: '/a-page', before: null }],
    });
  }, 60_000);

  it('loads a history line from before the crawl was recorded and says "not recorded" instead of inventing changes', async () => {
    dir = mkdtempSync(join(tmpdir(), 'audit-crawl-'));
    const history = join(dir, 'history.jsonl');
    site = fixtureSite();
    pages(site, BEFORE);
    const report = await auditFixture(site);
    const { crawl: _, ...old } = summarize(report, { hash: 'aaaa1111', branch: 'main', dirty: false });
    appendHistory(history, { ...old, generatedAt: '2026-05-01T10:00:00.000Z' }, 200);
    await record(site, history, 'bbbb2222');

    const md = await compareMd(history, '1', '2', '--csv');
    const { crawl } = JSON.parse(readFileSync(join(dir, 'compare.json'), 'utf8')) as Comparison;
    expect(crawl).toEqual({
      recorded: false,
      notRecorded: ['2026-05-01T10:00:00.000Z'],
      changed: [],
      added: [],
      removed: [],
      redirects: [],
    });
    expect(md).toContain('Nothing changed.');
    expect(md).toContain(
      '_Titles, descriptions, canonicals, indexability and redirects: not recorded in the run of 2026-05-01 10:00 UTC',
    );
    expect(md).not.toContain('Added');

    // The history as a spreadsheet: a byte-order mark, one row per run and page, the old run's crawl cells empty.
    const csv = readFileSync(join(dir, 'compare.csv'), 'utf8');
    expect(csv.startsWith('\uFEFFrun date,commit,branch,')).toBe(true);
    const rows = csv.slice(1).trimEnd().split('\r\n');
    expect(rows[0]).toBe(HISTORY_CSV_COLUMNS.join(','));
    const col = (name: string) => HISTORY_CSV_COLUMNS.indexOf(name);
    const byRun = (hash: string) => rows.slice(1).filter((r) => r.split(',')[col('commit')] === hash);
    expect(byRun('aaaa1111')).toHaveLength(BEFORE.length);
    expect(byRun('bbbb2222')).toHaveLength(BEFORE.length);
    const oldA = byRun('aaaa1111')
      .find((r) => r.split(',')[col('page')] === '/a-page')!
      .split(',');
    expect([oldA[col('status')], oldA[col('title')], oldA[col('errors')]]).toEqual(['', '', '0']);
    const newA = byRun('bbbb2222')
      .find((r) => r.split(',')[col('page')] === '/a-page')!
      .split(',');
    expect([newA[col('status')], newA[col('indexable')], newA[col('title')]]).toEqual([
      '200',
      'true',
      'Fixture Family Repair: the a page title',
    ]);
  }, 60_000);

  it('heads the report\u2019s "What changed": a title change listed, an H1 change recorded but not listed', async () => {
    site = fixtureSite();
    pages(site, BEFORE);
    const before = summarize(await auditFixture(site));
    pages(site, BEFORE, (path, page) =>
      path === '/'
        ? page
            .replace(/<h1>[^<]*<\/h1>/, '<h1>Another heading</h1>')
            .replace(/<title>[^<]*<\/title>/, '<title>Fixture Family Repair: repairs across the bay</title>')
        : page,
    );
    const report = await auditFixture(site);
    const after = summarize(report);
    expect(after.crawl?.pages['/'].h1).toBe('Another heading');
    report.comparison = compare(after, before, testConfig(), 'test');
    expect(report.comparison.crawl).toEqual({
      recorded: true,
      changed: [
        {
          page: '/',
          field: 'title',
          before: 'Fixture Family Repair: the home page title',
          after: 'Fixture Family Repair: repairs across the bay',
        },
      ],
      added: [],
      removed: [],
      redirects: [],
    });
    expect(changeSummary(report)).toMatch(/: pages: 1 changed\.$/);
    expect(changesMarkdown(report)).toContain(
      `- **Title changed** on [/](${ORIGIN}/): “Fixture Family Repair: the home page title” → “Fixture Family Repair: repairs across the bay”`,
    );
    const list = changesHtml(report);
    expect(list).toContain('data-testid="crawl-changes"');
    expect(list).toContain(
      '<span class="ch-kind">Title changed</span> on <a href="#page-/"><code>/</code></a>: “Fixture Family Repair: the home page title” → “Fixture Family Repair: repairs across the bay”',
    );
  }, 60_000);
});
