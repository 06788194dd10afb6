/** The vitals the gate reads from several performance runs: each one its own median. */
import { describe, expect, it } from 'vitest';
import { medianMetrics, type Metrics } from '../../audit/browser/lighthouse';

const run = (tbtMs: number, lcpMs: number): Metrics => ({ tbtMs, lcpMs, cls: 0, fcpMs: 800, siMs: 900 });

describe('medianMetrics', () => {
  it('takes each vital from the middle of its own runs, not all from one run', () => {
    // The second run has the best LCP and the worst TBT: one run's figures would be 90 ms or 10 ms of TBT.
    expect(medianMetrics([run(10, 900), run(90, 800), run(20, 950)])).toMatchObject({ tbtMs: 20, lcpMs: 900 });
  });

  it('averages the middle two of an even count and skips runs without figures', () => {
    expect(medianMetrics([run(10, 800), null, run(30, 900)])).toMatchObject({ tbtMs: 20, lcpMs: 850 });
    expect(medianMetrics([null])).toBeNull();
  });
});
