/**
 * `seo-audit assert` judges saved results (what `collect` wrote) with no build and no browser: a
 * threshold or severity changed in the configuration changes the verdict without measuring again,
 * and a changed measuring setting is refused rather than judged as if it had been measured.
 */
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cli } from '../cli';
import { RESULTS_FILE, type CollectedResults } from '../collected';
import { defaultConfig } from '../config';
import { measurementPlan, planRecord } from '../measurement-plan';
import type { AxePage } from '../browser/axe';
import type { AuditReport } from '../report-data';
import { fixtureSite } from './fixture-site';

// Judging must never start a browser: any launch fails the test.
vi.mock('../browser/chrome', async (original) => ({
  ...(await original<typeof import('../browser/chrome')>()),
  launchAuditBrowser: () => {
    throw new Error('assert launched a browser');
  },
}));

const temps: string[] = [];
const temp = () => {
  const dir = mkdtempSync(join(tmpdir(), 'audit-assert-'));
  temps.push(dir);
  return dir;
};
afterEach(() => {
  for (const dir of temps.splice(0)) rmSync(dir, { recursive: true, force: true });
  vi.restoreAllMocks();
});

const quiet = () => {
  const logs: string[] = [];
  vi.spyOn(console, 'log').mockImplementation(() => undefined);
  vi.spyOn(console, 'error').mockImplementation((...a: unknown[]) => void logs.push(a.join(' ')));
  return logs;
};

/** An axe result of `path` with no violation, as the browser would have measured it. */
const axePage = (path: string): AxePage => ({
  path,
  template: '/',
  status: 200,
  violations: [],
  smallTargets: [],
  targetsChecked: 1,
  hiddenFocus: [],
  focusablesChecked: 1,
  outside: [],
  errors: [],
  durationMs: 1,
});

/**
 * Results collected from a fixture build with a too-short title, and axe's stand-in measurement of
 * one page added as a browser run would have written it; the build is deleted afterwards.
 */
async function savedResults(): Promise<string> {
  const site = fixtureSite();
  site.page({ path: '/a-page', title: 'Short' });
  const dir = temp();
  const measuring = ['--dist', site.dist, '--no-manifest', '--only', 'titles', '--no-history', '--out', dir];
  expect(await cli(['collect', ...measuring])).toBe(0);
  site.cleanup();
  const file = join(dir, RESULTS_FILE);
  const results = JSON.parse(readFileSync(file, 'utf8')) as CollectedResults;
  const plan = measurementPlan({ pages: results.pages, config: defaultConfig(), profile: 'full', foreign: true });
  const measured: CollectedResults = {
    ...results,
    measuring: { ...results.measuring, profile: 'full' },
    plan: planRecord(plan),
    browser: {
      profile: 'full',
      axe: [axePage('/a-page')],
      lighthouse: [],
      representatives: plan.representatives,
      durationMs: { axe: 1, lighthouse: 0 },
    },
  };
  writeFileSync(file, JSON.stringify(measured));
  return dir;
}

async function assertWith(results: string, config: object | null) {
  const out = temp();
  const args = ['assert', results, '--no-history', '--format', 'json', '--out', out];
  if (config) {
    writeFileSync(join(out, 'audit.config.json'), JSON.stringify(config));
    args.push('--config', join(out, 'audit.config.json'));
  }
  const code = await cli(args);
  const file = join(out, 'report.json');
  return { code, report: existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as AuditReport) : null };
}

const keys = (r: AuditReport | null) => r?.findings.map((f) => `${f.severity} ${f.ruleId} ${f.page}`).sort();

describe('seo-audit assert', () => {
  it('judges saved results with neither the build nor a browser, and a changed threshold flips the verdict', async () => {
    const logs = quiet();
    const results = await savedResults();
    const strict = await assertWith(results, null);
    expect(strict.code).toBe(1);
    expect(keys(strict.report)).toEqual(['error titles/title-length /a-page']);
    expect(strict.report!.thresholds.find((t) => t.name === 'errors')).toMatchObject({ actual: 1, ok: false });
    // The browser's raw results are judged here too: axe's threshold and checks.
    expect(strict.report!.thresholds.find((t) => t.name === 'axe violations (elements)')).toMatchObject({ ok: true });
    expect(strict.report!.checks).toContainEqual({ ruleId: 'axe/run', page: '/a-page' });
    // The same results, judged again under a looser threshold: the same findings, another verdict.
    const loose = await assertWith(results, { thresholds: { maxErrors: 1 } });
    expect(loose.code).toBe(0);
    expect(keys(loose.report)).toEqual(keys(strict.report));
    expect(loose.report!.summary.passed).toBe(true);
    // A severity is the judge's too: the rule switched off leaves no finding and no check.
    const off = await assertWith(results, { rules: { 'titles/title-length': 'off' } });
    expect(off.code).toBe(0);
    expect(keys(off.report)).toEqual([]);
    expect(off.report!.checks.some((c) => c.ruleId === 'titles/title-length')).toBe(false);
    expect(logs.join('\n')).not.toContain('launched a browser');
  });

  it('records a run judged twice once in the history, and never compares it with itself', async () => {
    quiet();
    const results = await savedResults();
    const history = join(temp(), 'history.jsonl');
    const outs = [temp(), temp()];
    for (const out of outs)
      expect(await cli(['assert', results, '--history', history, '--format', 'json', '--out', out])).toBe(1);
    expect(readFileSync(history, 'utf8').trim().split('\n')).toHaveLength(1);
    const again = JSON.parse(readFileSync(join(outs[1], 'report.json'), 'utf8')) as AuditReport;
    expect(again.comparison).toBeUndefined();
  });

  it('refuses results measured under another measuring configuration, naming why', async () => {
    const logs = quiet();
    const results = await savedResults();
    const changed = await assertWith(results, { options: { titleLength: { min: 4, max: 60 } } });
    expect(changed.code).toBe(2);
    expect(changed.report).toBeNull();
    expect(logs.at(-1)).toMatch(/^assert: these results were measured with another configuration .*collect again/);
  });

  it('judges a build collected without its manifest under --site-url, which is the results’ own', async () => {
    quiet();
    const site = fixtureSite();
    const dir = temp();
    const measuring = ['--dist', site.dist, '--no-manifest', '--site-url', 'https://docs.example.org'];
    expect(await cli(['collect', ...measuring, '--only', 'titles', '--no-history', '--out', dir])).toBe(0);
    site.cleanup();
    // Judged, not refused (2): the address is no measuring setting of the default configuration assert starts from.
    const { code, report } = await assertWith(dir, null);
    expect(code).toBe(0);
    expect(report!.siteUrl).toBe('https://docs.example.org');
    expect(report!.pages.map((p) => p.path)).toContain('/a-page');
  });

  it('writes the reports of a judged run again with `report`', async () => {
    quiet();
    const { report } = await assertWith(await savedResults(), null);
    const out = temp();
    const file = join(out, 'judged.json');
    writeFileSync(file, JSON.stringify(report));
    expect(await cli(['report', file, '--format', 'md,junit', '--no-history', '--out', out])).toBe(0);
    expect(readFileSync(join(out, 'summary.md'), 'utf8')).toContain('titles/title-length');
    expect(readFileSync(join(out, 'junit.xml'), 'utf8')).toContain('<testcase classname="titles/title-length"');
    expect(existsSync(join(out, 'index.html'))).toBe(false);
  });

  it('compares with the last run of the same profile, not a later run of another, and says so', async () => {
    quiet();
    const results = await savedResults();
    const line = (generatedAt: string, profile: string) => ({
      generatedAt,
      profile,
      passed: true,
      totals: { pages: 1, errors: 0, warnings: 0 },
      categories: {},
      pages: {},
      findings: [],
      checked: { axe: true, lighthouse: [] },
    });
    const out = temp();
    const history = join(out, 'history.jsonl');
    const lines = [line('2026-01-01T10:00:00.000Z', 'full'), line('2026-01-04T10:00:00.000Z', 'fast')];
    writeFileSync(history, lines.map((l) => JSON.stringify(l)).join('\n') + '\n');
    expect(await cli(['assert', results, '--history', history, '--format', 'json', '--out', out])).toBe(1);
    const report = JSON.parse(readFileSync(join(out, 'report.json'), 'utf8')) as AuditReport;
    expect(report.comparison!.against).toMatchObject({
      generatedAt: '2026-01-01T10:00:00.000Z',
      profile: 'full',
      source: `the last full run in ${history}`,
    });
  });
});
