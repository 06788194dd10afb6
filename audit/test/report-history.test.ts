/**
 * The report's history per page and its "Compare any two runs" picker: a
 * deliberate regression (TBT pushed up, a title duplicated) in run 2 and its
 * fix in run 3, read in the report opened from disk in Chromium.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { defaultConfig } from '../config';
import type { AuditReport, RunSummary } from '../report-data';
import { htmlReport } from '../report/html';
import { pageRuns } from '../report/page-history';
import { launchReportBrowser } from './report-fixture';

let dir = '';
afterEach(() => dir && rmSync(dir, { recursive: true, force: true }));

const full = { performance: 1, accessibility: 1, 'best-practices': 1, seo: 1 };
function run(at: string, hash: string, tbt: number, findings: string[], audited?: string[]): RunSummary {
  return {
    generatedAt: at,
    profile: 'full',
    passed: findings.length === 0,
    totals: { pages: 2, errors: findings.length, warnings: 0 },
    categories: {},
    pages: {
      '/blog/a': {
        template: 'blog-post',
        scores: { mobile: { ...full, performance: tbt > 50 ? 0.93 : 1 } },
        metrics: { lcpMs: 950, tbtMs: tbt, cls: 0 },
      },
    },
    findings,
    checked: { axe: true, lighthouse: ['/blog/a'] },
    commit: { hash, branch: 'main', dirty: false },
    audited,
    messages: Object.fromEntries(findings.map((f) => [f, `message of ${f}`])),
  };
}
const both = ['/about', '/blog/a'];
const history = [
  run('2026-05-01T08:00:00.000Z', 'aaaa1111', 12, [], undefined),
  run('2026-05-08T08:00:00.000Z', 'bbbb2222', 79, ['lighthouse/tbt /blog/a', 'titles/title-unique /about'], both),
  run('2026-05-15T08:00:00.000Z', 'cccc3333', 14, [], both),
];

const report: AuditReport = {
  schemaVersion: 1,
  generatedAt: '2026-05-15T08:00:00.000Z',
  dist: 'dist',
  siteUrl: 'https://www.example.com',
  configPath: null,
  durationMs: { crawl: 1, rules: 1, total: 2 },
  summary: { pages: 2, rules: 0, checks: 0, errors: 0, warnings: 0, infos: 0, toolErrors: 0, passed: true },
  thresholds: [],
  rules: [],
  findings: [],
  toolErrors: [],
  checks: [],
  pages: both.map((path) => ({
    path,
    template: path === '/about' ? 'company' : 'blog-post',
    status: 200,
  })) as AuditReport['pages'],
};

describe('a page history', () => {
  it('tells a page with no findings from a run that did not list its pages', () => {
    const runs = pageRuns(history, both).get('/about')!;
    expect(runs.map((r) => [r.present, r.findings])).toEqual([
      [false, []],
      [true, ['titles/title-unique']],
      [true, []],
    ]);
  });
});

describe('the report opened from disk', () => {
  it('shows each page its own runs and compares any two runs chosen', async () => {
    dir = mkdtempSync(join(tmpdir(), 'audit-history-'));
    const file = join(dir, 'index.html');
    writeFileSync(file, htmlReport(report, { config: defaultConfig(), history }));
    const browser = await launchReportBrowser();
    try {
      const page = await (await browser.newContext({ offline: true })).newPage();
      const errors: string[] = [];
      page.on('pageerror', (e) => errors.push(e.message));
      await page.goto(pathToFileURL(file).href);

      const squares = (path: string) =>
        page
          .locator(`tr[data-page="${path}"] .hs`)
          .evaluateAll((els) => els.map((e) => e.className.replace('hs ', '')));
      expect(await squares('/about')).toEqual(['na', 'bad', 'good']);
      expect(await squares('/blog/a')).toEqual(['good', 'bad', 'good']);
      await page.getByLabel('History of /blog/a').click();
      await expect
        .poll(() => page.locator('tr[data-page="/blog/a"] .page-history tbody tr').first().textContent())
        .toContain('14 ms');

      const picker = page.getByTestId('run-picker');
      await picker.locator('summary').click();
      // Opens on the latest two runs: the fix.
      await expect.poll(() => picker.locator('#picked').textContent()).toContain('fixed');
      expect(await picker.locator('#picked').textContent()).toContain('TBT 79 → 14 ms');
      await page.selectOption('#run-from', { index: 2 }); // the oldest run (options list the latest first)
      await page.selectOption('#run-to', { index: 1 });
      const regression = await picker.locator('#picked li').allTextContents();
      // A drop past the allowed points heads the list, then the new findings with their values.
      expect(regression[0]).toMatch(/^regression\s+Performance 100 → 93 on \/blog\/a/);
      expect(regression[1]).toMatch(/^new\s+TBT 12 → 79 ms on \/blog\/a/);
      // Run 1 is a line from before runs listed their rules: it cannot say the title rule passed there, only that it found nothing.
      expect(regression[2]).toMatch(/^new\s+.*no finding → failed on \/about/);
      await page.selectOption('#run-from', { index: 0 });
      expect(await picker.locator('#picked').textContent()).toContain('Shown from the older run to the newer one.');
      await page.selectOption('#run-to', { index: 0 });
      expect(await picker.locator('#picked').textContent()).toBe('Choose two different runs.');
      expect(errors).toEqual([]);
    } finally {
      await browser.close();
    }
  }, 60_000);
});
