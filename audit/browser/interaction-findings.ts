/**
 * Lab INP judged: the measured interactions (interactions.ts) as the audit's findings, rule,
 * threshold and checks. Apart from the measuring so that judging (judge.ts, `seo-audit assert`)
 * needs no browser and judges saved figures, one folder's or the shards', with the same code.
 */
import { severityFor, type AuditConfig } from '../config';
import type { Severity } from '../types';
import type { BrowserFindingsResult, BrowserRule, InteractionSummary } from './results';

/** Lab INP's rule: named like a Lighthouse audit, but measured by the interaction worker, not by Lighthouse's page runs. */
export const INP_RULE_ID = 'lighthouse/interaction-to-next-paint';

const INP_RULE: BrowserRule = {
  id: INP_RULE_ID,
  family: 'lighthouse',
  severity: 'error',
  scope: 'page',
  title:
    'Menus, buttons and fields answer quickly when used: each scripted interaction paints its answer in time (Interaction to Next Paint, measured on a slowed phone).',
  fix: 'Find the interaction’s slow part in its Lighthouse timespan (a long event handler, a large re-render, a layout of the whole page) and do less in the handler or render less; raise interactions.maxInpMs in audit.config.json only in review.',
  docs: 'https://web.dev/articles/inp',
  durationMs: 0,
};

/**
 * The interactions as the audit's findings, rule, thresholds and checks. `severityFor` gives the
 * rule's severity on a template (the configuration's `rules` may lower it or switch it off); the
 * threshold holds while no interaction is an error.
 */
export function interactionFindings(
  summary: InteractionSummary,
  severityFor: (rule: BrowserRule, template: string) => Severity | 'off' = () => 'error',
): BrowserFindingsResult {
  const findings: BrowserFindingsResult['findings'] = [];
  const checks = summary.results.map((r) => ({ ruleId: INP_RULE.id, page: r.path }));
  for (const r of summary.results) {
    const severity = severityFor(INP_RULE, r.template);
    if (severity === 'off') continue;
    const base = { ruleId: INP_RULE.id, family: INP_RULE.family, page: r.path, template: r.template, severity };
    if (r.error || r.bestMs === null) {
      findings.push({
        ...base,
        message: `"${r.name}": ${r.error ?? 'Lighthouse saw no interaction: check the steps’ selectors in audit.config.json'}.`,
      });
    } else if (r.bestMs > summary.maxInpMs) {
      findings.push({
        ...base,
        message: `"${r.name}" took ${r.bestMs} ms to the next paint at its fastest of ${r.runs.length} runs (median ${r.inpMs} ms) at ${summary.cpuSlowdown}× CPU; the limit is ${summary.maxInpMs} ms (interactions.maxInpMs).`,
      });
    }
  }
  const worst = Math.max(0, ...summary.results.map((r) => r.bestMs ?? 0));
  // The threshold holds while no interaction is an error (a rule lowered to a warning only reports).
  const ok = !findings.some((f) => f.severity === 'error');
  return {
    findings,
    rules: [INP_RULE],
    thresholds: summary.results.length
      ? [
          {
            name: 'lab INP, slowest interaction (ms)',
            limit: summary.maxInpMs,
            actual: worst,
            ok,
          },
        ]
      : [],
    checks,
  };
}

/** The browser findings with the interactions' added. */
export function withInteractionFindings(
  config: AuditConfig,
  base: BrowserFindingsResult,
  summary: InteractionSummary | undefined,
): BrowserFindingsResult {
  if (!summary) return base;
  const extra = interactionFindings(summary, (rule, template) => severityFor(config, rule, template));
  return {
    findings: [...base.findings, ...extra.findings],
    rules: [...base.rules, ...extra.rules],
    thresholds: [...base.thresholds, ...extra.thresholds],
    checks: [...base.checks, ...extra.checks],
  };
}
