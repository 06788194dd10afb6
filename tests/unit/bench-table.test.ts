/**
 * The benchmark's table and targets (scripts/bench/table.ts), its synthetic towns' placement
 * (scripts/bench/synthetic-build.ts) and the city-isolation verdict (scripts/bench/city-isolation.ts):
 * pure functions, on made-up figures.
 */
import { describe, expect, it } from 'vitest';
import {
  byteChanges,
  formatByteChanges,
  formatTable,
  judgeBuild,
  judgeRow,
  TARGETS,
  verdictText,
  type Row,
} from '../../scripts/bench/table';
import { appCost } from '../../audit/app-cost';
import { cpuGuidance, describeMachine } from '../../scripts/bench/machine';
import { SYNTHETIC_AREAS, syntheticPlace } from '../../scripts/bench/synthetic-build';
import { offenders, type PageChange } from '../../scripts/bench/city-isolation';
import { cities } from '../../content/cities';
import { businessFacts as business } from '../../content/business';

const LIMITS = { tbtMs: 50, scorePoints: 2, lcpRatio: 1.05 };

/** A row whose app cost is computed from the page's and the script-free copy's figures, as the benchmark does. */
const row = (
  over: Partial<Row> = {},
  page = { performance: 1, lcpMs: 830, tbtMs: 58, cls: 0 },
  free = { performance: 1, lcpMs: 820, tbtMs: 40, cls: 0 },
): Row => ({
  template: 'city',
  path: '/appliance-repair-san-francisco',
  appCost: appCost([page], [free]),
  score: page.performance,
  lcpMs: page.lcpMs,
  noJsLcpMs: free.lcpMs,
  ratio: page.lcpMs / free.lcpMs,
  tbtMs: page.tbtMs,
  noJsTbtMs: free.tbtMs,
  cls: 0,
  jsBeforePaintKb: 0,
  jsKb: 105.2,
  appJsKb: 16.4,
  cssKb: 11.1,
  htmlKb: 14.9,
  htmlBrotliKb: 12.8,
  elements: 812,
  lcpElement: 'h1',
  noJsLcpElement: 'h1',
  ...over,
});

describe('bench targets', () => {
  it('a page within every target passes', () => {
    expect(verdictText(judgeRow(row(), LIMITS))).toBe('pass');
    expect(judgeRow(row(), LIMITS).map((v) => v.target)).toEqual([
      'TBT ≤ +50 ms',
      'score ≥ −2',
      'LCP ≤ ×1.05',
      'CLS ≤ 0.01',
      'app JS ≤ 20 KB',
      'HTML ≤ 13.4',
    ]);
  });

  it('names each target a page misses, at the limit itself still a pass', () => {
    const atLimit = row(
      { cls: 0.01, appJsKb: 20, htmlBrotliKb: 13.4 },
      { performance: 0.97, lcpMs: 1050, tbtMs: 90, cls: 0 },
      { performance: 0.99, lcpMs: 1000, tbtMs: 40, cls: 0 },
    );
    expect(verdictText(judgeRow(atLimit, LIMITS))).toBe('pass');
    const past = row(
      { cls: 0.011, appJsKb: 20.1, htmlBrotliKb: 13.41 },
      { performance: 0.96, lcpMs: 1051, tbtMs: 91, cls: 0 },
      { performance: 0.99, lcpMs: 1000, tbtMs: 40, cls: 0 },
    );
    expect(verdictText(judgeRow(past, LIMITS))).toBe(
      'fail: TBT ≤ +50 ms, score ≥ −2, LCP ≤ ×1.05, CLS ≤ 0.01, app JS ≤ 20 KB, HTML ≤ 13.4',
    );
  });

  it("at scale, JavaScript must stay within 1 KB of the real site's", () => {
    const base = row({ jsKb: 100 });
    expect(judgeRow(row({ jsKb: 101 }), LIMITS, base).at(-1)).toEqual({ target: 'JS ±1 KB', pass: true });
    expect(judgeRow(row({ jsKb: 99 }), LIMITS, base).at(-1)).toEqual({ target: 'JS ±1 KB', pass: true });
    expect(verdictText(judgeRow(row({ jsKb: 101.2 }), LIMITS, base))).toBe('fail: JS ±1 KB');
  });

  it('judges the build time only at the size its target is set for', () => {
    expect(judgeBuild(1000, 59.9)).toEqual({ target: 'build ≤ 60 s at 1,000 cities', pass: true });
    expect(judgeBuild(1000, 60.1)?.pass).toBe(false);
    expect(judgeBuild(100, 90)).toBeNull();
    expect(judgeBuild(1000, null)).toBeNull();
    expect(TARGETS.buildCities).toBe(1000);
  });
});

describe("Lighthouse's CPU throttling guidance", () => {
  it("gives the calculator's multiplier and range at its anchor points", () => {
    expect(cpuGuidance(1533)?.multiplier).toBeCloseTo(4, 1);
    expect(cpuGuidance(1300)).toEqual({ multiplier: 3, low: 2.25, high: 3.75 });
    expect(cpuGuidance(800)).toEqual({ multiplier: 2, low: 1.25, high: 2.75 });
    expect(cpuGuidance(150)).toEqual({ multiplier: 1, low: 0.75, high: 1.25 });
    expect(cpuGuidance(100)).toBeNull();
  });

  it('publishes verdicts only where 4× lies inside the range', () => {
    expect(describeMachine(1450).comparable).toBe(true);
    expect(describeMachine(1350).comparable).toBe(false); // 3.2× (2.5–4.0): 4× is just past it
    expect(describeMachine(1533).comparable).toBe(true);
    expect(describeMachine(900).comparable).toBe(false);
    expect(describeMachine(Number.NaN).comparable).toBe(false);
  });
});

describe('bench tables', () => {
  it('prints one aligned line per template, the same columns at every size', () => {
    const lines = formatTable(
      [row(), row({ template: 'service-areas', jsKb: 148.04, appJsKb: 31.2, elements: 8398 })],
      LIMITS,
    );
    expect(lines).toHaveLength(3);
    expect(lines[0].split(/\s{2,}/)).toEqual([
      'template',
      'score',
      'no-JS',
      'TBT ms',
      'no-JS',
      '+TBT',
      'LCP ms',
      'no-JS',
      'ratio',
      'CLS',
      'app JS',
      'JS KB',
      'HTML KB',
      'elements',
      'Chrome LH',
      'targets',
    ]);
    expect(lines[1].split(/\s+/)).toEqual([
      'city',
      '100',
      '100',
      '58',
      '40',
      '+18',
      '830',
      '820',
      '1.012',
      '0.000',
      '16.4',
      '105.2',
      '12.80',
      '812',
      '–',
      'pass',
    ]);
    expect(lines[2]).toMatch(/^service-areas\s+100 .* 31\.2 +148\.0 .* 8398 +– {2}fail: app JS ≤ 20 KB$/);
    // Right-aligned figures: every line is as long as the header up to the targets column.
    const targetsAt = lines[0].indexOf('targets');
    for (const line of lines) expect(line.slice(0, targetsAt).length).toBe(targetsAt);
  });

  it("shows Chrome's own Lighthouse beside, and no verdict on a machine outside the throttling guidance", () => {
    const measured = row({ chrome: { runs: 3, score: 0.93, tbtMs: 320, lcpMs: 1900 } });
    expect(formatTable([measured], LIMITS)[1]).toMatch(/93 \/ 320 ms {2}pass$/);
    expect(formatTable([measured], LIMITS, undefined, false)[1]).toMatch(/no verdict$/);
  });

  it('the scale table judges each template against the same template on the real site', () => {
    const bases = new Map([['city', row({ jsKb: 100 })]]);
    expect(formatTable([row({ jsKb: 104 })], LIMITS, bases)[1]).toMatch(/fail: JS ±1 KB$/);
  });

  it("shows how each template's bytes moved between the two sizes, templates missing at one size left out", () => {
    const base = [row({ jsKb: 140.2, htmlBrotliKb: 12.5, elements: 800 }), row({ template: 'home', jsKb: 100 })];
    const scale = [row({ jsKb: 330.7, htmlBrotliKb: 13.1, elements: 812 })];
    const changes = byteChanges(base, scale);
    expect(changes).toHaveLength(1);
    expect(changes[0].jsDeltaKb).toBeCloseTo(190.5);
    expect(changes[0].htmlDeltaKb).toBeCloseTo(0.6);
    expect(changes[0].withinJs).toBe(false);
    const lines = formatByteChanges(changes, 40, 1000);
    expect(lines[0].split(/\s{2,}/)).toEqual([
      'template',
      'JS KB 40',
      'JS KB 1000',
      'Δ JS',
      'HTML KB 40',
      'HTML KB 1000',
      'Δ HTML',
      'elements 40',
      'elements 1000',
      'JS within 1 KB',
    ]);
    expect(lines[1].split(/\s+/)).toEqual([
      'city',
      '140.2',
      '330.7',
      '+190.5',
      '12.50',
      '13.10',
      '+0.60',
      '800',
      '812',
      'fail',
    ]);
    expect(formatByteChanges(byteChanges([row({ jsKb: 100.4 })], [row({ jsKb: 100 })]), 40, 1000)[1]).toMatch(
      /−0\.4 .* pass$/,
    );
  });
});

describe('synthetic towns', () => {
  it("cover the real site's seven counties and five regions, as its cities pair them", () => {
    const real = new Set(cities.map((c) => `${c.county}/${c.region}`));
    expect(new Set(SYNTHETIC_AREAS.map((a) => `${a.county}/${a.region}`))).toEqual(real);
    expect(new Set(SYNTHETIC_AREAS.map((a) => a.county))).toEqual(new Set(business.counties));
    const places = Array.from({ length: 1000 }, (_, i) => syntheticPlace(i + 1));
    for (const county of business.counties)
      expect(places.filter((p) => p.county === county).length).toBeGreaterThanOrEqual(142);
    expect(new Set(places.map((p) => p.region)).size).toBe(5);
  });

  it("lie inside their county's box, within the Bay Area, no two on the same spot", () => {
    const places = Array.from({ length: 1000 }, (_, i) => syntheticPlace(i + 1));
    for (const p of places) {
      const area = SYNTHETIC_AREAS.find((a) => a.county === p.county)!;
      expect(p.latitude).toBeGreaterThanOrEqual(area.lat[0]);
      expect(p.latitude).toBeLessThanOrEqual(area.lat[1]);
      expect(p.longitude).toBeGreaterThanOrEqual(area.lon[0]);
      expect(p.longitude).toBeLessThanOrEqual(area.lon[1]);
    }
    expect(new Set(places.map((p) => `${p.latitude},${p.longitude}`)).size).toBe(1000);
    expect(syntheticPlace(7)).toEqual(syntheticPlace(7));
  });
});

describe('city isolation verdict', () => {
  const change = (path: string, jsDelta: number, htmlDelta: number, listsNewCity = false): PageChange => ({
    path,
    listsNewCity,
    jsDelta,
    htmlDelta,
    before: { file: `${path}.html`, path, jsBytes: 100_000, htmlBytes: 13_000 },
    after: { file: `${path}.html`, path, jsBytes: 100_000 + jsDelta, htmlBytes: 13_000 + htmlDelta },
  });

  it('holds pages that do not list the new city to the tolerances, either way, and lets the lists grow', () => {
    const changes = [
      change('/about', 64, -32),
      change('/brands', 65, 0),
      change('/blog', 0, -33),
      change('/service-areas', 900, 400, true),
    ];
    expect(offenders(changes).map((c) => c.path)).toEqual(['/brands', '/blog']);
  });
});
