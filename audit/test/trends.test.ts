/**
 * The "Over time" charts: the lowest page score (not a mean) per run, pages
 * below 100, pass/fail and errors, dated and labelled with the commit, drawn
 * by the inlined uPlot in a report opened from disk with the network off.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { defaultConfig } from '../config';
import type { RunSummary } from '../report-data';
import { htmlReport } from '../report/html';
import { trendData, trendsHtml } from '../report/trends';
import type { AuditReport } from '../report-data';
import { launchReportBrowser } from './report-fixture';

let dir = '';
afterEach(() => dir && rmSync(dir, { recursive: true, force: true }));

const full = { performance: 1, accessibility: 1, 'best-practices': 1, seo: 1 };
function run(
  at: string,
  hash: string,
  passed: boolean,
  errors: number,
  blogPerf: number,
  tbt: number,
  inpMs?: number,
): RunSummary {
  return {
    generatedAt: at,
    profile: 'full',
    passed,
    totals: { pages: 3, errors, warnings: 1 },
    categories: {},
    pages: {
      '/': {
        template: 'home',
        scores: { mobile: full },
        metrics: { lcpMs: 900, tbtMs: 10, cls: 0 },
        ...(inpMs === undefined ? {} : { inpMs }),
      },
      '/blog/a': {
        template: 'blog-post',
        scores: { mobile: { ...full, performance: blogPerf } },
        metrics: { lcpMs: 950, tbtMs: tbt, cls: 0 },
      },
      '/about': { template: 'company', scores: { mobile: { accessibility: 1, seo: 1, 'best-practices': 1 } } },
    },
    findings: [],
    checked: { axe: true, lighthouse: ['/', '/blog/a', '/about'] },
    commit: { hash, branch: 'main', dirty: false },
  };
}
const history = [
  run('2026-05-01T08:00:00.000Z', 'aaaa1111', true, 0, 1, 12),
  run('2026-05-08T08:00:00.000Z', 'bbbb2222', false, 3, 0.8, 79, 36),
];

describe('trend data', () => {
  it('plots the lowest page and the pages below 100, on an axis that starts under the lowest value', () => {
    const d = trendData(history, defaultConfig());
    expect(d.categories.performance).toMatchObject({ lowest: [100, 80], below: [0, 1], floor: 75 });
    expect(d.categories.seo).toMatchObject({ lowest: [100, 100], below: [0, 0], floor: 95 });
    expect(d.runs.map((r) => [r.commit, r.passed, r.errors])).toEqual([
      ['aaaa1111 (main)', true, 0],
      ['bbbb2222 (main)', false, 3],
    ]);
    expect(d.t).toEqual([Date.parse('2026-05-01T08:00:00Z') / 1000, Date.parse('2026-05-08T08:00:00Z') / 1000]);
    expect(d.templates).toEqual(['blog-post', 'home']);
    expect(d.cwv.tbtMs.values).toEqual([
      [12, 79],
      [10, 10],
    ]);
    // Lab INP per template over time, from the run that first measured it, against interactions.maxInpMs.
    expect(d.cwv.inpMs).toEqual({
      limit: 200,
      values: [
        [null, null],
        [null, 36],
      ],
    });
  });
});

describe('a trend over runs that measured different pages', () => {
  it('compares each run over the pages the latest run measured, so a smaller sample is no step up', () => {
    // The first run scored /about's Accessibility at 70; the latest, a sample, did not score /about at all.
    const wide = run('2026-05-01T08:00:00.000Z', 'aaaa1111', true, 0, 1, 12);
    wide.pages['/about'].scores.mobile!.accessibility = 0.7;
    const sample = run('2026-05-08T08:00:00.000Z', 'bbbb2222', true, 0, 1, 12);
    delete sample.pages['/about'];
    const d = trendData([wide, sample], defaultConfig());
    expect(d.categories.accessibility).toMatchObject({ lowest: [100, 100], below: [0, 0], compared: [2, 2] });
  });
});

describe('per-template trends for each category', () => {
  const withPost = (summary: RunSummary, accessibility: number, bestPractices: number) => {
    summary.pages['/blog/b'] = {
      template: 'blog-post',
      scores: { mobile: { accessibility, 'best-practices': bestPractices, seo: 1 } },
    };
    return summary;
  };

  it("plot each template's lowest page in every category, as the Web Vitals per template", () => {
    const runs = [
      withPost(run('2026-05-01T08:00:00.000Z', 'aaaa1111', true, 0, 1, 12), 0.9, 1),
      withPost(run('2026-05-08T08:00:00.000Z', 'bbbb2222', false, 1, 0.8, 12), 0.95, 0.92),
    ];
    const d = trendData(runs, defaultConfig());
    expect(d.scoreTemplates).toEqual(['blog-post', 'company', 'home']);
    expect(d.templateScores.accessibility).toEqual({
      limit: 100,
      floor: 85,
      values: [
        [90, 95],
        [100, 100],
        [100, 100],
      ],
    });
    expect(d.templateScores['best-practices'].values).toEqual([
      [100, 92],
      [100, 100],
      [100, 100],
    ]);
    expect(d.templateScores.seo.values.flat()).toEqual([100, 100, 100, 100, 100, 100]);
    // Performance, as today, where it is timed: /blog/a and /, not the company page.
    expect(d.templateScores.performance.values).toEqual([
      [100, 80],
      [null, null],
      [100, 100],
    ]);
    // The text beside the charts: the latest run's lowest page per template, and the run before where it differs.
    const { body } = trendsHtml(runs, defaultConfig());
    const row = /<tr data-template="blog-post">.*?<\/tr>/.exec(body)![0].replace(/<[^>]+>/g, '|');
    expect(row.split('|').filter(Boolean)).toEqual([
      'blog-post',
      '80 ',
      '(was 100)',
      '95 ',
      '(was 90)',
      '92 ',
      '(was 100)',
      '100',
    ]);
  });

  it('compare each run over the pages of the template the latest run scored', () => {
    // The first run scored /blog/b at 70; the latest did not score it: the template's line does not read 70 → 100.
    const older = withPost(run('2026-05-01T08:00:00.000Z', 'aaaa1111', true, 0, 1, 12), 0.7, 1);
    const latest = run('2026-05-08T08:00:00.000Z', 'bbbb2222', true, 0, 1, 12);
    const d = trendData([older, latest], defaultConfig());
    expect(d.templateScores.accessibility.values[d.scoreTemplates.indexOf('blog-post')]).toEqual([100, 100]);
  });
});

describe('the charts in the report', () => {
  it('draw offline from the inlined library, with dated runs and the commit in the legend', async () => {
    dir = mkdtempSync(join(tmpdir(), 'audit-trends-'));
    const report: AuditReport = {
      schemaVersion: 1,
      generatedAt: '2026-05-08T08:00:00.000Z',
      dist: 'dist',
      siteUrl: 'https://www.example.com',
      configPath: null,
      durationMs: { crawl: 1, rules: 1, total: 2 },
      summary: { pages: 0, rules: 0, checks: 0, errors: 0, warnings: 0, infos: 0, toolErrors: 0, passed: true },
      thresholds: [],
      rules: [],
      pages: [],
      findings: [],
      toolErrors: [],
      checks: [],
    };
    const file = join(dir, 'index.html');
    const html = htmlReport(report, { config: defaultConfig(), history });
    expect(html).not.toMatch(/<script[^>]+src=|<link[^>]+href="http/);
    writeFileSync(file, html);
    const browser = await launchReportBrowser();
    try {
      const page = await (
        await browser.newContext({ offline: true, viewport: { width: 1200, height: 900 } })
      ).newPage();
      const errors: string[] = [];
      page.on('pageerror', (e) => errors.push(e.message));
      page.on('console', (m) => void (m.type() === 'error' && errors.push(m.text())));
      await page.goto(pathToFileURL(file).href);
      // Errors, four categories site-wide, four per template, three Web Vitals and lab INP.
      expect(await page.locator('.uchart canvas').count()).toBe(13);
      expect(await page.locator('#chart-tpl-accessibility .u-legend').textContent()).toContain('company');
      const scales = await page.evaluate(() =>
        (
          window as unknown as {
            auditCharts: { id: string; plot: { scales: Record<string, { min: number; max: number }> } }[];
          }
        ).auditCharts.map((c) => [c.id, c.plot.scales.score?.min ?? null]),
      );
      expect(scales).toContainEqual(['cat-performance', 75]);
      // The legend opens on the latest run; hovering the first run names its date and commit.
      const legend = page.locator('#chart-runs .u-legend');
      await legend.filter({ hasText: '2026-05-08 08:00 bbbb2222 (main) failed' }).waitFor({ timeout: 5000 });
      const box = (await page.locator('#chart-runs .u-over').boundingBox())!;
      await page.mouse.move(box.x + 2, box.y + box.height / 2);
      await legend.filter({ hasText: '2026-05-01 08:00 aaaa1111 (main) passed' }).waitFor({ timeout: 5000 });
      expect(await page.getByTestId('runs').locator('tbody tr').first().textContent()).toContain('bbbb2222 (main)');
      expect(errors).toEqual([]);
      await page.screenshot({ path: join(tmpdir(), 'trends-test.png'), fullPage: true });
    } finally {
      await browser.close();
    }
  }, 60_000);
});
