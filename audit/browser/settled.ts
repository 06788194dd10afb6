/**
 * When the performance runs of a page may stop early. `runs` in the configuration is how many
 * runs the gate is computed over; a run that cannot change anything the gate decides is not
 * worth its 2.5 s (17 of them in a full audit). With a majority of the planned runs in (two of three):
 * - the median score is already known when that majority read one and the same score (the
 *   median of three with two equal values is that value, whatever the third reads), so the
 *   score, its threshold and the trend check against the baseline are exactly what all the
 *   runs would give;
 * - a median vital (LCP, CLS) within its limit in a majority of runs is within it in the
 *   median of all of them;
 * - TBT, the lowest of the runs, passes as soon as one run passes.
 * Only a page that passes everything stops early: a miss gets every planned run, so its
 * report shows all of them. What the early stop changes is figures, never verdicts: LCP and
 * CLS are the mean of two runs instead of the middle of three, TBT the lower of two.
 */
import type { LighthouseThresholds } from '../config';

interface Vitals {
  lcpMs: number;
  tbtMs: number;
  cls: number;
}
export interface RunFigures {
  score: number | null;
  metrics: Vitals | null;
}

/**
 * `vitals`: whether this form factor's LCP, TBT and CLS are gated (the configuration's
 * `metricsFormFactor`); the other form factor is gated on its score alone.
 */
export function runsSettled(
  runs: RunFigures[],
  planned: number,
  limits: LighthouseThresholds,
  vitals: boolean,
): boolean {
  if (runs.length >= planned) return true;
  const majority = Math.floor(planned / 2) + 1;
  if (runs.length < majority) return false;
  const scores = runs.map((r) => r.score);
  const agreed = scores.find((s) => s !== null && scores.filter((t) => t === s).length >= majority);
  if (agreed === undefined || agreed === null || agreed < limits.performance) return false;
  if (!vitals) return true;
  const measured = runs.flatMap((r) => (r.metrics ? [r.metrics] : []));
  const within = (ok: (m: Vitals) => boolean) => measured.filter(ok).length >= majority;
  return (
    within((m) => m.lcpMs <= limits.lcpMs) &&
    within((m) => m.cls <= limits.cls) &&
    measured.some((m) => m.tbtMs <= limits.tbtMs)
  );
}

/** One run within every limit its form factor is gated on (a run without vitals counts as within them). */
export function withinLimits(run: RunFigures, limits: LighthouseThresholds, vitals: boolean): boolean {
  if (run.score === null || run.score < limits.performance) return false;
  const m = run.metrics;
  return !vitals || !m || (m.lcpMs <= limits.lcpMs && m.tbtMs <= limits.tbtMs && m.cls <= limits.cls);
}
