/** summary.md: for a pull-request comment. Totals, then failures first, grouped by page, each with its fix hint. */
import type { AuditReport, Finding } from '../run';

const ICON = { error: '❌', warning: '⚠️', info: 'ℹ️' } as const;
const esc = (s: string) => s.replace(/\|/g, '\\|').replace(/\n/g, ' ');

export function markdownReport(report: AuditReport): string {
  const { summary } = report;
  const rules = new Map(report.rules.map((r) => [r.id, r]));
  const lines = [
    `# SEO audit: ${summary.passed ? 'passed ✅' : 'failed ❌'}`,
    '',
    `${summary.pages} pages, ${summary.rules} rules, ${summary.checks} checks in ${(report.durationMs.total / 1000).toFixed(1)} s on ${report.siteUrl}.`,
    '',
    '| | count |',
    '|---|---:|',
    `| errors | ${summary.errors} |`,
    `| warnings | ${summary.warnings} |`,
    `| information | ${summary.infos} |`,
    `| tool errors | ${summary.toolErrors} |`,
    '',
    '| threshold | limit | actual | |',
    '|---|---:|---:|---|',
    ...report.thresholds.map((t) => `| ${t.name} | ${t.limit} | ${t.actual} | ${t.ok ? '✅' : '❌'} |`),
    '',
  ];
  if (report.toolErrors.length) {
    lines.push('## Tool errors (the audit itself failed; results are incomplete)', '');
    for (const e of report.toolErrors) lines.push(`- \`${e.ruleId}\`${e.page ? ` on \`${e.page}\`` : ''}: ${esc(e.message.split('\n')[0])}`);
    lines.push('');
  }
  for (const severity of ['error', 'warning', 'info'] as const) {
    const list = report.findings.filter((f) => f.severity === severity);
    if (!list.length) continue;
    lines.push(`## ${ICON[severity]} ${severity === 'error' ? 'Errors' : severity === 'warning' ? 'Warnings' : 'Information'} (${list.length})`, '');
    const byPage = new Map<string, Finding[]>();
    for (const f of list) byPage.set(f.page, [...(byPage.get(f.page) ?? []), f]);
    const capped = severity === 'error' ? [...byPage] : [...byPage].slice(0, 50);
    for (const [page, findings] of capped) {
      lines.push(`### \`${page}\``, '');
      for (const f of findings) lines.push(`- **${f.ruleId}**: ${esc(f.message)}  \n  _Fix:_ ${esc(rules.get(f.ruleId)?.fix ?? '')}`);
      lines.push('');
    }
    if (capped.length < byPage.size) lines.push(`_…and ${byPage.size - capped.length} more pages; see report.json._`, '');
  }
  if (!report.findings.length && !report.toolErrors.length) lines.push('No findings. 🎉', '');
  lines.push('<details><summary>Rules</summary>', '', '| rule | severity | what it checks |', '|---|---|---|');
  for (const r of report.rules) lines.push(`| \`${r.id}\` | ${r.severity} | ${esc(r.title)} |`);
  lines.push('', '</details>', '');
  return lines.join('\n');
}
