/**
 * `--merge DIR…`: the shards' partial results (partial.ts) as the report one unsharded run writes.
 * The SEO findings are each shard's own pages' (shard.ts), so they are simply joined; the browser
 * results are joined raw and only then become findings and thresholds (browser/findings.ts), as in
 * one run, because some of them count across pages. The shards must have audited the same build
 * with the same configuration and profile, each shard exactly once: anything else is refused,
 * naming what differs, rather than merged into a report no single run could have written.
 */
import { cpSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { withBrowserResults } from './assemble';
import { browserFindings } from './browser/findings';
import { withInteractionFindings } from './browser/interaction-findings';
import type { InteractionResult, InteractionSummary } from './browser/results';
import { profileSettings, type AuditConfig } from './config';
import { configHash, type PartialSource } from './partial';
import type { AuditReport, Finding } from './report-data';
import { seoThresholds } from './thresholds';
import type { Severity } from './types';

export class MergeError extends Error {}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);
const sortedEntries = (o: Record<string, string> = {}) => Object.entries(o).sort(([a], [b]) => (a < b ? -1 : 1));

/** Refuses shards that one run could not have produced together, in one line naming the difference. */
function checkShards(sources: PartialSource[], config: AuditConfig): void {
  const first = sources[0].partial;
  const count = first.shard.count;
  const fail = (what: string) => {
    throw new MergeError(`--merge: ${what}; merge the partial results of one run, every shard once.`);
  };
  for (const { partial } of sources) {
    if (partial.shard.count !== count)
      fail(
        `shard ${partial.shard.index}/${partial.shard.count} belongs to a run of ${partial.shard.count} shards, not ${count}`,
      );
    if (partial.profile !== first.profile)
      fail(`the shards ran different profiles (${partial.profile}, ${first.profile})`);
    if (partial.foreign !== first.foreign) fail('some shards read the audit manifest and some did not');
    if (partial.configHash !== first.configHash) fail('the shards ran with different configurations');
    if (partial.report.siteUrl !== first.report.siteUrl)
      fail(`the shards audited different sites (${partial.report.siteUrl}, ${first.report.siteUrl})`);
    if (
      !same(
        partial.report.pages.map((p) => p.path),
        first.report.pages.map((p) => p.path),
      )
    )
      fail(
        `shard ${partial.shard.index} found other pages than shard ${first.shard.index}: they audited different builds`,
      );
    if (!same(sortedEntries(partial.report.fingerprints), sortedEntries(first.report.fingerprints)))
      fail(
        `shard ${partial.shard.index}'s pages differ from shard ${first.shard.index}'s: they audited different builds`,
      );
  }
  const indexes = sources.map((s) => s.partial.shard.index);
  const missing = Array.from({ length: count }, (_, i) => i + 1).filter((i) => !indexes.includes(i));
  const twice = indexes.filter((i, at) => indexes.indexOf(i) !== at);
  if (twice.length) fail(`shard ${[...new Set(twice)].map((i) => `${i}/${count}`).join(', ')} is given twice`);
  if (missing.length) fail(`shard ${missing.map((i) => `${i}/${count}`).join(', ')} is missing`);
  if (configHash(config) !== first.configHash)
    fail('the shards ran with another configuration than this one (audit.config.json or --config)');
}

const maxOf = (values: number[]) => Math.max(0, ...values);

/**
 * The shards' lab INP as one run measures it: each shard timed the interactions on its own pages
 * (browser/interactions.ts), so the results are joined in the configuration's order.
 */
function mergedInteractions(
  parts: (InteractionSummary | undefined)[],
  config: AuditConfig,
): InteractionSummary | undefined {
  const measured = parts.filter((p): p is InteractionSummary => p !== undefined);
  if (!measured.length) return undefined;
  const order = (r: InteractionResult) =>
    config.interactions.flows.findIndex((f) => f.name === r.name && f.template === r.template);
  return {
    ...measured[0],
    results: measured.flatMap((p) => p.results).sort((a, b) => order(a) - order(b)),
    durationMs: maxOf(measured.map((p) => p.durationMs)),
  };
}

/**
 * One report from every shard's partial result, as the unsharded run would have written it; the
 * Lighthouse HTML reports are copied into `out`. Durations are the slowest shard's (they ran side by
 * side); `shards` says what each took.
 */
export function mergePartials(sources: PartialSource[], config: AuditConfig, out: string): AuditReport {
  if (!sources.length) throw new MergeError('--merge: name the folders of the shards’ partial results.');
  checkShards(sources, config);
  const ordered = [...sources].sort((a, b) => a.partial.shard.index - b.partial.shard.index);
  const partials = ordered.map((s) => s.partial);
  const reports = partials.map((p) => p.report);
  const base: AuditReport = structuredClone(reports[0]);
  const order: Record<Severity, number> = { error: 0, warning: 1, info: 2 };
  // Stable sort: findings of one rule on one page keep their order, since one shard made them all.
  const findings: Finding[] = reports
    .flatMap((r) => r.findings)
    .sort(
      (a, b) =>
        order[a.severity] - order[b.severity] || a.page.localeCompare(b.page) || a.ruleId.localeCompare(b.ruleId),
    );
  const ruleRank = new Map(base.rules.map((r, i) => [r.id, i]));
  const checks = reports
    .flatMap((r) => r.checks)
    .sort((a, b) => (ruleRank.get(a.ruleId) ?? 0) - (ruleRank.get(b.ruleId) ?? 0) || a.page.localeCompare(b.page));
  const toolErrors = reports.flatMap((r) => r.toolErrors);
  const rules = base.rules.map((rule) => ({
    ...rule,
    durationMs: maxOf(reports.map((r) => r.rules.find((x) => x.id === rule.id)?.durationMs ?? 0)),
  }));
  const thresholds = seoThresholds(config, findings);
  const count = (s: Severity) => findings.filter((f) => f.severity === s).length;
  const report: AuditReport = {
    ...base,
    generatedAt: reports
      .map((r) => r.generatedAt)
      .sort()
      .at(-1)!,
    durationMs: {
      crawl: maxOf(reports.map((r) => r.durationMs.crawl)),
      rules: maxOf(reports.map((r) => r.durationMs.rules)),
      total: maxOf(reports.map((r) => r.durationMs.total)),
    },
    summary: {
      pages: base.pages.length,
      rules: rules.length,
      checks: checks.length,
      errors: count('error'),
      warnings: count('warning'),
      infos: count('info'),
      toolErrors: toolErrors.length,
      passed: thresholds.every((t) => t.ok) && toolErrors.length === 0,
    },
    thresholds,
    rules,
    findings,
    toolErrors,
    checks,
    shards: partials.map((p) => ({
      index: p.shard.index,
      count: p.shard.count,
      pages: p.shard.pages.length,
      expectedSeconds: p.shard.expectedSeconds,
      durationMs: p.report.durationMs.total,
    })),
  };
  for (const { dir } of ordered)
    if (existsSync(join(dir, 'lighthouse')))
      cpSync(join(dir, 'lighthouse'), join(out, 'lighthouse'), { recursive: true });
  const first = partials[0];
  if (!first.browser || first.profile === null) return report;
  const axe = partials.flatMap((p) => p.browser?.axe ?? []).sort((a, b) => a.path.localeCompare(b.path));
  const lighthouse = partials
    .flatMap((p) => p.browser?.lighthouse ?? [])
    .sort((a, b) => a.path.localeCompare(b.path) || a.formFactor.localeCompare(b.formFactor));
  const settings = profileSettings(config, first.profile);
  // As runBrowserChecks decides it: Core Web Vitals gate when the profile times three runs.
  const vitalsGate = (settings.runs[config.lighthouse.metricsFormFactor] ?? 1) >= 3;
  const durations = partials.map((p) => p.browser?.durationMs ?? { axe: 0, lighthouse: 0 });
  const performanceMs = durations.map((d) => d.performance).filter((d): d is number => d !== undefined);
  const interactions = mergedInteractions(
    partials.map((p) => p.browser?.interactions),
    config,
  );
  return withBrowserResults(
    report,
    {
      ...first.browser,
      axe,
      lighthouse,
      interactions,
      durationMs: {
        axe: maxOf(durations.map((d) => d.axe)),
        lighthouse: maxOf(durations.map((d) => d.lighthouse)),
        ...(performanceMs.length ? { performance: maxOf(performanceMs) } : {}),
      },
      ...withInteractionFindings(config, browserFindings(config, axe, lighthouse, vitalsGate), interactions),
    },
    { foreign: first.foreign, configPath: base.configPath },
  );
}
