/**
 * What an audit run produces, as data: report.json (schemaVersion 1, audit/README.md), the
 * one-line run summary kept in audit/history.jsonl, and the comparison of two runs. The shapes are
 * defined once, as zod schemas in schema/report.ts (their JSON Schemas ship in the package); here
 * they are re-exported beside the summary's arithmetic, so the judging (judge.ts), the history
 * (history.ts), the change list (changes.ts) and the reports all read one shape without importing
 * each other.
 */
import type { AuditReport } from './schema/report';
import type { z } from 'zod';
import type { Severity, thresholdSchema } from './schema/measured';

export type { Finding } from './schema/measured';
/** A threshold judged: report.json's `thresholds`. */
export type Threshold = z.infer<typeof thresholdSchema>;
export {
  CRAWL_FIELDS,
  SCHEMA_VERSION,
  type AuditReport,
  type ChangeItem,
  type ChangeKind,
  type Comparison,
  type CrawlComparison,
  type CrawlPage,
  type PageScores,
  type RuleInfo,
  type RunSummary,
  type ScoreChange,
  type ToolError,
} from './schema/report';

/** Re-sorts the findings and recomputes the totals and the verdict after findings or thresholds were added. */
export function finalizeSummary(report: AuditReport): void {
  const order: Record<Severity, number> = { error: 0, warning: 1, info: 2 };
  report.findings.sort(
    (a, b) => order[a.severity] - order[b.severity] || a.page.localeCompare(b.page) || a.ruleId.localeCompare(b.ruleId),
  );
  const count = (s: Severity) => report.findings.filter((f) => f.severity === s).length;
  const errors = count('error');
  const errorThreshold = report.thresholds.find((t) => t.name === 'errors');
  if (errorThreshold) Object.assign(errorThreshold, { actual: errors, ok: errors <= errorThreshold.limit });
  const warningThreshold = report.thresholds.find((t) => t.name === 'warnings');
  if (warningThreshold)
    Object.assign(warningThreshold, { actual: count('warning'), ok: count('warning') <= warningThreshold.limit });
  Object.assign(report.summary, {
    rules: report.rules.length,
    checks: report.checks.length,
    errors,
    warnings: count('warning'),
    infos: count('info'),
    passed: report.thresholds.every((t) => t.ok) && report.toolErrors.length === 0,
  });
}

/** A finding as a history line records it: `ruleId page` (a rule id has no space; a page may). */
export const findingKey = (ruleId: string, page: string) => `${ruleId} ${page}`;

export function splitFindingKey(key: string): { ruleId: string; page: string } {
  const space = key.indexOf(' ');
  return { ruleId: key.slice(0, space), page: key.slice(space + 1) };
}
