/**
 * Every page scored (issue 60): a full run's pages.csv and the report's per-page table carry
 * Accessibility, Best Practices and SEO on every page. The fixture site is audited by the SEO rules;
 * its Lighthouse results are those the runner returns for each pass the full profile's measurement
 * plan makes (browser/lighthouse.ts: all four categories on the timed page's first run, the three
 * untimed ones on every other page), with one run that failed and the 404 page Lighthouse does not load.
 * audit/test/every-page.full.test.ts runs the real Lighthouse over such a site.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { EVERY_PAGE_CATEGORIES, lighthouseLimits, type Category } from '../config';
import { measurementPlan } from '../measurement-plan';
import { failedRun } from '../browser/lighthouse';
import { CSV_COLUMNS, categoryCell, pagesCsv } from '../report/csv';
import { htmlReport } from '../report/html';
import type { AuditReport } from '../report-data';
import type { LighthousePage } from '../schema/measured';
import { auditFixture, fixtureSite, testConfig, type FixtureSite } from './fixture-site';
import { lighthouse } from './report-fixture';

let site: FixtureSite | null = null;
afterEach(() => site?.cleanup());

const THREE = EVERY_PAGE_CATEGORIES.map((c) => `${c} (mobile)`);

/** A fixture of six pages over two templates and its 404 page, audited by the SEO rules, with the plan's Lighthouse results. */
async function fullRun(failing: string | null) {
  site = fixtureSite();
  for (const path of ['/c-page', '/d-page', '/e-page']) site.page({ path });
  site.sitemap(['/', '/a-page', '/b-page', '/c-page', '/d-page', '/e-page']);
  const config = testConfig();
  const report = await auditFixture(site, { only: ['titles'], config });
  for (const p of report.pages) p.template = p.path === '/' ? 'home' : 'page';
  report.pages.push({ ...report.pages[0], path: '/404', status: 404, template: 'not-found', indexable: false });
  const plan = measurementPlan({ pages: report.pages, config, profile: 'full', foreign: false, changed: [] });
  const results: LighthousePage[] = [];
  for (const p of report.pages) {
    const target = { ...p, representative: plan.representatives[p.template] === p.path };
    if (p.status !== 200) {
      results.push(lighthouse(p.path, {}, { template: p.template, state: 'not-applicable', note: 'Answers 404.' }));
      continue;
    }
    for (const pass of plan.lighthouse.get(p.path) ?? []) {
      if (p.path === failing && !pass.timed) {
        results.push(
          failedRun(target, 'mobile', new Error('Lighthouse failed on /d-page (mobile): Target closed\n at …')),
        );
        continue;
      }
      const categories: Category[] = pass.timed
        ? pass.formFactor === 'mobile'
          ? ['performance', ...EVERY_PAGE_CATEGORIES]
          : ['performance']
        : EVERY_PAGE_CATEGORIES;
      const scores = Object.fromEntries(categories.map((c, i) => [c, 1 - i / 100]));
      results.push(
        lighthouse(p.path, scores, { template: p.template, formFactor: pass.formFactor as 'mobile' | 'desktop' }),
      );
    }
  }
  report.browser = {
    profile: 'full',
    axe: [],
    lighthouse: results,
    representatives: plan.representatives,
    durationMs: { axe: 0, lighthouse: 0 },
  };
  return { report, config };
}

const rowsOf = (report: AuditReport) => {
  const lines = pagesCsv(report).slice(1).trim().split('\r\n');
  expect(lines[0].split(',')).toEqual(CSV_COLUMNS);
  // No cell of these rows holds a comma or quote (no title or description column is checked here).
  return new Map(
    lines.slice(1).map((line) => {
      const cells = line.split(',');
      return [cells[0], Object.fromEntries(CSV_COLUMNS.map((c, i) => [c, cells[i]]))];
    }),
  );
};

describe('pages.csv of a full run', () => {
  it('has Accessibility, Best Practices and SEO on every page; Performance on the timed page of each template', async () => {
    const { report } = await fullRun(null);
    const rows = rowsOf(report);
    expect([...rows.keys()].sort()).toEqual(['/', '/404', '/a-page', '/b-page', '/c-page', '/d-page', '/e-page']);
    for (const [path, row] of rows) {
      if (path === '/404') continue;
      for (const column of THREE) expect(row[column], `${path} ${column}`).toMatch(/^\d+$/);
    }
    expect(rows.get('/a-page')!['accessibility (mobile)']).toBe('99');
    // Performance is still timed on one page a template (here / and /a-page), desktop once.
    expect(
      [...rows]
        .filter(([, r]) => r['performance (mobile)'] !== '')
        .map(([p]) => p)
        .sort(),
    ).toEqual(['/', '/404', '/a-page']);
    expect(rows.get('/a-page')!['performance (desktop)']).toBe('100');
    // The 404 page is not blank either: Lighthouse measures pages answering 200 only.
    expect(Object.fromEntries(THREE.map((c) => [c, rows.get('/404')![c]]))).toEqual(
      Object.fromEntries(THREE.map((c) => [c, 'n/a'])),
    );
  }, 30_000);

  it('says "failed" where a page’s run failed, never a blank, and the report’s per-page table says so too', async () => {
    const { report, config } = await fullRun('/d-page');
    const row = rowsOf(report).get('/d-page')!;
    expect(THREE.map((c) => row[c])).toEqual(['failed', 'failed', 'failed']);
    expect(row['performance (mobile)']).toBe('');
    const failed = report.browser!.lighthouse.find((l) => l.path === '/d-page')!;
    expect(failed).toMatchObject({
      state: 'error',
      note: 'The run failed: Lighthouse failed on /d-page (mobile): Target closed',
    });

    const html = htmlReport(report, { config, history: [] });
    const cells = (path: string) =>
      [...html.matchAll(new RegExp(`<tr id="page-${path}"[^]*?</tr>`, 'g'))][0][0].match(
        /<td class="num[^"]*"[^>]*data-col="[a-z-]+"[^>]*>.*?<\/td>/g,
      )!;
    expect(
      cells('/d-page')
        .slice(1)
        .map((c) => c.replace(/<[^>]+>/g, '')),
    ).toEqual(['failed', 'failed', 'failed']);
    expect(cells('/d-page')[1]).toContain('title="The run failed: Lighthouse failed on /d-page');
    expect(
      cells('/404')
        .slice(1)
        .map((c) => c.replace(/<[^>]+>/g, '')),
    ).toEqual(['n/a', 'n/a', 'n/a']);
    expect(
      cells('/c-page')
        .slice(1)
        .map((c) => c.replace(/<[^>]+>/g, '')),
    ).toEqual(['100', '99', '98']);
    expect(lighthouseLimits(config, 'page').accessibility).toBe(1);
  }, 30_000);
});

describe('a score cell', () => {
  it('is the score, n/a on a page Lighthouse does not load, failed for a run or category that could not score, else empty', () => {
    const measured = lighthouse('/x', { accessibility: 0.9, seo: null });
    expect(categoryCell(measured, 'accessibility')).toBe(90);
    expect(categoryCell(measured, 'seo')).toBe('failed');
    expect(categoryCell(measured, 'performance')).toBeNull();
    expect(categoryCell(undefined, 'seo')).toBeNull();
    expect(categoryCell(lighthouse('/x', {}, { state: 'not-applicable' }), 'seo')).toBe('n/a');
    const runtime = lighthouse('/x', {}, { state: 'error', note: 'NO_FCP: …' });
    expect(categoryCell(runtime, 'best-practices')).toBe('failed');
    expect(categoryCell(runtime, 'performance')).toBeNull();
  });
});
