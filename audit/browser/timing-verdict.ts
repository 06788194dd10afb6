/**
 * A timing finding's verdict in words, from both measurements of the page (reproduce.ts): an error
 * only when the second measurement missed the limit again by more than the control pair's spread;
 * otherwise a warning that says the machine could not resolve it, with the figures and the load.
 */
import type { LighthouseThresholds } from '../config';
import type { AppCostLimits } from '../app-cost';
import { machineWords, resolve, type TimingLimit } from '../reproduce';
import type { LighthousePage } from '../schema/measured';

export interface TimingVerdict {
  /** Reproduced beyond the control's spread: the page's, fails the run. */
  error: boolean;
  /** What the second measurement found, as a sentence to append to the finding. */
  words: string;
}

const ms = (v: number) => `${Math.round(v)} ms`;
/** A figure in its limit's unit, as reproduce.ts measures it. */
function figure(limit: TimingLimit, v: number): string {
  switch (limit) {
    case 'performance':
      return `score ${100 - Math.round(v)}`;
    case 'lcp':
      return `${(v / 1000).toFixed(2)} s`;
    case 'tbt':
      return ms(v);
    case 'cls':
      return v.toFixed(3);
    case 'app-cost/tbt':
      return `${v >= 0 ? '+' : '−'}${ms(Math.abs(v))}`;
    case 'app-cost/score':
      return `${v > 0 ? '−' : '+'}${Math.abs(v)} points`;
    case 'app-cost/lcp':
      return `×${v.toFixed(3)}`;
  }
}
/** The control's spread in the limit's unit: two identical pages read this far apart. */
function spread(limit: TimingLimit, v: number): string {
  if (limit === 'performance' || limit === 'app-cost/score') return `${Math.round(v)} points`;
  if (limit === 'app-cost/lcp') return `${(v * 100).toFixed(1)} %`;
  if (limit === 'cls') return v.toFixed(3);
  return ms(v);
}

const UNRESOLVED = 'not resolved on this machine: measure on a quieter one';

export function timingVerdict(
  page: LighthousePage,
  limit: TimingLimit,
  limits: LighthouseThresholds,
  costLimits: AppCostLimits | null,
): TimingVerdict {
  const first = {
    page: {
      performance: page.scores.performance ?? null,
      lcpMs: page.metrics?.lcpMs ?? 0,
      tbtMs: page.metrics?.tbtMs ?? 0,
      cls: page.metrics?.cls ?? 0,
    },
    ...((page.appCostOnCpu ?? page.appCost) ? { cost: page.appCostOnCpu ?? page.appCost } : {}),
  };
  const c = page.confirmation;
  const r = resolve(limit, first, c?.missed.includes(limit) ? c : undefined, limits, costLimits);
  if (!c || r.again === null) return { error: false, words: `Measured once: ${UNRESOLVED}.` };
  const machine = machineWords(c);
  const again = `Measured again in this run (${c.judged.length} run${c.judged.length === 1 ? '' : 's'} of each): ${figure(limit, r.again)}`;
  const control = `the page without scripts timed against itself read up to ${spread(limit, r.spread)} apart`;
  if (r.resolved)
    return {
      error: true,
      words: `${again}, past the limit again by more than ${control} (${machine}): the page's, not the machine's.`,
    };
  if (!r.reproduced) return { error: false, words: `${again}, within the limit: ${UNRESOLVED} (${machine}).` };
  return { error: false, words: `${again}, but ${control}, as much as the excess: ${UNRESOLVED} (${machine}).` };
}
