/** Trends: a lowered score against a fake history entry is a regression that fails the gate, and summary.md shows the delta. */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { defaultConfig } from '../config';
import { appendHistory, applyComparison, readHistory, summarize } from '../history';
import { compare } from '../compare-runs';
import { markdownReport } from '../report/markdown';
import type { AuditReport, RunSummary } from '../report-data';
import type { LighthousePage } from '../browser/lighthouse';
import { STATIC_RULES } from '../browser/findings';
import { ruleTitles } from '../rule-titles';
import { commitInfo, commitLabel } from '../git';
import { htmlReport } from '../report/html';
import { appendFileSync, readFileSync, writeFileSync } from 'node:fs';

let dir = '';
afterEach(() => dir && rmSync(dir, { recursive: true, force: true }));

const lhPage = (path: string, scores: LighthousePage['scores']): LighthousePage => ({
  path,
  template: 'service',
  formFactor: 'mobile',
  state: 'measured',
  note: null,
  representative: true,
  scores,
  performanceRuns: [scores.performance ?? 0],
  metrics: { lcpMs: 1500, tbtMs: 20, cls: 0.01, fcpMs: 900, siMs: 1200 },
  report: null,
  failedAudits: [],
  outside: [],
  durationMs: 1,
});

/** Every rule the audit has, as a full run lists them. */
const ALL_RULES: AuditReport['rules'] = Object.entries(ruleTitles()).map(([id, title]) => ({
  id,
  family: id.split('/')[0],
  severity: 'error',
  scope: 'page',
  title,
  fix: '',
  docs: null,
  durationMs: 0,
}));

function fakeReport(scores: LighthousePage['scores']): AuditReport {
  return {
    schemaVersion: 1,
    generatedAt: '2026-05-02T10:00:00.000Z',
    dist: 'dist',
    siteUrl: 'https://www.example.com',
    configPath: null,
    durationMs: { crawl: 1, rules: 1, total: 2 },
    summary: { pages: 1, rules: 0, checks: 0, errors: 0, warnings: 0, infos: 0, toolErrors: 0, passed: true },
    thresholds: [{ name: 'errors', limit: 0, actual: 0, ok: true }],
    rules: [...ALL_RULES],
    pages: [],
    findings: [],
    toolErrors: [],
    checks: [],
    browser: {
      profile: 'full',
      axe: [],
      lighthouse: [lhPage('/oven-repair', scores)],
      representatives: { service: '/oven-repair' },
      durationMs: { axe: 0, lighthouse: 0 },
    },
  };
}

describe('history and regressions', () => {
  it('reports a score that fell by more than the allowed points as a regression and fails the gate', () => {
    const config = defaultConfig();
    config.regression.maxDropPoints = 2;
    const previous: RunSummary = summarize(
      fakeReport({ performance: 0.99, accessibility: 1, 'best-practices': 1, seo: 1 }),
    );
    previous.generatedAt = '2026-05-01T10:00:00.000Z';
    // Performance still meets its 0.95 threshold, but fell 3 points (more than the 2 allowed), and fell as far when
    // the page was measured again in the same run: a timing finding fails only when reproduced (audit/reproduce.ts).
    const report = fakeReport({ performance: 0.96, accessibility: 1, 'best-practices': 1, seo: 1 });
    const run = { performance: 0.96, lcpMs: 1500, tbtMs: 20, cls: 0.01 };
    report.browser!.lighthouse[0].confirmation = {
      missed: ['performance'],
      page: [run],
      judged: [run],
      scriptFree: [],
      control: [{ a: run, b: run }],
      load: [0.3, 0.3],
      benchmarkIndex: null,
    };
    applyComparison(report, compare(summarize(report), previous, config, 'history'), config);
    expect(report.thresholds.find((t) => t.name.startsWith('score drops'))).toEqual({
      name: 'score drops over 2 points since the baseline',
      limit: 0,
      actual: 1,
      ok: false,
    });
    expect(report.comparison!.regressions).toEqual([
      expect.objectContaining({ page: '/oven-repair', category: 'performance', before: 0.99, after: 0.96, points: -3 }),
    ]);
    expect(report.findings).toEqual([
      expect.objectContaining({ ruleId: 'trend/score-drop', page: '/oven-repair', severity: 'error' }),
    ]);
    expect(report.summary.passed).toBe(false);
    const md = markdownReport(report);
    expect(md).toContain('| Performance | mobile | 99 | 96 | -3 |');
    expect(md).toContain(
      '- 🔻 regression: **Performance 99 → 96** on [/oven-repair](https://www.example.com/oven-repair)',
    );
  });

  it('reads a Performance drop measured once as a warning the machine could not resolve, never an error', () => {
    const config = defaultConfig();
    config.regression.maxDropPoints = 2;
    const previous = summarize(fakeReport({ performance: 0.99, accessibility: 1, 'best-practices': 1, seo: 1 }));
    const report = fakeReport({ performance: 0.9, accessibility: 1, 'best-practices': 1, seo: 1 });
    applyComparison(report, compare(summarize(report), previous, config, 'history'), config);
    expect(report.findings).toEqual([
      expect.objectContaining({
        ruleId: 'trend/score-drop',
        severity: 'warning',
        message: expect.stringMatching(/Measured once: not resolved on this machine: measure on a quieter one\.$/),
      }),
    ]);
    expect(report.summary.passed).toBe(true);
  });

  it('lets a small drop pass and honours a per-category allowance', () => {
    const config = defaultConfig();
    const previous = summarize(fakeReport({ performance: 0.99, accessibility: 1, 'best-practices': 1, seo: 1 }));
    const report = fakeReport({ performance: 0.96, accessibility: 1, 'best-practices': 1, seo: 1 });
    config.regression.maxDropPoints = 2;
    config.regression.perCategory.performance = 10;
    // A stale verdict: the gate must recompute it from the thresholds, not keep what it was given.
    report.summary.passed = false;
    applyComparison(report, compare(summarize(report), previous, config, 'history'), config);
    expect(report.comparison!.changes).toEqual([expect.objectContaining({ category: 'performance', points: -3 })]);
    expect(report.comparison!.regressions).toEqual([]);
    expect(report.thresholds.find((t) => t.name.startsWith('score drops'))).toMatchObject({ actual: 0, ok: true });
    expect(report.summary.passed).toBe(true);
  });

  it('appends one JSON line per run and keeps the configured number', () => {
    dir = mkdtempSync(join(tmpdir(), 'audit-history-'));
    const file = join(dir, 'history.jsonl');
    const run = summarize(fakeReport({ performance: 0.99 }));
    for (let i = 0; i < 4; i++) appendHistory(file, { ...run, generatedAt: `2026-05-0${i + 1}T00:00:00.000Z` }, 3);
    expect(readHistory(file).map((r) => r.generatedAt.slice(0, 10))).toEqual([
      '2026-05-02',
      '2026-05-03',
      '2026-05-04',
    ]);
  });

  it('checks every line when read, and keeps a field a newer audit added when the file is trimmed', () => {
    dir = mkdtempSync(join(tmpdir(), 'audit-history-'));
    const file = join(dir, 'history.jsonl');
    const run = summarize(fakeReport({ performance: 0.99 }));
    const older = { ...run, generatedAt: '2026-05-01T00:00:00.000Z' };
    const newer = { ...run, generatedAt: '2026-05-02T00:00:00.000Z', addedLater: { kept: true } };
    writeFileSync(file, `${JSON.stringify(older)}\n${JSON.stringify(newer)}\n`);
    appendHistory(file, { ...run, generatedAt: '2026-05-03T00:00:00.000Z' }, 2);
    expect(readFileSync(file, 'utf8').split('\n')[0]).toBe(JSON.stringify(newer));
    appendFileSync(file, `${JSON.stringify({ ...run, generatedAt: '2026-05-04T00:00:00.000Z', passed: 'yes' })}\n`);
    expect(() => readHistory(file)).toThrow(
      `Invalid history line in ${file}:3:\n  ${file}:3: passed: Invalid input: expected boolean, received string (is "yes")`,
    );
  });

  it('says what changed in words, the new TBT finding first with before → after, and heads summary.md and the HTML with it', () => {
    const config = defaultConfig();
    const titles = ruleTitles();
    const previous = summarize(fakeReport({ performance: 1, accessibility: 1, 'best-practices': 1, seo: 1 }), {
      hash: 'aaaa1111',
      branch: 'main',
      dirty: false,
    });
    previous.pages['/oven-repair'].metrics!.tbtMs = 12;
    previous.findings = ['titles/title-unique /about'];
    previous.messages = { 'titles/title-unique /about': 'Title "Oven repair" is also used by /oven-repair.' };
    previous.generatedAt = '2026-05-01T10:00:00.000Z';
    const report = fakeReport({ performance: 0.97, accessibility: 1, 'best-practices': 1, seo: 1 });
    report.browser!.lighthouse[0].metrics!.tbtMs = 79;
    report.findings.push({
      ruleId: 'lighthouse/tbt',
      family: 'lighthouse',
      severity: 'error',
      page: '/oven-repair',
      template: 'service',
      message: 'Total Blocking Time 79 ms on mobile is over 50 ms.',
    });
    report.rules.push(...STATIC_RULES);
    const current = summarize(report, { hash: 'bbbb2222', branch: 'main', dirty: true });
    // /about was audited again: its title finding is gone there, so it is fixed.
    current.audited = ['/about', '/oven-repair'];
    applyComparison(report, compare(current, previous, config, 'history', titles), config);
    const items = report.comparison!.items;
    expect(items.map((i) => [i.kind, i.what, i.page])).toEqual([
      ['new', 'TBT 12 → 79 ms', '/oven-repair'],
      ['worse', 'Performance 100 → 97', '/oven-repair'],
      [
        'fixed',
        'No two indexable pages share a title, so each page can rank for its own topic: failed → passed',
        '/about',
      ],
    ]);
    expect(items[2].detail).toBe('Title "Oven repair" is also used by /oven-repair.');
    const md = markdownReport(report);
    const heading = md.indexOf('## What changed since the full run of 2026-05-01 10:00 UTC, aaaa1111 (main)');
    expect(heading).toBeGreaterThan(0);
    expect(heading).toBeLessThan(md.indexOf('| errors |'));
    expect(md).toContain(
      '- ❌ new: **TBT 12 → 79 ms** on [/oven-repair](https://www.example.com/oven-repair): Total Blocking Time 79 ms on mobile is over 50 ms.',
    );
    const html = htmlReport(report, { config, history: [previous] });
    expect(html).toMatch(
      /<li class="change new" data-rule="lighthouse\/tbt"><span class="ch-kind">new<\/span> <b title="[^"]*">TBT 12 → 79 ms<\/b> on <a href="#page-\/oven-repair">/,
    );
  });

  it('lists a finding both runs have when its value got clearly worse, and not when it moved within the noise', () => {
    const config = defaultConfig();
    const tbt = (before: number, after: number) => {
      const previous = summarize(fakeReport({ performance: 1 }));
      previous.pages['/oven-repair'].metrics!.tbtMs = before;
      previous.findings = ['lighthouse/tbt /oven-repair'];
      const report = fakeReport({ performance: 1 });
      report.browser!.lighthouse[0].metrics!.tbtMs = after;
      report.findings.push({
        ruleId: 'lighthouse/tbt',
        family: 'lighthouse',
        severity: 'error',
        page: '/oven-repair',
        template: 'service',
        message: `Total Blocking Time ${after} ms on mobile is over 50 ms.`,
      });
      report.rules.push(...STATIC_RULES);
      applyComparison(report, compare(summarize(report), previous, config, 'history', ruleTitles()), config);
      return report;
    };
    const worse = tbt(71, 121);
    expect(worse.comparison!.items.map((i) => [i.kind, i.what])).toEqual([['still', 'TBT 71 → 121 ms']]);
    expect(markdownReport(worse)).toContain('- ❌ still failing, worse: **TBT 71 → 121 ms** on [/oven-repair]');
    expect(tbt(71, 90).comparison!.items).toEqual([]);
  });

  it('leaves out a one-point move of a Performance score (machine noise) but lists one of Accessibility', () => {
    const config = defaultConfig();
    const previous = summarize(fakeReport({ performance: 1, accessibility: 1, 'best-practices': 1, seo: 1 }));
    const report = fakeReport({ performance: 0.99, accessibility: 0.99, 'best-practices': 1, seo: 1 });
    applyComparison(report, compare(summarize(report), previous, config, 'history'), config);
    expect(report.comparison!.changes.map((c) => c.category).sort()).toEqual(['accessibility', 'performance']);
    expect(report.comparison!.items.map((i) => [i.kind, i.what])).toEqual([['worse', 'Accessibility 100 → 99']]);
  });

  it('shows one line and no table of zeros when nothing changed', () => {
    const config = defaultConfig();
    const previous = summarize(fakeReport({ performance: 1, accessibility: 1, 'best-practices': 1, seo: 1 }));
    const report = fakeReport({ performance: 1, accessibility: 1, 'best-practices': 1, seo: 1 });
    applyComparison(report, compare(summarize(report), previous, config, 'history'), config);
    expect(report.comparison!.items).toEqual([]);
    const md = markdownReport(report);
    expect(md).toContain('Nothing changed since the full run of 2026-05-02 10:00 UTC, no commit.');
    expect(md).not.toContain('| category | form factor | before | now | change |');
    expect(htmlReport(report, { config, history: [] })).toContain('data-testid="no-changes"');
  });

  it('reads lines two branches appended (a union merge) in time order, without duplicates', () => {
    dir = mkdtempSync(join(tmpdir(), 'audit-history-'));
    const file = join(dir, 'history.jsonl');
    const run = summarize(fakeReport({ performance: 0.99 }));
    const line = (d: string, branch: string) =>
      JSON.stringify({
        ...run,
        generatedAt: `2026-05-0${d}T00:00:00.000Z`,
        commit: { hash: `${d}`.repeat(8), branch, dirty: false },
      });
    writeFileSync(file, `${line('1', 'main')}\n${line('3', 'b')}\n`);
    appendFileSync(file, `${line('2', 'a')}\n${line('1', 'main')}\n`);
    expect(readHistory(file).map((r) => `${r.generatedAt.slice(8, 10)} ${r.commit!.branch}`)).toEqual([
      '01 main',
      '02 a',
      '03 b',
    ]);
  });

  it('ties a run to its commit: short hash, branch and whether the tree has uncommitted changes', () => {
    const c = commitInfo();
    expect(c.hash).toMatch(/^[0-9a-f]{8}$/);
    expect(typeof c.dirty).toBe('boolean');
    expect(commitLabel({ hash: 'abcd1234', branch: 'main', dirty: true })).toBe('abcd1234* (main)');
    expect(commitLabel(undefined)).toBe('no commit');
  });
});
