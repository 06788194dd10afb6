/**
 * What a page's scripts cost, measured against the same page with every script removed, both
 * timed by Lighthouse in the same run, one after the other (audit/README.md, "App cost"). Whatever
 * the machine does to one variant it does to the other, so the difference is the app's, not the
 * machine's: the one method the audit's gate judges performance by, and the site's benchmark reads
 * from the audit's results. Pure functions.
 */
import { median } from './median';
import type { AppCost, VariantFigures } from './schema/measured';

/** One Lighthouse performance run's figures (VariantFigures) and the app cost are report.json's shapes, defined once in schema/measured.ts. */
export type { AppCost, VariantFigures };

/** The most the scripts may add (`lighthouse.appCost` in the configuration). */
export interface AppCostLimits {
  /** Total Blocking Time above the script-free copy's, in ms. */
  tbtMs: number;
  /** Performance score points below the script-free copy's (0 to 100 scale). */
  scorePoints: number;
  /** LCP as a multiple of the script-free copy's. */
  lcpRatio: number;
}

/** Each figure the median of its own runs (a run's score may be null: the median of the others). */
export function medianFigures(runs: VariantFigures[]): VariantFigures {
  const scores = runs.flatMap((r) => (r.performance === null ? [] : [r.performance]));
  return {
    performance: scores.length ? median(scores) : null,
    lcpMs: median(runs.map((r) => r.lcpMs)),
    tbtMs: median(runs.map((r) => r.tbtMs)),
    cls: median(runs.map((r) => r.cls)),
  };
}

const points = (score: number | null) => (score === null ? 0 : Math.round(score * 100));

/** What the scripts add, from the runs of both variants (interleaved, so each gets the same machine). */
export function appCost(page: VariantFigures[], scriptFree: VariantFigures[]): AppCost {
  const own = medianFigures(page);
  const free = medianFigures(scriptFree);
  return {
    runs: Math.min(page.length, scriptFree.length),
    page: own,
    scriptFree: free,
    tbtMs: own.tbtMs - free.tbtMs,
    scorePoints: points(free.performance) - points(own.performance),
    lcpRatio: free.lcpMs > 0 ? own.lcpMs / free.lcpMs : 1,
  };
}

export interface AppCostVerdict {
  id: 'tbt' | 'score' | 'lcp';
  pass: boolean;
  /** The target in words: "TBT ≤ +50 ms". */
  target: string;
  /** What was measured: "+82 ms (128 against 46 ms)". */
  measured: string;
}

/** Each limit judged: the verdicts the gate turns into findings. */
export function judgeAppCost(cost: AppCost, limits: AppCostLimits): AppCostVerdict[] {
  const ms = (n: number) => `${Math.round(n)}`;
  return [
    {
      id: 'tbt',
      pass: cost.tbtMs <= limits.tbtMs,
      target: `TBT ≤ +${limits.tbtMs} ms`,
      measured: `${cost.tbtMs >= 0 ? '+' : '−'}${ms(Math.abs(cost.tbtMs))} ms (${ms(cost.page.tbtMs)} against ${ms(cost.scriptFree.tbtMs)} ms)`,
    },
    {
      id: 'score',
      pass: cost.page.performance !== null && cost.scorePoints <= limits.scorePoints,
      target: `score ≥ −${limits.scorePoints}`,
      measured: `${cost.scorePoints > 0 ? '−' : '+'}${Math.abs(cost.scorePoints)} (${points(cost.page.performance)} against ${points(cost.scriptFree.performance)})`,
    },
    {
      id: 'lcp',
      pass: cost.lcpRatio <= limits.lcpRatio,
      target: `LCP ≤ ×${limits.lcpRatio}`,
      measured: `×${cost.lcpRatio.toFixed(3)} (${ms(cost.page.lcpMs)} against ${ms(cost.scriptFree.lcpMs)} ms)`,
    },
  ];
}
