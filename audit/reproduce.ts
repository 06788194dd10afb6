/**
 * Whether a timing finding is the page's or the machine's. A timing rule (the app's cost, the
 * Performance score, LCP, TBT, CLS) fails a run only when a second measurement of the page, taken
 * in the same run, misses the same limit again, and the amount past the limit is larger than what a
 * control pair (the script-free copy timed against itself) read apart in that measurement. On a
 * two-core machine two identical pages read up to ±114 ms of TBT apart at Lighthouse's guidance
 * multiplier, and a single measurement under load reads whatever the machine does: a finding the
 * machine could explain is a warning that says so, never an error (audit/README.md, "A timing
 * finding is measured twice"). Pure functions: the collect step decides from `firstMisses` which
 * pages to measure again, and the judge turns `resolve` into severities.
 */
import { appCost, judgeAppCost, medianFigures, type AppCostLimits } from './app-cost';
import type { LighthouseThresholds } from './config';
import type { AppCost, Confirmation, VariantFigures } from './schema/measured';

/** A limit the first measurement can miss: an absolute one, or one of the app cost's. */
export type TimingLimit = 'performance' | 'lcp' | 'tbt' | 'cls' | 'app-cost/tbt' | 'app-cost/score' | 'app-cost/lcp';

/** The page's judged figures, aggregated as the gate reads them: score, LCP and CLS the median, TBT the lowest run. */
export function judgedFigures(runs: VariantFigures[]): VariantFigures {
  const mid = medianFigures(runs);
  return { ...mid, tbtMs: runs.length ? Math.min(...runs.map((r) => r.tbtMs)) : 0 };
}

const points = (score: number | null) => (score === null ? 0 : Math.round(score * 100));

/**
 * How far past each limit a measurement is, in the limit's own unit, "worse" always positive:
 * ms over for LCP and TBT, shift over for CLS, points under for the score; for the app cost, its
 * own excess (ms added, points lost, LCP ratio).
 */
function measure(limit: TimingLimit, page: VariantFigures, cost: AppCost | undefined): number | null {
  switch (limit) {
    case 'performance':
      return 100 - points(page.performance);
    case 'lcp':
      return page.lcpMs;
    case 'tbt':
      return page.tbtMs;
    case 'cls':
      return page.cls;
    case 'app-cost/tbt':
      return cost ? cost.tbtMs : null;
    case 'app-cost/score':
      return cost ? cost.scorePoints : null;
    case 'app-cost/lcp':
      return cost ? cost.lcpRatio : null;
  }
}

/** Each limit in the same unit as `measure`. */
function limitOf(limit: TimingLimit, limits: LighthouseThresholds, cost: AppCostLimits | null): number {
  switch (limit) {
    case 'performance':
      return 100 - Math.round(limits.performance * 100);
    case 'lcp':
      return limits.lcpMs;
    case 'tbt':
      return limits.tbtMs;
    case 'cls':
      return limits.cls;
    case 'app-cost/tbt':
      return cost?.tbtMs ?? Infinity;
    case 'app-cost/score':
      return cost?.scorePoints ?? Infinity;
    case 'app-cost/lcp':
      return cost?.lcpRatio ?? Infinity;
  }
}

/**
 * What two identical pages read apart in each unit, over the control's pairs: the largest
 * difference of one pair, the spread a single page-against-copy difference can show with no
 * script at all. A ratio's spread is its distance from 1.
 */
function spreadOf(limit: TimingLimit, control: Confirmation['control']): number {
  const each = control.map(({ a, b }) => {
    switch (limit) {
      case 'performance':
      case 'app-cost/score':
        return Math.abs(points(a.performance) - points(b.performance));
      case 'lcp':
        return Math.abs(a.lcpMs - b.lcpMs);
      case 'app-cost/lcp':
        return b.lcpMs > 0 ? Math.abs(a.lcpMs / b.lcpMs - 1) : 0;
      case 'tbt':
      case 'app-cost/tbt':
        return Math.abs(a.tbtMs - b.tbtMs);
      case 'cls':
        return Math.abs(a.cls - b.cls);
    }
  });
  return each.length ? Math.max(...each) : 0;
}

/** The limits a measurement misses: the absolute ones on the judged figures, the app cost's when it is gated. */
export function missedLimits(
  page: VariantFigures,
  limits: LighthouseThresholds,
  options: { vitals: boolean; cost?: AppCost; costLimits?: AppCostLimits | null },
): TimingLimit[] {
  const out: TimingLimit[] = [];
  if (page.performance === null || page.performance < limits.performance) out.push('performance');
  if (options.vitals) {
    if (page.lcpMs > limits.lcpMs) out.push('lcp');
    if (page.tbtMs > limits.tbtMs) out.push('tbt');
    if (page.cls > limits.cls) out.push('cls');
  }
  if (options.cost && options.costLimits)
    for (const v of judgeAppCost(options.cost, options.costLimits)) if (!v.pass) out.push(`app-cost/${v.id}`);
  return out;
}

/** A finding's verdict after the second measurement. */
export interface Resolution {
  /** Reproduced and larger than the control's spread: the page's, an error. */
  resolved: boolean;
  /** The second measurement missed the limit too. */
  reproduced: boolean;
  first: number;
  again: number | null;
  limit: number;
  /** The control pair's spread in the limit's unit. */
  spread: number;
}

/**
 * The second measurement's figures, judged as the first were: the page on its own CPU time where a
 * run missed a limit on the clock, and the app cost from every run of both variants on its own CPU
 * time when it is judged so (`appCostOnCpu`), else on the clock.
 */
export function againFigures(c: Confirmation): { page: VariantFigures; cost: AppCost | undefined } {
  const cost = c.onCpu ?? { page: c.page, scriptFree: c.scriptFree };
  return {
    page: judgedFigures(c.judged),
    cost: cost.scriptFree.length ? appCost(cost.page, cost.scriptFree) : undefined,
  };
}

/**
 * One limit judged over both measurements. `first` holds the first measurement's judged figures and
 * app cost (on CPU time where it was judged so); without a second measurement nothing is resolved.
 */
export function resolve(
  limit: TimingLimit,
  first: { page: VariantFigures; cost?: AppCost },
  confirmation: Confirmation | undefined,
  limits: LighthouseThresholds,
  costLimits: AppCostLimits | null,
): Resolution {
  const bound = limitOf(limit, limits, costLimits);
  const firstValue = measure(limit, first.page, first.cost) ?? 0;
  if (!confirmation)
    return { resolved: false, reproduced: false, first: firstValue, again: null, limit: bound, spread: 0 };
  const again = againFigures(confirmation);
  const againValue = measure(limit, again.page, again.cost);
  const control = limit.startsWith('app-cost/')
    ? (confirmation.onCpu?.control ?? confirmation.control)
    : (confirmation.controlJudged ?? confirmation.control);
  const spread = spreadOf(limit, control);
  const reproduced = againValue !== null && firstValue > bound && againValue > bound;
  const excess = againValue === null ? 0 : Math.min(firstValue, againValue) - bound;
  return {
    resolved: reproduced && excess > spread,
    reproduced,
    first: firstValue,
    again: againValue,
    limit: bound,
    spread,
  };
}

/** The machine's state during the second measurement, in words: "load 8.2 → 9.1, benchmarkIndex 2,216". */
export function machineWords(c: Confirmation): string {
  const load = c.load.map((l) => l.toFixed(1)).join(' → ');
  return `load ${load}${c.benchmarkIndex === null ? '' : `, benchmarkIndex ${Math.round(c.benchmarkIndex).toLocaleString('en-US')}`}`;
}
