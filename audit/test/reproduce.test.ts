/**
 * A timing finding fails a run only when a second measurement reproduced it beyond what a control
 * pair (two identical pages) read apart in the same run (audit/reproduce.ts, browser/confirm.ts).
 */
import { describe, expect, it } from 'vitest';
import { appCost, type VariantFigures } from '../app-cost';
import { confirmTiming, type TimedRun } from '../browser/confirm';
import { defaultConfig } from '../config';
import { missedLimits, resolve } from '../reproduce';
import type { Confirmation } from '../schema/measured';

// This site's limits (audit.config.json): TBT 200 ms, LCP 2 s, score 0.90.
const limits = { ...defaultConfig().lighthouse.thresholds, performance: 0.9, tbtMs: 200, lcpMs: 2000 };
const costLimits = { tbtMs: 50, scorePoints: 2, lcpRatio: 1.05 };
const run = (tbtMs: number, performance = 1, lcpMs = 1000): VariantFigures => ({ performance, lcpMs, tbtMs, cls: 0 });

function confirmation(page: number[], copy: number[], control: [number, number][]): Confirmation {
  return {
    missed: ['app-cost/tbt', 'tbt'],
    page: page.map((t) => run(t)),
    judged: page.map((t) => run(t)),
    scriptFree: copy.map((t) => run(t)),
    control: control.map(([a, b]) => ({ a: run(a), b: run(b) })),
    load: [8.1, 9.4],
    benchmarkIndex: 2216,
  };
}

const firstCost = (page: number, copy: number) => ({
  page: run(page),
  cost: appCost([run(page)], [run(copy)]),
});

describe('a timing finding measured twice', () => {
  it('is not resolved when the second measurement does not miss the limit', () => {
    const r = resolve('app-cost/tbt', firstCost(130, 20), confirmation([40], [20], [[20, 30]]), limits, costLimits);
    expect(r).toMatchObject({ reproduced: false, resolved: false, first: 110, again: 20 });
  });

  it('is not resolved when it is reproduced but two identical pages read as far apart (the control)', () => {
    // +110 then +90 ms, but the script-free copy read 114 ms apart from itself: the excess (40 ms) is within it.
    const r = resolve('app-cost/tbt', firstCost(130, 20), confirmation([110], [20], [[0, 114]]), limits, costLimits);
    expect(r).toMatchObject({ reproduced: true, resolved: false, spread: 114 });
  });

  it('is resolved, the page’s, when reproduced past the limit by more than the control’s spread', () => {
    // A planted 300 ms start-up task: about +1,150 ms at 4× CPU, in both measurements.
    const r = resolve('app-cost/tbt', firstCost(1170, 20), confirmation([1190], [30], [[20, 134]]), limits, costLimits);
    expect(r).toMatchObject({ reproduced: true, resolved: true, first: 1150, again: 1160, spread: 114 });
  });

  it('judges an absolute limit the same way, on the judged figures', () => {
    const first = { page: run(1150) };
    expect(resolve('tbt', first, confirmation([1190], [], [[0, 30]]), limits, costLimits).resolved).toBe(true);
    expect(resolve('tbt', first, confirmation([90], [], [[0, 30]]), limits, costLimits).resolved).toBe(false);
    // TBT is the lowest run of the second measurement, as of the first.
    expect(resolve('tbt', first, confirmation([1190, 60, 1200], [], [[0, 30]]), limits, costLimits).again).toBe(60);
  });

  it('never resolves a finding measured once', () => {
    expect(resolve('tbt', { page: run(1150) }, undefined, limits, costLimits)).toMatchObject({
      resolved: false,
      again: null,
    });
  });

  it('lists the limits a first measurement missed: the app cost only where it is gated', () => {
    const cost = appCost([run(130, 0.97)], [run(20)]);
    expect(missedLimits(run(130, 0.97), limits, { vitals: true, cost, costLimits })).toEqual([
      'app-cost/tbt',
      'app-cost/score',
    ]);
    expect(missedLimits(run(130, 0.97), limits, { vitals: true, cost, costLimits: null })).toEqual([]);
    expect(missedLimits(run(250, 0.8), limits, { vitals: false })).toEqual(['performance']);
    expect(missedLimits(run(250, 0.8), limits, { vitals: true })).toEqual(['performance', 'tbt']);
  });
});

describe('the second measurement', () => {
  const timed = (label: string, order: string[], tbtMs: number) => async (): Promise<TimedRun> => {
    order.push(label);
    return {
      clock: run(tbtMs),
      judged: run(tbtMs - 1),
      cpu: run(tbtMs - 2),
      benchmarkIndex: label === 'page' ? 2100 : 2300,
    };
  };

  it('takes turns opening, keeps the copy and its control side by side, and notes the machine', async () => {
    const order: string[] = [];
    const c = await confirmTiming({
      missed: ['app-cost/tbt'],
      runs: 3,
      page: timed('page', order, 130),
      copy: timed('copy', order, 20),
    });
    expect(order).toEqual(['copy', 'copy', 'page', 'page', 'copy', 'copy', 'copy', 'copy', 'page']);
    expect(c.page.map((r) => r.tbtMs)).toEqual([130, 130, 130]);
    expect(c.judged.map((r) => r.tbtMs)).toEqual([129, 129, 129]);
    expect(c.scriptFree).toHaveLength(3);
    expect(c.control).toHaveLength(3);
    expect(c.load).toHaveLength(2);
    expect(c.benchmarkIndex).toBe(2100);
    // Every run re-timed on CPU time: the app cost of the second measurement is read so too.
    expect(c.onCpu?.page.map((r) => r.tbtMs)).toEqual([128, 128, 128]);
    expect(c.onCpu?.control).toEqual(Array(3).fill({ a: run(18), b: run(18) }));
  });

  it('judges the app cost on CPU time when every run was re-timed: a busy machine stretches the page’s work more', () => {
    // On the clock the page read +248 ms over its copy twice (the load stretches the app's start-up); on CPU time +8.
    const c = confirmation([300], [52], [[40, 60]]);
    c.onCpu = { page: [run(30)], scriptFree: [run(22)], control: [{ a: run(22), b: run(24) }] };
    const first = { page: run(300), cost: appCost([run(30)], [run(22)]) };
    expect(resolve('app-cost/tbt', first, c, limits, costLimits)).toMatchObject({ again: 8, resolved: false });
    const planted = { page: run(1200), cost: appCost([run(1180)], [run(22)]) };
    c.onCpu.page = [run(1170)];
    expect(resolve('app-cost/tbt', planted, c, limits, costLimits)).toMatchObject({
      again: 1148,
      resolved: true,
      spread: 2,
    });
  });

  it('without a script-free copy times the page against itself as the control', async () => {
    const order: string[] = [];
    const c = await confirmTiming({ missed: ['tbt'], runs: 1, page: timed('page', order, 300) });
    expect(order).toEqual(['page', 'page']);
    expect(c.scriptFree).toEqual([]);
    expect(c.control).toEqual([{ a: run(300), b: run(300) }]);
  });
});
