/** Trends: a lowered score against a fake history entry is a regression that fails the gate, and summary.md shows the delta. */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { defaultConfig } from '../../audit/config';
import { appendHistory, applyComparison, compare, readHistory, summarize, type RunSummary } from '../../audit/history';
import { markdownReport } from '../../audit/report/markdown';
import type { AuditReport } from '../../audit/run';
import type { LighthousePage } from '../../audit/browser/lighthouse';

let dir = '';
afterEach(() => dir && rmSync(dir, { recursive: true, force: true }));

const lhPage = (path: string, scores: LighthousePage['scores']): LighthousePage => ({
  path, template: 'service', formFactor: 'mobile', state: 'measured', note: null, representative: true, scores, performanceRuns: [scores.performance ?? 0],
  metrics: { lcpMs: 1500, tbtMs: 20, cls: 0.01, fcpMs: 900, siMs: 1200 }, report: null, failedAudits: [], outside: [], durationMs: 1,
});

function fakeReport(scores: LighthousePage['scores']): AuditReport {
  return {
    schemaVersion: 1, generatedAt: '2026-05-02T10:00:00.000Z', dist: 'dist', siteUrl: 'https://www.example.com', configPath: null,
    durationMs: { crawl: 1, rules: 1, total: 2 },
    summary: { pages: 1, rules: 0, checks: 0, errors: 0, warnings: 0, infos: 0, toolErrors: 0, passed: true },
    thresholds: [{ name: 'errors', limit: 0, actual: 0, ok: true }], rules: [], pages: [], findings: [], toolErrors: [], checks: [],
    browser: { profile: 'full', axe: [], lighthouse: [lhPage('/oven-repair', scores)], representatives: { service: '/oven-repair' }, durationMs: { axe: 0, lighthouse: 0 } },
  };
}

describe('history and regressions', () => {
  it('reports a score that fell by more than the allowed points as a regression and fails the gate', () => {
    const config = defaultConfig();
    config.regression.maxDropPoints = 2;
    const previous: RunSummary = summarize(fakeReport({ performance: 0.99, accessibility: 1, 'best-practices': 1, seo: 1 }));
    previous.generatedAt = '2026-05-01T10:00:00.000Z';
    // Performance still meets its 0.95 threshold, but fell 3 points (more than the 2 allowed).
    const report = fakeReport({ performance: 0.96, accessibility: 1, 'best-practices': 1, seo: 1 });
    expect(report.summary.passed).toBe(true);
    applyComparison(report, compare(summarize(report), previous, config, 'history'), config);
    expect(report.comparison!.regressions).toEqual([expect.objectContaining({ page: '/oven-repair', category: 'performance', before: 0.99, after: 0.96, points: -3 })]);
    expect(report.findings).toEqual([expect.objectContaining({ ruleId: 'trend/score-drop', page: '/oven-repair', severity: 'error' })]);
    expect(report.summary.passed).toBe(false);
    const md = markdownReport(report);
    expect(md).toContain('| Performance | mobile | 99 | 96 | -3 |');
    expect(md).toMatch(/\*\*Regressions\*\*[\s\S]*`\/oven-repair` Performance \(mobile\) 99 → 96 \(-3 points\)/);
  });

  it('lets a small drop pass and honours a per-category allowance', () => {
    const config = defaultConfig();
    const previous = summarize(fakeReport({ performance: 0.99, accessibility: 1, 'best-practices': 1, seo: 1 }));
    const report = fakeReport({ performance: 0.96, accessibility: 1, 'best-practices': 1, seo: 1 });
    config.regression.maxDropPoints = 2;
    config.regression.perCategory.performance = 10;
    applyComparison(report, compare(summarize(report), previous, config, 'history'), config);
    expect(report.comparison!.regressions).toEqual([]);
    expect(report.summary.passed).toBe(true);
  });

  it('appends one JSON line per run and keeps the configured number', () => {
    dir = mkdtempSync(join(tmpdir(), 'audit-history-'));
    const file = join(dir, 'history.jsonl');
    const run = summarize(fakeReport({ performance: 0.99 }));
    for (let i = 0; i < 4; i++) appendHistory(file, { ...run, generatedAt: `2026-05-0${i + 1}T00:00:00.000Z` }, 3);
    expect(readHistory(file).map((r) => r.generatedAt.slice(0, 10))).toEqual(['2026-05-02', '2026-05-03', '2026-05-04']);
  });
});
