/**
 * When more pages changed than `lighthouse.changedPages` allows, the run times the ones that
 * changed most: pages new since the baseline, then the largest difference in bytes (either way),
 * ties taken in turn from each template. A baseline without sizes (an older history line) keeps
 * the turns alone. Every shard works this out alone, so it must be a pure function of its inputs.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { summarize } from '../history';
import { runSummarySchema } from '../schema/report';
import { fakeReport } from './report-fixture';
import { changeSizes } from '../fingerprint';
import { defaultConfig } from '../config';
import { changedToTime, measurementPlan, planRecord, type BrowserPage } from '../measurement-plan';
import { shardPlan } from '../shard';

const pages: BrowserPage[] = [
  ...['/c0', '/c1', '/c2', '/c3', '/c4'].map((path) => ({ path, status: 200, template: 'city' })),
  ...['/b0', '/b1', '/b2'].map((path) => ({ path, status: 200, template: 'blog' })),
];
const reps = { city: '/c0', blog: '/b0' };
const changed = ['/b1', '/b2', '/c1', '/c2', '/c3', '/c4'];

describe('the changed pages timed', () => {
  it('are the biggest changes first, either way, up to the limit', () => {
    const sizes = { '/c1': 10, '/c2': -5_000, '/c3': 40, '/c4': 0, '/b1': 300, '/b2': 2 };
    expect(changedToTime(pages, changed, reps, 2, sizes)).toEqual(['/b1', '/c2']);
    expect(changedToTime(pages, changed, reps, 3, sizes)).toEqual(['/b1', '/c2', '/c3']);
    // Round-robin alone would have taken /b1, /c1, /b2.
    expect(changedToTime(pages, changed, reps, 3)).toEqual(['/b1', '/b2', '/c1']);
  });

  it('puts pages new since the baseline before any resized one', () => {
    const sizes = { '/c1': 3_000_000, '/c2': 'new' as const, '/c3': 1, '/c4': 1, '/b1': 1, '/b2': 'new' as const };
    expect(changedToTime(pages, changed, reps, 2, sizes)).toEqual(['/b2', '/c2']);
    expect(changedToTime(pages, changed, reps, 3, sizes)).toEqual(['/b2', '/c1', '/c2']);
  });

  it('breaks ties in turn from each template, then by path', () => {
    const same = Object.fromEntries(changed.map((p) => [p, 7]));
    expect(changedToTime(pages, changed, reps, 3, same)).toEqual(['/b1', '/b2', '/c1']);
    expect(changedToTime(pages, changed, reps, 3, same)).toEqual(changedToTime(pages, changed, reps, 3));
  });

  it('never times more than the limit, nor a representative or a page not answering 200', () => {
    const sizes = { '/c0': 'new' as const, '/gone': 'new' as const, '/c1': 1 };
    const withGone = [...pages, { path: '/gone', status: 404, template: 'city' }];
    expect(changedToTime(withGone, ['/c0', '/gone', '/c1'], reps, 5, sizes)).toEqual(['/c1']);
    expect(changedToTime(pages, changed, reps, 0, { '/c1': 'new' })).toEqual([]);
  });

  it('measures a change as new or a signed difference in bytes, and not at all without the baseline sizes', () => {
    const now = { '/a': 1_000, '/b': 400, '/new': 50 };
    const fingerprints = { '/a': 'x', '/b': 'y' };
    expect(changeSizes(['/a', '/b', '/new'], now, { fingerprints, pageBytes: { '/a': 100, '/b': 900 } })).toEqual({
      '/a': 900,
      '/b': -500,
      '/new': 'new',
    });
    expect(changeSizes(['/a', '/new'], now, { fingerprints })).toBeNull();
  });

  it('caps a run where nearly every page changed at the default limit, and every shard chooses the same', () => {
    const many: BrowserPage[] = Array.from({ length: 120 }, (_, i) => ({
      path: `/p-${String(i).padStart(3, '0')}`,
      status: 200,
      template: i % 2 ? 'city' : 'brand',
    }));
    const config = defaultConfig();
    const paths = many.map((p) => p.path);
    // Every page grew by its index in bytes, and /p-007 is new: it and the five biggest are timed.
    const sizes = Object.fromEntries(paths.map((p, i) => [p, p === '/p-007' ? 'new' : i] as const));
    const inputs = { pages: many, config, profile: 'full', foreign: false, changed: paths, changeSizes: sizes };
    const plan = measurementPlan(inputs);
    expect(config.lighthouse.changedPages).toBe(6);
    expect([...plan.changedTimed].sort()).toEqual(['/p-007', '/p-115', '/p-116', '/p-117', '/p-118', '/p-119']);
    // Each shard works the plan out alone, from its own crawl order: the same pages, the same split.
    const reordered = { ...inputs, pages: [...many].reverse(), changed: [...paths].reverse() };
    const split = (from: typeof inputs) =>
      [1, 2, 3].map(
        (index) => shardPlan({ pages: many, plan: planRecord(measurementPlan(from)) }, { index, count: 3 }).pages,
      );
    expect(split(reordered)).toEqual(split(inputs));
    for (const path of plan.changedTimed) expect(split(inputs).filter((s) => s.includes(path))).toHaveLength(1);
  });

  it('are measured against the sizes the history line keeps, and an older line without them still reads', () => {
    const report = { ...fakeReport({}), fingerprints: { '/': 'abc' }, pageBytes: { '/': 1234 } };
    expect(summarize(report)).toMatchObject({ fingerprints: { '/': 'abc' }, pageBytes: { '/': 1234 } });
    const old = JSON.parse(readFileSync('audit/history.jsonl', 'utf8').trim().split('\n').at(-1)!);
    delete old.pageBytes;
    expect(runSummarySchema.parse(old).pageBytes).toBeUndefined();
  });
});
