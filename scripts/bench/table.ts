/**
 * The benchmark's per-template table and its targets (docs/performance.md), as pure functions of
 * the measured rows: `npm run bench` prints one table per size of the site (the real one, and the
 * synthetic copy of `--scale N`), the same columns for both, then how each template's bytes moved
 * between the two. Tested in tests/unit/bench-table.test.ts.
 */

export interface Row {
  template: string;
  path: string;
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
  cssKb: number;
  /** The HTML, gzipped (level 9). */
  htmlKb: number;
  /** The HTML, Brotli quality 5: what budgets/document-weight weighs. */
  htmlBrotliKb: number;
  /** Elements in the prerendered HTML. */
  elements: number;
  lcpElement: string | null;
  noJsLcpElement: string | null;
}

/** The targets of docs/performance.md, and the scale run's (bytes that do not grow with the number of cities, a 1,000-city build within a minute). */
export const TARGETS = {
  score: 100,
  lcpRatio: 1.05,
  tbtMs: 50,
  cls: 0.01,
  jsKb: 110,
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
 * Each target for one template: the page's own figures, and with `base` (the same template on the
 * real site, when `row` is from the scale run) whether its JavaScript stayed within
 * `TARGETS.jsGrowthKb` of it.
 */
export function judgeRow(row: Row, base?: Row): Verdict[] {
  const verdicts: Verdict[] = [
    { target: `score ${TARGETS.score}`, pass: Math.round(row.score * 100) >= TARGETS.score },
    { target: `ratio ≤ ${TARGETS.lcpRatio}`, pass: row.ratio <= TARGETS.lcpRatio },
    { target: `TBT ≤ ${TARGETS.tbtMs}`, pass: row.tbtMs <= TARGETS.tbtMs },
    { target: `CLS ≤ ${TARGETS.cls}`, pass: row.cls <= TARGETS.cls },
    { target: `JS ≤ ${TARGETS.jsKb}`, pass: row.jsKb <= TARGETS.jsKb },
    { target: `HTML ≤ ${TARGETS.htmlKb}`, pass: row.htmlBrotliKb <= TARGETS.htmlKb },
  ];
  if (base)
    verdicts.push({
      target: `JS ±${TARGETS.jsGrowthKb} KB`,
      pass: Math.abs(row.jsKb - base.jsKb) <= TARGETS.jsGrowthKb,
    });
  return verdicts;
}

/** 'pass', or the targets missed ('fail: JS ≤ 110, HTML ≤ 13.4'). */
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

/** One size's table; with `bases` (the real site's rows by template) the scale run's JS growth target is judged too. */
export function formatTable(rows: Row[], bases?: Map<string, Row>): string[] {
  const head = [
    'template',
    'score',
    'LCP ms',
    'no-JS LCP',
    'ratio',
    'TBT ms',
    'no-JS TBT',
    'CLS',
    'JS KB*',
    'JS KB',
    'CSS KB',
    'HTML KB',
    'elements',
    'targets',
  ];
  const body = rows.map((r) => [
    r.template,
    fmt(r.score * 100),
    fmt(r.lcpMs),
    fmt(r.noJsLcpMs),
    fmt(r.ratio, 3),
    fmt(r.tbtMs),
    fmt(r.noJsTbtMs),
    fmt(r.cls, 3),
    fmt(r.jsBeforePaintKb, 1),
    fmt(r.jsKb, 1),
    fmt(r.cssKb, 1),
    fmt(r.htmlBrotliKb, 2),
    String(r.elements),
    verdictText(judgeRow(r, bases?.get(r.template))),
  ]);
  return alignColumns(head, body);
}

export const TABLE_NOTES = [
  "no-JS TBT = the same page without scripts: the document's own parsing, layout and paint, which no script change can remove.",
  'JS KB* = script bytes requested before first contentful paint; JS KB = every script the page loads once it has loaded (gzipped).',
  "HTML KB = the document, Brotli quality 5, as budgets/document-weight weighs it; elements = elements in the prerendered HTML (not Lighthouse's dom-size, which counts the page after scripts ran).",
  `targets: score ${TARGETS.score}, LCP ratio ≤ ${TARGETS.lcpRatio}, TBT ≤ ${TARGETS.tbtMs} ms, CLS ≤ ${TARGETS.cls}, JS ≤ ${TARGETS.jsKb} KB, HTML ≤ ${TARGETS.htmlKb} KB; at scale also JS within ${TARGETS.jsGrowthKb} KB of the real site's.`,
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
