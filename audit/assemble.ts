/**
 * The browser checks' results joined to the SEO rules' report: their findings, rules, thresholds
 * and checks, and the raw results as `report.browser`. One function for an unsharded run (run.ts)
 * and for shards merged (merge.ts), so both reports are put together alike.
 */
import type { BrowserResults } from './browser/results';
import { finalizeSummary, type AuditReport } from './report-data';

export function withBrowserResults(
  report: AuditReport,
  browser: BrowserResults,
  { foreign, configPath }: { foreign: boolean; configPath: string | null },
): AuditReport {
  const { findings, rules: browserRules, thresholds, checks, ...rest } = browser;
  report.findings.push(...findings);
  // The browser rules' fixes name this project's config file; a foreign build's is the one it was given.
  report.rules.push(
    ...(foreign
      ? browserRules.map((r) => ({
          ...r,
          fix: r.fix.replaceAll('audit.config.json', configPath ?? 'the audit configuration (--config)'),
        }))
      : browserRules),
  );
  report.thresholds.push(...thresholds);
  report.checks.push(...checks);
  report.browser = rest;
  finalizeSummary(report);
  return report;
}
