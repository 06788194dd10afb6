/** The vitals the gate reads from several performance runs: LCP and CLS each their own median, TBT the lowest. */
import { describe, expect, it } from 'vitest';
import { runMetrics, type Metrics } from '../browser/lighthouse';

const run = (tbtMs: number, lcpMs: number, cls = 0): Metrics => ({ tbtMs, lcpMs, cls, fcpMs: 800, siMs: 900 });

describe('runMetrics', () => {
  it('takes LCP and CLS from the middle of their own runs, not all from one run', () => {
    // The second run has the best LCP and the worst CLS: one run's figures would be 800 ms or 0.04.
    expect(runMetrics([run(10, 900, 0.01), run(90, 800, 0.04), run(20, 950, 0)])).toMatchObject({
      lcpMs: 900,
      cls: 0.01,
    });
  });

  it('takes the lowest TBT: one slow run of three does not fail a page, a page slow in every run does', () => {
    expect(runMetrics([run(12, 900), run(97, 900), run(48, 900)])!.tbtMs).toBe(12);
    expect(runMetrics([run(70, 900), run(97, 900), run(61, 900)])!.tbtMs).toBe(61);
  });

  it('averages the middle two of an even count and skips runs without figures', () => {
    expect(runMetrics([run(10, 800), null, run(30, 900)])).toMatchObject({ tbtMs: 10, lcpMs: 850 });
    expect(runMetrics([null])).toBeNull();
  });
});
