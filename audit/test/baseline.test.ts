/** A run's baseline: the last history line of its own profile, else the last of any, named in words. */
import { describe, expect, it } from 'vitest';
import { baselineOf } from '../baseline';
import type { RunSummary } from '../report-data';

const line = (generatedAt: string, profile: string): RunSummary => ({
  generatedAt,
  profile,
  passed: true,
  totals: { pages: 1, errors: 0, warnings: 0 },
  categories: {},
  pages: {},
  findings: [],
  checked: { axe: true, lighthouse: [] },
});
const runs = [line('2026-01-01T10:00:00.000Z', 'full'), line('2026-01-04T10:00:00.000Z', 'fast')];

describe('baselineOf', () => {
  it('takes the last run of the same profile, even when a run of another profile is later', () => {
    expect(baselineOf(runs, 'full', 'h.jsonl')).toEqual({ run: runs[0], source: 'the last full run in h.jsonl' });
    expect(baselineOf(runs, 'fast', 'h.jsonl')?.run).toBe(runs[1]);
  });

  it('falls back to the last run of any profile, and says so', () => {
    expect(baselineOf(runs, 'seo', 'h.jsonl')).toEqual({
      run: runs[1],
      source: 'the last run in h.jsonl, a fast run (no seo run recorded)',
    });
    expect(baselineOf([], 'full', 'h.jsonl')).toBeUndefined();
  });
});
