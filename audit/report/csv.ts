/**
 * pages.csv: the page table for a spreadsheet. One row per page: template,
 * status, whether it is meant to be indexed, mobile Lighthouse scores (0–100),
 * desktop performance, Core Web Vitals where measured, errors, warnings and
 * axe violations. RFC 4180 quoting; empty cells where nothing was measured.
 */
import { CATEGORIES } from '../config';
import type { AuditReport } from '../report-data';

const cell = (v: string | number | boolean | null | undefined) => {
  if (v === null || v === undefined) return '';
  const s = String(v);
  return /[",\n\r]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
};
const score = (s: number | null | undefined) => (typeof s === 'number' ? Math.round(s * 100) : null);

export const CSV_COLUMNS = ['page', 'template', 'status', 'indexable', 'depth', 'inbound links', ...CATEGORIES.map((c) => `${c} (mobile)`), 'performance (desktop)', 'LCP ms', 'TBT ms', 'CLS', 'errors', 'warnings', 'axe violations', 'Lighthouse report'];

export function pagesCsv(report: AuditReport): string {
  const lh = report.browser?.lighthouse ?? [];
  const axe = new Map((report.browser?.axe ?? []).map((a) => [a.path, a.violations.reduce((n, v) => n + v.nodes.length, 0)]));
  const rows = report.pages.map((p) => {
    const mobile = lh.find((l) => l.path === p.path && l.formFactor === 'mobile');
    const desktop = lh.find((l) => l.path === p.path && l.formFactor === 'desktop');
    const mine = report.findings.filter((f) => f.page === p.path);
    const m = mobile?.metrics;
    return [
      p.path, p.template, p.status, p.indexable, p.depth, p.inbound,
      ...CATEGORIES.map((c) => score(mobile?.scores[c])), score(desktop?.scores.performance),
      m ? Math.round(m.lcpMs) : null, m ? Math.round(m.tbtMs) : null, m ? m.cls.toFixed(3) : null,
      mine.filter((f) => f.severity === 'error').length, mine.filter((f) => f.severity === 'warning').length,
      report.browser ? (axe.get(p.path) ?? 0) : null, mobile?.report ?? null,
    ].map(cell).join(',');
  });
  return `${[CSV_COLUMNS.map(cell).join(','), ...rows].join('\r\n')}\r\n`;
}
