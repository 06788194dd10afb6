/**
 * The SEO rules' thresholds (errors, warnings, per rule) over a run's findings: one function, so an
 * unsharded run and shards asserted together (judge.ts) are judged by the same arithmetic.
 */
import type { AuditConfig } from './config';
import type { Finding, Threshold } from './report-data';

export function seoThresholds(config: AuditConfig, findings: Finding[]): Threshold[] {
  const errors = findings.filter((f) => f.severity === 'error').length;
  const warnings = findings.filter((f) => f.severity === 'warning').length;
  const thresholds: Threshold[] = [
    { name: 'errors', limit: config.thresholds.maxErrors, actual: errors, ok: errors <= config.thresholds.maxErrors },
  ];
  if (config.thresholds.maxWarnings !== null)
    thresholds.push({
      name: 'warnings',
      limit: config.thresholds.maxWarnings,
      actual: warnings,
      ok: warnings <= config.thresholds.maxWarnings,
    });
  for (const [ruleId, limit] of Object.entries(config.thresholds.perRule)) {
    const actual = findings.filter((f) => f.ruleId === ruleId).length;
    thresholds.push({ name: `rule ${ruleId}`, limit, actual, ok: actual <= limit });
  }
  return thresholds;
}
