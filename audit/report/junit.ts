/** junit.xml: one test case per rule per page; a finding of severity error fails it, a tool error errors it. */
import type { AuditReport } from '../report-data';

/** Escapes text for XML and drops control characters XML 1.0 cannot carry. */
const xml = (s: string) =>
  [...s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')]
    .filter((c) => c.charCodeAt(0) >= 32 || c === '\n' || c === '\t' || c === '\r')
    .join('');

export function junitReport(report: AuditReport): string {
  const suites: string[] = [];
  let total = 0;
  let totalFailures = 0;
  const byCase = new Map<string, AuditReport['findings']>();
  for (const f of report.findings)
    byCase.set(`${f.ruleId}\0${f.page}`, [...(byCase.get(`${f.ruleId}\0${f.page}`) ?? []), f]);
  const checksByRule = new Map<string, string[]>();
  for (const c of report.checks) checksByRule.set(c.ruleId, [...(checksByRule.get(c.ruleId) ?? []), c.page]);
  for (const rule of report.rules) {
    const pages = checksByRule.get(rule.id) ?? [];
    const cases: string[] = [];
    let failures = 0;
    let errors = 0;
    for (const page of [...new Set(pages)].sort()) {
      const findings = byCase.get(`${rule.id}\0${page}`) ?? [];
      const failing = findings.filter((f) => f.severity === 'error');
      let body = '';
      if (failing.length) {
        failures++;
        body = `<failure message="${xml(failing[0].message)}" type="${xml(rule.id)}">${xml(`${failing.map((f) => f.message).join('\n')}\nFix: ${rule.fix}`)}</failure>`;
      }
      const others = findings.filter((f) => f.severity !== 'error');
      if (others.length)
        body += `<system-out>${xml(others.map((f) => `${f.severity}: ${f.message}`).join('\n'))}</system-out>`;
      cases.push(`    <testcase classname="${xml(rule.id)}" name="${xml(page)}">${body}</testcase>`);
    }
    for (const e of report.toolErrors.filter((t) => t.ruleId === rule.id)) {
      errors++;
      cases.push(
        `    <testcase classname="${xml(rule.id)}" name="${xml(e.page ?? 'site')}"><error message="${xml(e.message.split('\n')[0])}">${xml(e.message)}</error></testcase>`,
      );
    }
    total += cases.length;
    totalFailures += failures + errors;
    suites.push(
      `  <testsuite name="${xml(rule.id)}" tests="${cases.length}" failures="${failures}" errors="${errors}">\n${cases.join('\n')}\n  </testsuite>`,
    );
  }
  return `<?xml version="1.0" encoding="UTF-8"?>\n<testsuites name="seo-audit" tests="${total}" failures="${totalFailures}" time="${(report.durationMs.total / 1000).toFixed(3)}">\n${suites.join('\n')}\n</testsuites>\n`;
}
