/**
 * The gate knows the machine's noise: a figure that misses its limit on the clock but not on the
 * page's own CPU time is information marked within noise, never a failure; one that misses on both
 * fails as before. The CPU-time trace is the recorded one with the machine's share taken out.
 */
import { describe, expect, it } from 'vitest';
import { mainThreadTimes, onCpuTime } from '../browser/cpu-time.mjs';
import { browserFindings } from '../browser/findings';
import type { ClockFigures, LighthousePage, Metrics } from '../browser/lighthouse';
import { defaultConfig } from '../config';
import { summarize } from '../history';
import type { AuditReport } from '../report-data';
import { appCost, type VariantFigures } from '../app-cost';
import type { Confirmation } from '../schema/measured';
import type { TimingLimit } from '../reproduce';

const MAIN = { pid: 1, tid: 7 };
const OTHER = { pid: 1, tid: 9 };
const ev = (e: Record<string, unknown>) => ({ cat: 'devtools.timeline', ...e });

/** A trace with one 400 ms task (wall) that ran 100 ms on the CPU, an event inside it and a marker after it. */
function trace() {
  return {
    traceEvents: [
      ev({ ...MAIN, ph: 'M', name: 'thread_name', args: { name: 'CrRendererMain' }, ts: 0 }),
      ev({ ...OTHER, ph: 'M', name: 'thread_name', args: { name: 'Compositor' }, ts: 0 }),
      ev({ ...MAIN, ph: 'X', name: 'RunTask', ts: 1_000_000, dur: 400_000, tdur: 100_000 }),
      ev({ ...MAIN, ph: 'X', name: 'FunctionCall', ts: 1_200_000, dur: 200_000, tdur: 50_000 }),
      ev({ ...MAIN, ph: 'R', name: 'firstContentfulPaint', ts: 2_000_000 }),
      ev({ ...OTHER, ph: 'X', name: 'RunTask', ts: 1_000_000, dur: 400_000, tdur: 100_000 }),
    ],
  };
}

describe('onCpuTime', () => {
  it('shortens each main-thread task to its CPU time and moves what is inside it along', () => {
    const [, , task, inner, marker, other] = onCpuTime(trace()).traceEvents;
    expect(task).toMatchObject({ ts: 1_000_000, dur: 100_000 });
    // 200 ms into a task that ran at a quarter of wall speed: 50 ms in, a quarter as long.
    expect(inner).toMatchObject({ ts: 1_050_000, dur: 50_000 });
    // Outside any task, and on other threads, nothing moves.
    expect(marker).toMatchObject({ ts: 2_000_000 });
    expect(other).toMatchObject({ ts: 1_000_000, dur: 400_000 });
  });

  it('says how long the main thread took on the clock and on the CPU', () => {
    expect(mainThreadTimes(trace())).toEqual({ wallMs: 400, cpuMs: 100 });
  });
});

const metrics = (tbtMs: number, lcpMs = 900): Metrics => ({ tbtMs, lcpMs, cls: 0, fcpMs: 800, siMs: 900 });

function page(
  clock: { score: number; tbtMs: number; lcpMs?: number },
  onCpu?: { score: number; tbtMs: number; lcpMs?: number },
): LighthousePage {
  const onClock: ClockFigures | undefined = onCpu && {
    performance: clock.score,
    metrics: metrics(clock.tbtMs, clock.lcpMs),
    mainThread: [{ wallMs: 813, cpuMs: 227 }],
  };
  const judged = onCpu ?? clock;
  return {
    path: '/refrigerator-repair',
    template: 'service',
    formFactor: 'mobile',
    state: 'measured',
    note: null,
    representative: true,
    scores: { performance: judged.score, accessibility: 1, 'best-practices': 1, seo: 1 },
    performanceRuns: [clock.score],
    tbtRuns: [clock.tbtMs],
    metrics: metrics(judged.tbtMs, judged.lcpMs),
    ...(onClock ? { clock: onClock } : {}),
    report: null,
    failedAudits: [],
    outside: [],
    durationMs: 1,
  };
}

/** A second measurement that read `judged` on every run of the page, beside a control whose two runs read alike. */
function again(missed: TimingLimit[], judged: VariantFigures, copy?: VariantFigures, runs = 3): Confirmation {
  const quiet: VariantFigures = copy ?? { performance: 1, lcpMs: 900, tbtMs: 0, cls: 0 };
  return {
    missed,
    page: Array(runs).fill(judged),
    judged: Array(runs).fill(judged),
    scriptFree: copy ? Array(runs).fill(copy) : [],
    control: Array(runs).fill({ a: quiet, b: quiet }),
    load: [0.4, 0.5],
    benchmarkIndex: 2400,
  };
}

describe('the gate on a busy machine', () => {
  const config = defaultConfig();

  it('does not fail an unchanged page the machine slowed down: TBT 222 ms on the clock, 0 ms on its own CPU time', () => {
    const { findings, thresholds } = browserFindings(
      config,
      [],
      [page({ score: 0.91, tbtMs: 222 }, { score: 1, tbtMs: 0 })],
    );
    expect(findings.filter((f) => f.severity === 'error')).toEqual([]);
    const noisy = findings.filter((f) => f.withinNoise);
    expect(noisy.map((f) => [f.ruleId, f.severity])).toEqual([
      ['lighthouse/performance', 'info'],
      ['lighthouse/tbt', 'info'],
    ]);
    expect(noisy[1].message).toBe(
      "Total Blocking Time 222 ms on mobile is over 50 ms, but 0 ms on the page's own CPU time: within noise, the machine was busy, not the page: its main thread's tasks took 813 ms on the clock for 227 ms of work on the CPU.",
    );
    expect(noisy[0].message).toMatch(
      /^Performance 0\.91 on mobile is below 0\.95, but 1\.00 on the page's own CPU time: within noise/,
    );
    expect(thresholds.filter((t) => !t.ok)).toEqual([]);
  });

  it('fails a page that moved: a 300 ms long task reads over 1,000 ms on its own CPU time too, and again when measured again', () => {
    const slow = {
      ...page({ score: 0.7, tbtMs: 1400 }, { score: 0.74, tbtMs: 1150 }),
      confirmation: again(['performance', 'tbt'], { performance: 0.73, lcpMs: 900, tbtMs: 1180, cls: 0 }),
    };
    const { findings, thresholds } = browserFindings(config, [], [slow]);
    const tbt = findings.find((f) => f.ruleId === 'lighthouse/tbt')!;
    expect(tbt).toMatchObject({ severity: 'error', over: 23 });
    expect(tbt.message).toBe(
      "Total Blocking Time 1400 ms on mobile is over 50 ms, and 1150 ms on the page's own CPU time. Measured again in this run (3 runs of each): 1180 ms, past the limit again by more than the page without scripts timed against itself read up to 0 ms apart (load 0.4 → 0.5, benchmarkIndex 2,400): the page's, not the machine's.",
    );
    expect(tbt.withinNoise).toBeUndefined();
    expect(thresholds.find((t) => t.name.startsWith('TBT'))).toMatchObject({ ok: false, actual: 1 });
  });

  it('gates a vital only once a second measurement reproduced it: missed once, it is a warning that says so', () => {
    const slow = page({ score: 0.7, tbtMs: 1400 }, { score: 0.74, tbtMs: 1150 });
    const once = browserFindings(config, [], [slow], false).findings.find((f) => f.ruleId === 'lighthouse/tbt')!;
    expect(once.severity).toBe('warning');
    expect(once.message).toMatch(/Measured once: not resolved on this machine: measure on a quieter one\.$/);
    const reproduced = {
      ...slow,
      confirmation: again(['tbt'], { performance: 0.7, lcpMs: 900, tbtMs: 1200, cls: 0 }, undefined, 1),
    };
    expect(
      browserFindings(config, [], [reproduced], false).findings.find((f) => f.ruleId === 'lighthouse/tbt')?.severity,
    ).toBe('error');
  });

  it('judges the app cost from three pairs (an error) but reads one pair as information within noise', () => {
    const pageRun: VariantFigures = { performance: 0.99, lcpMs: 1000, tbtMs: 130, cls: 0 };
    const copyRun: VariantFigures = { performance: 1, lcpMs: 980, tbtMs: 20, cls: 0 };
    const withCost = (pairs: number): LighthousePage => ({
      ...page({ score: 1, tbtMs: 0 }),
      appCost: appCost(Array(pairs).fill(pageRun), Array(pairs).fill(copyRun)),
    });
    const limits = { tbtMs: 50, scorePoints: 2, lcpRatio: 1.05 };
    const withLimits = { ...config, lighthouse: { ...config.lighthouse, appCost: limits } };
    const costFindings = (pairs: number) =>
      browserFindings(withLimits, [], [withCost(pairs)], false).findings.filter(
        (f) => f.ruleId === 'lighthouse/app-cost',
      );
    expect(costFindings(1).map((f) => [f.severity, f.withinNoise])).toEqual([['info', true]]);
    expect(costFindings(1)[0].message).toMatch(
      /^The scripts add \+110 ms .* \(lighthouse\.appCost; one run of each; the full audit gates three\)\.$/,
    );
    // Three pairs missed once: a warning until the second measurement reproduces it.
    expect(costFindings(3).map((f) => [f.severity, f.withinNoise])).toEqual([['warning', undefined]]);
    const confirmed = { ...withCost(3), confirmation: again(['app-cost/tbt'], pageRun, copyRun) };
    const gated = browserFindings(withLimits, [], [confirmed], true).findings.filter(
      (f) => f.ruleId === 'lighthouse/app-cost',
    );
    expect(gated.map((f) => f.severity)).toEqual(['error']);
  });

  it('reads an app cost that appears on the clock only, not on both variants’ own CPU time, as within noise', () => {
    const limits = { tbtMs: 50, scorePoints: 2, lcpRatio: 1.05 };
    const withLimits = { ...config, lighthouse: { ...config.lighthouse, appCost: limits } };
    const busy: LighthousePage = {
      ...page({ score: 0.96, tbtMs: 0 }),
      appCost: appCost(
        Array(3).fill({ performance: 0.96, lcpMs: 1000, tbtMs: 268, cls: 0 }),
        Array(3).fill({ performance: 0.99, lcpMs: 990, tbtMs: 93, cls: 0 }),
      ),
      appCostOnCpu: appCost(
        Array(3).fill({ performance: 1, lcpMs: 990, tbtMs: 20, cls: 0 }),
        Array(3).fill({ performance: 1, lcpMs: 985, tbtMs: 0, cls: 0 }),
      ),
    };
    const found = browserFindings(withLimits, [], [busy]).findings.filter((f) => f.ruleId === 'lighthouse/app-cost');
    expect(found.map((f) => [f.severity, f.withinNoise])).toEqual([
      ['info', true],
      ['info', true],
    ]);
    expect(found[0].message).toMatch(
      /^The scripts add \+175 ms .*, but \+20 ms \(20 against 0 ms\) on each run's own CPU time: within noise, the machine was busy, not the page\.$/,
    );
  });

  it('a 3 MB image fails on LCP: the network is not the machine, and CPU time does not hide it', () => {
    const { findings } = browserFindings(
      config,
      [],
      [
        {
          ...page({ score: 0.5, tbtMs: 0, lcpMs: 19_000 }, { score: 0.52, tbtMs: 0, lcpMs: 18_700 }),
          confirmation: again(['performance', 'lcp'], { performance: 0.5, lcpMs: 18_900, tbtMs: 0, cls: 0 }),
        },
      ],
    );
    expect(findings.find((f) => f.ruleId === 'lighthouse/lcp')).toMatchObject({ severity: 'error', over: 9.35 });
  });

  it('keeps the judged figures in the history, so the next run does not read noise as a drop', () => {
    const report = {
      summary: { pages: 1, errors: 0, warnings: 0 },
      findings: [],
      pages: [],
      rules: [],
      generatedAt: 'x',
      browser: { profile: 'fast', axe: [], lighthouse: [page({ score: 0.91, tbtMs: 222 }, { score: 1, tbtMs: 0 })] },
    } as unknown as AuditReport;
    const line = summarize(report).pages['/refrigerator-repair'];
    expect(line.scores.mobile?.performance).toBe(1);
    expect(line.metrics?.tbtMs).toBe(0);
  });
});
