/** Terminal output: failures first, grouped by page, then totals. */
import type { AuditReport } from '../report-data';

export function textReport(report: AuditReport, { verbose = false } = {}): string {
  const lines: string[] = [];
  const rules = new Map(report.rules.map((r) => [r.id, r]));
  for (const e of report.toolErrors) lines.push(`TOOL ERROR ${e.ruleId}${e.page ? ` on ${e.page}` : ''}: ${e.message}`);
  const shown = report.findings.filter((f) => verbose || f.severity === 'error');
  let current = '';
  for (const f of shown) {
    if (f.page !== current) {
      current = f.page;
      lines.push('', current);
    }
    lines.push(
      `  ${f.severity.padEnd(7)} ${f.ruleId}: ${f.message}`,
      `          fix: ${rules.get(f.ruleId)?.fix ?? ''}`,
    );
  }
  const s = report.summary;
  lines.push(
    '',
    `SEO audit ${s.passed ? 'passed' : 'FAILED'}: ${s.pages} pages, ${s.rules} rules, ${s.checks} checks, ${s.errors} errors, ${s.warnings} warnings, ${s.infos} info, ${s.toolErrors} tool errors in ${(report.durationMs.total / 1000).toFixed(2)} s (fetch ${(report.durationMs.crawl / 1000).toFixed(2)} s, rules ${(report.durationMs.rules / 1000).toFixed(2)} s).`,
  );
  for (const t of report.thresholds.filter((x) => !x.ok))
    lines.push(`Threshold missed: ${t.name} ${t.actual} > ${t.limit}.`);
  // Rules not checked, by reason ("Not applicable without the URL manifest", "Not checked on a deployed site (--url)").
  const notChecked = new Map<string, string[]>();
  for (const r of report.rules.filter((x) => x.notApplicable)) {
    const reason = r.notApplicable!.split(':')[0];
    notChecked.set(reason, [...(notChecked.get(reason) ?? []), r.id]);
  }
  for (const [reason, ids] of notChecked) lines.push(`${reason}: ${ids.join(', ')}.`);
  if (!verbose && report.findings.length > shown.length)
    lines.push(`${report.findings.length - shown.length} warnings/info not shown (--verbose, or see the reports).`);
  return lines.join('\n').replace(/^\n/, '');
}
