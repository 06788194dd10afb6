/**
 * "Fixed" and "passed" only where both runs measured the rule on the page. Lighthouse times one page
 * per template (plus the changed pages) and scores the rest without timing; axe checks a sample in
 * the fast profile. A finding gone from a page this run did not time is "not measured this run", never
 * fixed, and a finding on a page the baseline did not time is "not checked → failed", and listed.
 */
import { describe, expect, it } from 'vitest';
import { defaultConfig } from '../config';
import { summarize } from '../history';
import { compare } from '../compare-runs';
import { changeLine } from '../report/changes-md';
import type { AuditReport, RunSummary } from '../report-data';
import { ALL_RULES, fakeReport, finding, lighthouse, scores } from './report-fixture';

const config = defaultConfig();
const PAGES: [string, number][] = [
  ['/a', 200],
  ['/b', 200],
];
const METRICS = { lcpMs: 1000, tbtMs: 10, cls: 0, fcpMs: 800, siMs: 900 };
/** Lighthouse timed `timed` (Performance and its metrics) and ran the other categories, untimed, on every other page. */
const measuredOn = (timed: string[]) =>
  PAGES.map(([p]) =>
    timed.includes(p)
      ? lighthouse(p, scores(0.9), { metrics: METRICS })
      : lighthouse(p, { accessibility: 1, 'best-practices': 1, seo: 1 }),
  );
const APP_COST = (page: string) => finding('lighthouse/app-cost', page);
const run = (at: string, timed: string[], findings: ReturnType<typeof finding>[], axe?: string[]): RunSummary => {
  const report = fakeReport({ pages: PAGES, lighthouse: measuredOn(timed), findings, rules: ALL_RULES, at });
  if (axe) report.browser!.axe = axe.map((path) => axePage(path));
  return summarize(report);
};
const axePage = (path: string): NonNullable<AuditReport['browser']>['axe'][number] => ({
  path,
  template: 'service',
  status: 200,
  violations: [],
  smallTargets: [],
  targetsChecked: 0,
  hiddenFocus: [],
  focusablesChecked: 0,
  outside: [],
  errors: [],
  durationMs: 0,
});
const items = (current: RunSummary, baseline: RunSummary) =>
  compare(current, baseline, config, 'test').items.map((i) => [i.kind, i.page, i.before, i.after]);

describe('a timing finding', () => {
  const before = run('2026-05-01T10:00:00.000Z', ['/a', '/b'], [APP_COST('/a')]);

  it('is fixed when the page was timed in both runs', () => {
    const after = run('2026-05-02T10:00:00.000Z', ['/a'], []);
    expect(items(after, before)).toEqual([['fixed', '/a', 'failed', 'passed']]);
  });

  it('is not fixed when this run did not time the page: "failed → not measured this run", without a ✅', () => {
    const after = run('2026-05-02T10:00:00.000Z', ['/b'], []);
    const result = compare(after, before, config, 'test');
    expect(result.fixedFindings).toEqual([]);
    expect(items(after, before)).toEqual([['not-measured', '/a', 'failed', 'not measured this run']]);
    const line = changeLine(result.items[0], 'https://www.example.com');
    expect(line).not.toContain('✅');
    expect(line).toMatch(/not measured this run/);
  });

  it('is ranked after every other change', () => {
    const after = run('2026-05-02T10:00:00.000Z', ['/b'], [finding('titles/title-unique', '/b')]);
    expect(items(after, before).map(([kind]) => kind)).toEqual(['new', 'not-measured']);
  });
});

describe('a new finding on a page the baseline did not time', () => {
  it('is listed as "not checked → failed", not dropped and not "passed → failed"', () => {
    const before = run('2026-05-01T10:00:00.000Z', ['/a'], []);
    const after = run('2026-05-02T10:00:00.000Z', ['/a', '/b'], [APP_COST('/a'), APP_COST('/b')]);
    expect(items(after, before)).toEqual([
      ['new', '/a', 'passed', 'failed'],
      ['newly-checked', '/b', 'not checked', 'failed'],
    ]);
    expect(compare(after, before, config, 'test').newFindings).toEqual(['lighthouse/app-cost /a']);
  });
});

describe('an axe finding', () => {
  const before = run('2026-05-01T10:00:00.000Z', ['/a'], [finding('axe/image-alt', '/a')], ['/a', '/b']);

  it('is fixed when axe checked the page again', () => {
    const after = run('2026-05-02T10:00:00.000Z', ['/a'], [], ['/a']);
    expect(items(after, before)).toEqual([['fixed', '/a', 'failed', 'passed']]);
  });

  it('is not measured when a fast run sampled other pages', () => {
    const after = run('2026-05-02T10:00:00.000Z', ['/a'], [], ['/b']);
    expect(items(after, before)).toEqual([['not-measured', '/a', 'failed', 'not measured this run']]);
  });
});
