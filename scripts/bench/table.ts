/**
 * The benchmark's per-template table and its targets (docs/performance.md), as pure functions of
 * the measured rows: `npm run bench` prints one table per size of the site (the real one, and the
 * synthetic copy of `--scale N`), the same columns for both, then how each template's bytes moved
 * between the two. Performance is judged as the audit's gate judges it: what the scripts add over
 * the same page without them, timed in the same run (audit/app-cost.ts), against the limits of
 * audit.config.json (`lighthouse.appCost`). Tested in tests/unit/bench-table.test.ts.
 */
import { judgeAppCost, type AppCost, type AppCostLimits } from '../../audit/app-cost';

/** Chrome's own `lighthouse` CLI on the same page (default settings: mobile, simulated 4× CPU, slow 4G). */
export interface ChromeLighthouse {
  runs: number;
  score: number;
  tbtMs: number;
  lcpMs: number;
}

export interface Row {
  template: string;
  path: string;
  /** The page and its script-free copy, each figure the median of its runs, and the difference. */
  appCost: AppCost;
  /** Median of the page's runs, on the clock: Lighthouse's own figures. */
  score: number;
  lcpMs: number;
  noJsLcpMs: number;
  ratio: number;
  tbtMs: number;
  noJsTbtMs: number;
  cls: number;
  jsBeforePaintKb: number;
  /** Every script the page loads, gzipped. */
  jsKb: number;
  /** What the page loads beyond React, ReactDOM and React Router (the `framework` chunk), gzipped. */
  appJsKb: number;
  cssKb: number;
  /** The HTML, gzipped (level 9). */
  htmlKb: number;
  /** The HTML, Brotli quality 5: what budgets/document-weight weighs. */
  htmlBrotliKb: number;
  /** Elements in the prerendered HTML. */
  elements: number;
  lcpElement: string | null;
  noJsLcpElement: string | null;
  /** The same page through Chrome's `lighthouse` CLI, when measured (`--chrome-runs`). */
  chrome?: ChromeLighthouse;
  /** Every run's TBT in ms, in the order taken (pairs alternate): how far one run spreads from the median. */
  tbtRuns?: { page: number[]; scriptFree: number[] };
}

/**
 * The targets besides the app cost's (docs/performance.md): layout stability, the app's own
 * JavaScript, the first round trip, and the scale run's (bytes that do not grow with the number of
 * cities, a 1,000-city build within a minute).
 */
export const TARGETS = {
  cls: 0.01,
  appJsKb: 20,
  /** How far a template's JavaScript may move from the real site's to the large one's. */
  jsGrowthKb: 1,
  /** budgets/document-weight's limit (Brotli 5). */
  htmlKb: 13.4,
  buildSeconds: 60,
  /** The site size the build target is set for. */
  buildCities: 1000,
} as const;

export interface Verdict {
  target: string;
  pass: boolean;
}

/**
 * Each target for one template: the app cost's (audit/app-cost.ts, the gate's own judgement), the
 * page's own figures, and with `base` (the same template on the real site, when `row` is from the
 * scale run) whether its JavaScript stayed within `TARGETS.jsGrowthKb` of it.
 */
export function judgeRow(row: Row, limits: AppCostLimits, base?: Row): Verdict[] {
  const verdicts: Verdict[] = [
    ...judgeAppCost(row.appCost, limits).map((v) => ({ target: v.target, pass: v.pass })),
    { target: `CLS ≤ ${TARGETS.cls}`, pass: row.cls <= TARGETS.cls },
    { target: `app JS ≤ ${TARGETS.appJsKb} KB`, pass: row.appJsKb <= TARGETS.appJsKb },
    { target: `HTML ≤ ${TARGETS.htmlKb}`, pass: row.htmlBrotliKb <= TARGETS.htmlKb },
  ];
  if (base)
    verdicts.push({
      target: `JS ±${TARGETS.jsGrowthKb} KB`,
      pass: Math.abs(row.jsKb - base.jsKb) <= TARGETS.jsGrowthKb,
    });
  return verdicts;
}

/** 'pass', or the targets missed ('fail: app JS ≤ 20 KB, HTML ≤ 13.4'). */
export function verdictText(verdicts: Verdict[]): string {
  const missed = verdicts.filter((v) => !v.pass).map((v) => v.target);
  return missed.length ? `fail: ${missed.join(', ')}` : 'pass';
}

/** The build target, judged only at the size it is set for (null at any other size). */
export function judgeBuild(cityPages: number, seconds: number | null): Verdict | null {
  if (cityPages !== TARGETS.buildCities || seconds === null) return null;
  return {
    target: `build ≤ ${TARGETS.buildSeconds} s at ${TARGETS.buildCities.toLocaleString('en-US')} cities`,
    pass: seconds <= TARGETS.buildSeconds,
  };
}

const fmt = (n: number, digits = 0) => n.toFixed(digits);
const signed = (n: number, digits: number) => `${n >= 0 ? '+' : '−'}${Math.abs(n).toFixed(digits)}`;

/** Columns padded to their widest cell: the first left-aligned, the others right-aligned, the last left-aligned. */
export function alignColumns(head: string[], body: string[][]): string[] {
  const widths = head.map((h, i) => Math.max(h.length, ...body.map((row) => row[i].length)));
  const last = head.length - 1;
  const line = (cells: string[]) =>
    cells
      .map((c, i) => (i === 0 || i === last ? c.padEnd(widths[i]) : c.padStart(widths[i])))
      .join('  ')
      .trimEnd();
  return [line(head), ...body.map(line)];
}

/**
 * One size's table; with `bases` (the real site's rows by template) the scale run's JS growth target
 * is judged too. `verdicts: false` prints "no verdict" (a machine outside Lighthouse's throttling
 * guidance, scripts/bench/machine.ts).
 */
export function formatTable(rows: Row[], limits: AppCostLimits, bases?: Map<string, Row>, verdicts = true): string[] {
  const head = [
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
  ];
  const body = rows.map((r) => [
    r.template,
    fmt(r.score * 100),
    r.appCost.scriptFree.performance === null ? '–' : fmt(r.appCost.scriptFree.performance * 100),
    fmt(r.tbtMs),
    fmt(r.noJsTbtMs),
    signed(r.appCost.tbtMs, 0),
    fmt(r.lcpMs),
    fmt(r.noJsLcpMs),
    fmt(r.ratio, 3),
    fmt(r.cls, 3),
    fmt(r.appJsKb, 1),
    fmt(r.jsKb, 1),
    fmt(r.htmlBrotliKb, 2),
    String(r.elements),
    r.chrome ? `${fmt(r.chrome.score * 100)} / ${fmt(r.chrome.tbtMs)} ms` : '–',
    verdicts ? verdictText(judgeRow(r, limits, bases?.get(r.template))) : 'no verdict',
  ]);
  return alignColumns(head, body);
}

export const tableNotes = (limits: AppCostLimits, cpuSlowdown = 4): string[] => [
  `score, TBT, LCP: Lighthouse mobile (simulated throttling, ${cpuSlowdown}× CPU, slow 4G), each the median of its runs on the clock; no-JS = the same page as a browser without JavaScript shows it, timed beside it in the same run, each pair opening with the other variant in turn (audit/app-cost.ts, audit/script-free.ts).`,
  `+TBT = TBT − no-JS TBT: what the app adds. app JS = every script the page loads beyond React, ReactDOM and React Router (the framework chunk), gzipped; JS KB = all of it.`,
  "HTML KB = the document, Brotli quality 5, as budgets/document-weight weighs it; elements = elements in the prerendered HTML. Chrome LH = Chrome's own `lighthouse` CLI on the same page: score / TBT, median of its runs.",
  `targets: TBT ≤ +${limits.tbtMs} ms, score ≥ −${limits.scorePoints}, LCP ≤ ×${limits.lcpRatio} (audit.config.json lighthouse.appCost, as the gate judges), CLS ≤ ${TARGETS.cls}, app JS ≤ ${TARGETS.appJsKb} KB, HTML ≤ ${TARGETS.htmlKb} KB; at scale also JS within ${TARGETS.jsGrowthKb} KB of the real site's.`,
];

export interface ByteChange {
  template: string;
  jsKb: number;
  scaleJsKb: number;
  jsDeltaKb: number;
  htmlKb: number;
  scaleHtmlKb: number;
  htmlDeltaKb: number;
  elements: number;
  scaleElements: number;
  withinJs: boolean;
}

/** Per template present at both sizes, how its bytes moved from the real site to the large one. */
export function byteChanges(base: Row[], scale: Row[]): ByteChange[] {
  const byTemplate = new Map(scale.map((r) => [r.template, r]));
  return base.flatMap((b) => {
    const s = byTemplate.get(b.template);
    if (!s) return [];
    const jsDeltaKb = s.jsKb - b.jsKb;
    return [
      {
        template: b.template,
        jsKb: b.jsKb,
        scaleJsKb: s.jsKb,
        jsDeltaKb,
        htmlKb: b.htmlBrotliKb,
        scaleHtmlKb: s.htmlBrotliKb,
        htmlDeltaKb: s.htmlBrotliKb - b.htmlBrotliKb,
        elements: b.elements,
        scaleElements: s.elements,
        withinJs: Math.abs(jsDeltaKb) <= TARGETS.jsGrowthKb,
      },
    ];
  });
}

export function formatByteChanges(changes: ByteChange[], cities: number, scaleCities: number): string[] {
  const head = [
    'template',
    `JS KB ${cities}`,
    `JS KB ${scaleCities}`,
    'Δ JS',
    `HTML KB ${cities}`,
    `HTML KB ${scaleCities}`,
    'Δ HTML',
    `elements ${cities}`,
    `elements ${scaleCities}`,
    `JS within ${TARGETS.jsGrowthKb} KB`,
  ];
  const body = changes.map((c) => [
    c.template,
    fmt(c.jsKb, 1),
    fmt(c.scaleJsKb, 1),
    signed(c.jsDeltaKb, 1),
    fmt(c.htmlKb, 2),
    fmt(c.scaleHtmlKb, 2),
    signed(c.htmlDeltaKb, 2),
    String(c.elements),
    String(c.scaleElements),
    c.withinJs ? 'pass' : 'fail',
  ]);
  return alignColumns(head, body);
}
