/**
 * The early stop of the performance runs: it may save a run only when that run could not change
 * anything the gate decides. Checked against the gate itself over many seeded run triples.
 */
import { describe, expect, it } from 'vitest';
import { runMetrics, type Metrics } from '../browser/lighthouse';
import { runsSettled, withinLimits, type RunFigures } from '../browser/settled';
import { median } from '../median';
import { seededRandom } from '@bay-appliance/common/seeded-random';

const limits = { performance: 0.95, accessibility: 1, 'best-practices': 1, seo: 1, lcpMs: 2000, tbtMs: 50, cls: 0.05 };
const run = (score: number, tbtMs: number, lcpMs = 1500, cls = 0): RunFigures & { metrics: Metrics } => ({
  score,
  metrics: { tbtMs, lcpMs, cls, fcpMs: 800, siMs: 900 },
});

/** What the gate decides from a page's runs (audit/browser/findings.ts): the median score and the vitals of runMetrics. */
function gate(runs: ReturnType<typeof run>[]) {
  const score = median(runs.map((r) => r.score ?? 0));
  const m = runMetrics(runs.map((r) => r.metrics))!;
  return {
    score,
    passes: score >= limits.performance && m.lcpMs <= limits.lcpMs && m.tbtMs <= limits.tbtMs && m.cls <= limits.cls,
  };
}

describe('runsSettled', () => {
  it('stops after two of three runs only when both pass with one score', () => {
    expect(runsSettled([run(1, 12)], 3, limits, true)).toBe(false);
    expect(runsSettled([run(1, 12), run(1, 80)], 3, limits, true)).toBe(true);
    expect(runsSettled([run(1, 12), run(0.99, 12)], 3, limits, true)).toBe(false);
    expect(runsSettled([run(1, 70), run(1, 80)], 3, limits, true)).toBe(false);
    expect(runsSettled([run(1, 12, 2100), run(1, 12)], 3, limits, true)).toBe(false);
    expect(runsSettled([run(0.9, 12), run(0.9, 12)], 3, limits, true)).toBe(false);
    // Desktop: gated on its score alone.
    expect(runsSettled([run(1, 70), run(1, 80)], 3, limits, false)).toBe(true);
    expect(runsSettled([run(1, 70)], 1, limits, true)).toBe(true);
  });

  it('never changes a verdict or the score: 20,000 seeded triples against the gate over all three runs', () => {
    const next = seededRandom(16);
    const pick = <T>(list: T[]) => list[Math.floor(next() * list.length)];
    let stoppedEarly = 0;
    for (let i = 0; i < 20_000; i++) {
      const triple = Array.from({ length: 3 }, () =>
        run(
          pick([0.93, 0.97, 0.99, 1, 1, 1]),
          pick([0, 20, 49, 50, 51, 120]),
          pick([1400, 1999, 2000, 2001, 2600]),
          pick([0, 0.01, 0.05, 0.06]),
        ),
      );
      if (!runsSettled(triple.slice(0, 2), 3, limits, true)) continue;
      stoppedEarly++;
      const two = gate(triple.slice(0, 2));
      const three = gate(triple);
      expect(two).toEqual(three);
      expect(two.passes).toBe(true);
    }
    // The sweep must actually exercise the early stop.
    expect(stoppedEarly).toBeGreaterThan(500);
  });

  it('for any planned count, a majority of equal passing runs fixes the median score', () => {
    expect(runsSettled([run(1, 10), run(1, 10), run(0.97, 10)], 5, limits, true)).toBe(false);
    expect(runsSettled([run(1, 10), run(0.97, 10), run(1, 10), run(1, 10)], 5, limits, true)).toBe(true);
    expect(runsSettled([run(1, 10), run(1, 10), run(1, 10)], 4, limits, true)).toBe(true);
  });
});

describe('withinLimits', () => {
  it('checks the score, and the vitals only where they are gated', () => {
    expect(withinLimits(run(1, 12), limits, true)).toBe(true);
    expect(withinLimits(run(1, 51), limits, true)).toBe(false);
    expect(withinLimits(run(1, 51), limits, false)).toBe(true);
    expect(withinLimits(run(0.94, 0), limits, false)).toBe(false);
  });
});
