/**
 * pages.csv: the page table for a spreadsheet. One row per page: template,
 * status, whether it is meant to be indexed, mobile Lighthouse scores (0–100),
 * desktop performance, Core Web Vitals where measured, errors, warnings and
 * axe violations; then what a content editor works from: the run's date and
 * commit (so rows of several runs can share one sheet), title, description and
 * H1 in full with their lengths, canonical, word count, links from other pages'
 * text (no menu, breadcrumb or footer link: an orphan by content shows 0 where
 * "inbound links" counts every page's menu) and the rules the page fails, errors
 * and warnings. New columns go at the end, so a sheet's formulas over the
 * older ones keep working. RFC 4180 quoting; a score cell says `failed` where
 * the page's run failed and `n/a` on a page answering 404, and is empty only
 * where nothing was to be measured (a full run scores Accessibility, Best
 * Practices and SEO on every page); a UTF-8 byte-order mark first, so Excel
 * reads the text as written.
 */
import { CATEGORIES, type Category } from '../config';
import type { AuditReport } from '../report-data';
import type { LighthousePage } from '../schema/measured';

/** One RFC 4180 cell: quoted when it holds a quote, comma or line break; empty for nothing measured. */
export const cell = (v: string | number | boolean | null | undefined) => {
  if (v === null || v === undefined) return '';
  const s = String(v);
  return /[",\n\r]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
};

/**
 * A CSV file: the header and rows, CRLF, after a UTF-8 byte-order mark. Excel opens a CSV without one in the
 * system's legacy code page, so a curly apostrophe (’) or an en dash in a title comes out as "â€™"; with it, as written.
 */
export const csvFile = (header: string[], rows: (string | number | boolean | null | undefined)[][]) =>
  `\uFEFF${[header, ...rows].map((r) => r.map(cell).join(',')).join('\r\n')}\r\n`;
const score = (s: number | null | undefined) => (typeof s === 'number' ? Math.round(s * 100) : null);

/**
 * A category's cell: the score (0–100); `n/a` for a page Lighthouse does not measure (answering 404);
 * `failed` where its run could not score the page (a runtime error, a run that gave up, a category
 * Lighthouse returned without a score); empty only where the run did not plan to measure it (Performance
 * off the timed pages, or a profile that samples).
 */
export function categoryCell(l: LighthousePage | undefined, c: Category): number | string | null {
  if (!l) return null;
  if (l.state === 'not-applicable') return 'n/a';
  const s = l.scores[c];
  if (typeof s === 'number') return score(s);
  if (s === null || (l.state === 'error' && c !== 'performance')) return 'failed';
  return null;
}

/** Characters as the title and description length rules count them (code points, not UTF-16 units). */
const length = (s: string | null | undefined) => (typeof s === 'string' ? [...s].length : null);

export const CSV_COLUMNS = [
  'page',
  'template',
  'status',
  'indexable',
  'depth',
  'inbound links',
  ...CATEGORIES.map((c) => `${c} (mobile)`),
  'performance (desktop)',
  'LCP ms',
  'TBT ms',
  'CLS',
  'errors',
  'warnings',
  'axe violations',
  'Lighthouse report',
  'run date',
  'commit',
  'title',
  'title length',
  'meta description',
  'description length',
  'H1',
  'canonical',
  'word count',
  'in-content inbound links',
  'failing rules',
];

export function pagesCsv(report: AuditReport): string {
  const lh = report.browser?.lighthouse ?? [];
  const axe = new Map(
    (report.browser?.axe ?? []).map((a) => [a.path, a.violations.reduce((n, v) => n + v.nodes.length, 0)]),
  );
  const rows = report.pages.map((p) => {
    const mobile = lh.find((l) => l.path === p.path && l.formFactor === 'mobile');
    const desktop = lh.find((l) => l.path === p.path && l.formFactor === 'desktop');
    const mine = report.findings.filter((f) => f.page === p.path);
    // Errors first, as the findings are sorted; a rule flagging the page twice is named once.
    const failing = [...new Set(mine.filter((f) => f.severity !== 'info').map((f) => f.ruleId))].join(' ');
    const m = mobile?.metrics;
    return [
      p.path,
      p.template,
      p.status,
      p.indexable,
      p.depth,
      p.inbound,
      ...CATEGORIES.map((c) => categoryCell(mobile, c)),
      categoryCell(desktop, 'performance'),
      m ? Math.round(m.lcpMs) : null,
      m ? Math.round(m.tbtMs) : null,
      m ? m.cls.toFixed(3) : null,
      mine.filter((f) => f.severity === 'error').length,
      mine.filter((f) => f.severity === 'warning').length,
      report.browser ? (axe.get(p.path) ?? 0) : null,
      mobile?.report ?? null,
      report.generatedAt,
      report.commit?.hash ?? null,
      p.title,
      length(p.title),
      p.description,
      length(p.description),
      p.h1s?.join(' | '),
      p.canonical,
      p.words,
      p.contentInbound,
      failing,
    ];
  });
  return csvFile(CSV_COLUMNS, rows);
}
