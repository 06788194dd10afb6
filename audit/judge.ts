/**
 * `seo-audit assert`: the configuration's verdict on collected results (collected.ts), a pure
 * function of the results and the configuration, with no build and no browser. The severities and
 * `off` of `rules` and `templates.<name>.rules`, the SEO thresholds, the fix texts, and the browser
 * tools' findings and thresholds (browser/findings.ts) are applied here, so a changed threshold is
 * judged again in seconds. Several results folders (one per shard) are judged as the one run they
 * are parts of: each shard kept its own pages' results (shard.ts), so they are joined raw and only
 * then judged, because some verdicts count across pages. Results that one run could not have
 * produced together are refused, naming what differs.
 */
import { browserFindings } from './browser/findings';
import { withInteractionFindings } from './browser/interaction-findings';
import type { BrowserMeasurements, BrowserResults, InteractionResult, InteractionSummary } from './browser/results';
import { severityFor, type AuditConfig } from './config';
import { checkRuleNames } from './config-names';
import { ResultsError, measuringHash, type CollectedResults, type RawIssue, type RuleRun } from './collected';
import { SCHEMA_VERSION, finalizeSummary, type AuditReport, type Finding } from './report-data';
import { seoThresholds } from './thresholds';
import type { Severity } from './types';

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);
const sortedEntries = (o: Record<string, string>) => Object.entries(o).sort(([a], [b]) => (a < b ? -1 : 1));
const maxOf = (values: number[]) => Math.max(0, ...values);
const order: Record<Severity, number> = { error: 0, warning: 1, info: 2 };

/** Refuses results that one run could not have produced together, in one line naming the difference. */
function checkParts(parts: CollectedResults[], config: AuditConfig): void {
  const first = parts[0];
  const fail = (what: string): never => {
    throw new ResultsError(`assert: ${what}; assert the results of one run, every shard once.`);
  };
  const count = first.shard?.count ?? 1;
  const name = (r: CollectedResults) => (r.shard ? `shard ${r.shard.index}` : 'the whole-site results');
  for (const part of parts) {
    if ((part.shard?.count ?? 1) !== count || (parts.length > 1 && !part.shard))
      fail(
        part.shard
          ? `shard ${part.shard.index}/${part.shard.count} belongs to a run of ${part.shard.count} shards, not ${count}`
          : 'results of the whole site and of shards were given together',
      );
    if (part.measuring.profile !== first.measuring.profile)
      fail(`the shards ran different profiles (${part.measuring.profile}, ${first.measuring.profile})`);
    if (part.foreign !== first.foreign) fail('some shards read the audit manifest and some did not');
    if (part.url !== first.url) fail('some shards audited a deployed site (--url) and some a build');
    if (part.measuring.configHash !== first.measuring.configHash) fail('the shards ran with different configurations');
    if (part.siteUrl !== first.siteUrl) fail(`the shards audited different sites (${part.siteUrl}, ${first.siteUrl})`);
    if (
      !same(
        part.pages.map((p) => p.path),
        first.pages.map((p) => p.path),
      ) ||
      !same(sortedEntries(part.fingerprints), sortedEntries(first.fingerprints))
    )
      fail(`${name(part)}'s pages differ from ${name(first)}'s: they audited different builds`);
  }
  const indexes = parts.map((p) => p.shard?.index ?? 1);
  const missing = Array.from({ length: count }, (_, i) => i + 1).filter((i) => !indexes.includes(i));
  const twice = indexes.filter((i, at) => indexes.indexOf(i) !== at);
  if (twice.length) fail(`shard ${[...new Set(twice)].map((i) => `${i}/${count}`).join(', ')} is given twice`);
  if (missing.length) fail(`shard ${missing.map((i) => `${i}/${count}`).join(', ')} is missing`);
  if (measuringHash(config) !== first.measuring.configHash)
    throw new ResultsError(
      'assert: these results were measured with another configuration than this one (beyond the severities, thresholds, fixes, history and ci settings assert applies); collect again, or assert with the configuration they were collected with.',
    );
}

/** The SEO rules' findings, checks and tool errors as the configuration weighs them: severities set, `off` left out. */
function judgeRules(parts: CollectedResults[], config: AuditConfig) {
  const first = parts[0];
  const templates = new Map(first.pages.map((p) => [p.path, p.template]));
  const template = (page: string) => templates.get(page) ?? 'page';
  const rules = new Map(first.rules.map((r) => [r.id, r]));
  const off = (rule: RuleRun, page: string | null) => severityFor(config, rule, page ?? undefined) === 'off';
  // A site rule runs, or not, as a whole; a page rule page by page, under its template's severity.
  const skipped = (rule: RuleRun, page: string | null) =>
    rule.scope === 'site' ? off(rule, null) : page !== null && off(rule, template(page));
  const finding = (issue: RawIssue): Finding[] => {
    const rule = rules.get(issue.ruleId)!;
    const configured = severityFor(config, rule, template(issue.page));
    if (configured === 'off' || skipped(rule, issue.checkedOn ?? issue.page)) return [];
    const explicit = configured !== rule.severity;
    return [
      {
        ruleId: rule.id,
        family: rule.family,
        severity: explicit ? configured : (issue.severity ?? rule.severity),
        page: issue.page,
        template: template(issue.page),
        message: issue.message,
        ...(issue.over !== undefined ? { over: issue.over } : {}),
      },
    ];
  };
  // Stable sort: findings of one rule on one page keep their order, as its check reported them.
  const findings = parts
    .flatMap((p) => p.issues.flatMap(finding))
    .sort(
      (a, b) =>
        order[a.severity] - order[b.severity] || a.page.localeCompare(b.page) || a.ruleId.localeCompare(b.ruleId),
    );
  const ruleRank = new Map(first.rules.map((r, i) => [r.id, i]));
  const checks = parts.flatMap((p) => p.checks).filter((c) => !skipped(rules.get(c.ruleId)!, c.page));
  // One folder keeps its checks in the order they ran; shards' are put in rule and page order.
  if (parts.length > 1)
    checks.sort(
      (a, b) => (ruleRank.get(a.ruleId) ?? 0) - (ruleRank.get(b.ruleId) ?? 0) || a.page.localeCompare(b.page),
    );
  const toolErrors = parts.flatMap((p) => p.toolErrors).filter((e) => !skipped(rules.get(e.ruleId)!, e.page));
  return { findings, checks, toolErrors };
}

/**
 * The shards' lab INP as one run measures it: each shard timed the interactions on its own pages
 * (browser/interactions.ts), so the results are joined in the configuration's order.
 */
function joinedInteractions(
  parts: (InteractionSummary | undefined)[],
  config: AuditConfig,
): InteractionSummary | undefined {
  const measured = parts.filter((p): p is InteractionSummary => p !== undefined);
  if (measured.length <= 1) return measured[0];
  const rank = (r: InteractionResult) =>
    config.interactions.flows.findIndex((f) => f.name === r.name && f.template === r.template);
  return {
    ...measured[0],
    results: measured.flatMap((p) => p.results).sort((a, b) => rank(a) - rank(b)),
    durationMs: maxOf(measured.map((p) => p.durationMs)),
  };
}

/** The browser tools' raw results of every part as one run's: joined in path order, durations the slowest part's. */
function joinedBrowser(parts: CollectedResults[], config: AuditConfig): BrowserMeasurements | undefined {
  const measured = parts.map((p) => p.browser).filter((b): b is BrowserMeasurements => b !== undefined);
  if (measured.length <= 1) return measured[0];
  const durations = measured.map((b) => b.durationMs);
  const performanceMs = durations.map((d) => d.performance).filter((d): d is number => d !== undefined);
  const interactions = joinedInteractions(
    measured.map((b) => b.interactions),
    config,
  );
  return {
    ...measured[0],
    axe: measured.flatMap((b) => b.axe).sort((a, b) => a.path.localeCompare(b.path)),
    lighthouse: measured
      .flatMap((b) => b.lighthouse)
      .sort((a, b) => a.path.localeCompare(b.path) || a.formFactor.localeCompare(b.formFactor)),
    interactions,
    durationMs: {
      axe: maxOf(durations.map((d) => d.axe)),
      lighthouse: maxOf(durations.map((d) => d.lighthouse)),
      ...(performanceMs.length ? { performance: maxOf(performanceMs) } : {}),
    },
  };
}

/** The browser tools' findings, rules, thresholds and checks joined to the SEO rules' report, and the raw results as `report.browser`. */
function withBrowserResults(
  report: AuditReport,
  browser: BrowserResults,
  { foreign, configPath, live }: { foreign: boolean; configPath: string | null; live: boolean },
): AuditReport {
  const { findings, rules: browserRules, thresholds, checks, ...rest } = browser;
  report.findings.push(...findings);
  // The browser rules' fixes name this project's config file; a foreign build's is the one it was given.
  // A deployed site has no build to take the scripts out of: the app's cost is not measured, and said so.
  report.rules.push(
    ...browserRules.map((r) => ({
      ...r,
      ...(foreign
        ? { fix: r.fix.replaceAll('audit.config.json', configPath ?? 'the audit configuration (--config)') }
        : {}),
      ...(live && r.id === 'lighthouse/app-cost'
        ? {
            notApplicable:
              'Not checked on a deployed site (--url): it times each page against a copy of the build without its scripts.',
          }
        : {}),
    })),
  );
  report.thresholds.push(...thresholds);
  report.checks.push(...checks);
  report.browser = rest;
  finalizeSummary(report);
  return report;
}

/**
 * One report from the results of one run (one folder, or one per shard): its findings, thresholds
 * and verdict under `config`. Durations of shards are the slowest shard's (they ran side by side);
 * `shards` says what each took.
 */
export function judge(
  sources: CollectedResults[],
  config: AuditConfig,
  { configPath }: { configPath: string | null },
): AuditReport {
  if (!sources.length) throw new ResultsError('assert: name the results folders `seo-audit collect` wrote.');
  const parts = [...sources].sort((a, b) => (a.shard?.index ?? 1) - (b.shard?.index ?? 1));
  checkParts(parts, config);
  const first = parts[0];
  checkRuleNames(config, first.ruleNames);
  const { findings, checks, toolErrors } = judgeRules(parts, config);
  const thresholds = seoThresholds(config, findings);
  const count = (s: Severity) => findings.filter((f) => f.severity === s).length;
  const rules = first.rules.map((rule) => ({
    id: rule.id,
    family: rule.family,
    severity: severityFor(config, rule),
    scope: rule.scope,
    title: rule.title,
    // The site's own file pointers (the config's `fixes`) only with its manifest: without it, every fix speaks of any site.
    fix: first.foreign ? rule.fix : (config.fixes[rule.id] ?? rule.fix),
    docs: rule.docs,
    durationMs: maxOf(parts.map((p) => p.rules.find((r) => r.id === rule.id)?.durationMs ?? 0)),
    ...(rule.notApplicable ? { notApplicable: rule.notApplicable } : {}),
  }));
  const report: AuditReport = {
    schemaVersion: SCHEMA_VERSION,
    generatedAt: parts
      .map((p) => p.generatedAt)
      .sort()
      .at(-1)!,
    siteUrl: first.siteUrl,
    dist: first.dist,
    ...(first.url ? { url: first.url } : {}),
    configPath,
    durationMs: {
      crawl: maxOf(parts.map((p) => p.durationMs.crawl)),
      rules: maxOf(parts.map((p) => p.durationMs.rules)),
      total: maxOf(parts.map((p) => p.durationMs.total)),
    },
    summary: {
      pages: first.pages.length,
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
    pages: first.pages,
    findings,
    toolErrors,
    checks,
    fingerprints: first.fingerprints,
    ...(first.pageBytes ? { pageBytes: first.pageBytes } : {}),
    ...(first.redirects ? { redirects: first.redirects } : {}),
    ...(first.shard
      ? {
          shards: parts.map((p) => ({
            index: p.shard!.index,
            count: p.shard!.count,
            pages: p.shard!.pages.length,
            expectedSeconds: p.shard!.expectedSeconds,
            durationMs: p.durationMs.total,
          })),
        }
      : {}),
  };
  const browser = joinedBrowser(parts, config);
  if (!browser || !first.plan) return report;
  // As the plan's profile decides it: Core Web Vitals gate when the profile times three runs.
  const vitalsGate = (first.plan.settings.runs[config.lighthouse.metricsFormFactor] ?? 1) >= 3;
  return withBrowserResults(
    report,
    {
      ...browser,
      ...withInteractionFindings(
        config,
        browserFindings(config, browser.axe, browser.lighthouse, vitalsGate),
        browser.interactions,
      ),
    },
    { foreign: first.foreign, configPath, live: Boolean(first.url) },
  );
}
