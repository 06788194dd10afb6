/**
 * Every page scored, with the real Lighthouse (issue 60): the full profile's plan over a fixture build
 * of two templates, carried out by the browser checks, gives Accessibility, Best Practices and SEO on
 * every page, the untimed pages by one run each of those three categories, and pages.csv has them all.
 * audit/test/every-page-scores.test.ts checks the same columns without a browser, failed runs included.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { EVERY_PAGE_CATEGORIES } from '../config';
import { runBrowserChecks } from '../browser';
import { measurementPlan } from '../measurement-plan';
import { CSV_COLUMNS, pagesCsv } from '../report/csv';
import { auditFixture, fixtureSite, testConfig, type FixtureSite } from './fixture-site';

let site: FixtureSite | null = null;
afterEach(() => site?.cleanup());

describe('a full run on a fixture build', () => {
  it('scores Accessibility, Best Practices and SEO on every page, and pages.csv has the three on every row', async () => {
    site = fixtureSite();
    for (const path of ['/c-page', '/d-page']) site.page({ path });
    site.sitemap(['/', '/a-page', '/b-page', '/c-page', '/d-page']);
    const config = testConfig();
    // The full profile as committed, with one timed run a template so the test stays short.
    config.lighthouse = { ...config.lighthouse, formFactors: ['mobile'], runs: { mobile: 1 }, changedPages: 0 };
    config.interactions.enabled = false;
    const report = await auditFixture(site, { only: ['titles'], config });
    for (const p of report.pages) p.template = p.path === '/' ? 'home' : 'page';
    const pages = report.pages.map(({ path, status, template }) => ({ path, status, template }));
    const plan = measurementPlan({ pages, config, profile: 'full', foreign: false, changed: [] });
    report.browser = await runBrowserChecks(site.dist, pages, config, { profile: 'full', out: null, axe: false, plan });

    const lh = report.browser.lighthouse;
    expect(lh.map((l) => [l.path, l.state, l.representative]).sort()).toEqual([
      ['/', 'measured', true],
      ['/a-page', 'measured', true],
      ['/b-page', 'measured', false],
      ['/c-page', 'measured', false],
      ['/d-page', 'measured', false],
    ]);
    // The untimed pages: one run of the three categories, no Performance.
    for (const l of lh.filter((x) => !x.representative))
      expect(Object.keys(l.scores).sort()).toEqual([...EVERY_PAGE_CATEGORIES].sort());

    const lines = pagesCsv(report).slice(1).trim().split('\r\n');
    const column = (name: string) => CSV_COLUMNS.indexOf(name);
    for (const line of lines.slice(1)) {
      const cells = line.split(',');
      for (const c of EVERY_PAGE_CATEGORIES)
        expect(cells[column(`${c} (mobile)`)], `${cells[0]} ${c}`).toMatch(/^\d+$/);
    }
    expect(lines).toHaveLength(1 + 5);
  }, 240_000);
});
