/**
 * One audit run: crawl the build, run every selected rule on every page,
 * apply the configured severities and thresholds. Returns the report data;
 * writing files and choosing the exit code belong to the CLI.
 */
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { severityFor, type AuditConfig } from './config';
import { crawlSite } from './crawl';
import { inferOrigin, templateByPattern } from './discover';
import { permanentRedirects } from './cdn-redirects';
import { readManifest, type AuditManifest } from './manifest';
import { changedPages, pageFingerprints } from './fingerprint';
import { rules as allRules } from './rules';
import { runBrowserChecks, type BrowserOptions } from './browser';
import type { BrowserResults } from './browser/results';
import { measurementPlan } from './measurement-plan';
import { shardPlan, type ShardPlan, type ShardSpec } from './shard';
import { withBrowserResults } from './assemble';
import { seoThresholds } from './thresholds';
import type { Issue, Page, Rule, Severity, Site } from './types';
import { mainWords } from './rules/content/text';
import { SCHEMA_VERSION, type AuditReport, type Finding, type ToolError } from './report-data';

export class NoBuildError extends Error {}

export interface AuditOptions {
  dist: string;
  config: AuditConfig;
  configPath?: string | null;
  /** Rule ids or families to run (default: all). */
  only?: string[];
  /**
   * The audit manifest; null: none (fixtures, the synthetic benchmark). Default: the build's
   * audit-manifest.json, and a build without one is audited as `foreign`.
   */
  manifest?: AuditManifest | null;
  /** Redirect aliases; default: the manifest's, else read from the build's redirect files (_redirects, netlify.toml, vercel.json). */
  redirects?: { from: string; to: string }[];
  origin?: string;
  rules?: Rule[];
  onProgress?: (phase: 'fetch' | 'rules', done: number, total: number) => void;
  /** Run the browser checks (axe, Lighthouse) too. */
  browser?: BrowserOptions;
  /** The fingerprints of the run compared with (history line or --baseline): pages that changed since are timed too; null: that run recorded none. */
  changedSince?: Record<string, string> | null;
  /**
   * A build audited without its manifest (`--no-manifest` on the CLI, or none in the build): served as
   * plain files with only its own redirects, every HTML file on disk discovered, templates by URL pattern,
   * generic fix texts, rules that need the manifest reported as not applicable, browser checks sampled per pattern.
   */
  foreign?: boolean;
  /** `--shard k/n`: audit this shard's pages only (shard.ts); the whole site is still crawled. */
  shard?: ShardSpec;
}

/** A run before its browser results join the report: what a shard writes (partial.ts) and `--merge` puts together. */
export interface AuditParts {
  /** The SEO rules' report, with every page's fingerprint. */
  report: AuditReport;
  browser?: BrowserResults;
  foreign: boolean;
  shard?: ShardPlan;
}

/** A rule id or template in the config that matches nothing is a typo: fail instead of silently ignoring it. */
function checkConfigNames(config: AuditConfig, rules: Rule[], manifest: AuditManifest | null, foreign: boolean): void {
  if (manifest) {
    const templates = new Set(['page', ...manifest.pages.map((p) => p.template), ...(manifest.templates ?? [])]);
    const unknown = Object.keys(config.templates).filter((t) => !templates.has(t));
    if (unknown.length)
      throw new Error(
        `Invalid audit configuration: templates.${unknown.join(', templates.')} is no page template of the URL manifest (${[...templates].join(', ')}).`,
      );
    const matched = Object.keys(config.templates).filter((t) => config.templates[t].match);
    if (matched.length)
      throw new Error(
        `Invalid audit configuration: templates.${matched.join('.match, templates.')}.match applies only with --no-manifest (the URL manifest names each page's template).`,
      );
  }
  if (foreign) {
    // Without the manifest a template exists by its match globs, or by being a URL pattern itself (e.g. "/modules/*").
    const unmatched = Object.keys(config.templates).filter((t) => !config.templates[t].match && !t.startsWith('/'));
    if (unmatched.length)
      throw new Error(
        `Invalid audit configuration: templates.${unmatched.join(', templates.')} has no "match" (without the URL manifest, a template is the URL paths its match globs name).`,
      );
  }
  // Browser checks name their rules at run time (axe/<rule>, lighthouse/<audit>): accept their families and prefixes.
  const known = new Set([
    ...rules.flatMap((r) => [r.id, r.family]),
    'axe',
    'a11y',
    'lighthouse',
    'browser',
    'offline',
    'trend',
  ]);
  const named = [
    ...Object.keys(config.rules).map((k) => `rules.${k}`),
    ...Object.keys(config.thresholds.perRule).map((k) => `thresholds.perRule.${k}`),
    ...Object.keys(config.fixes).map((k) => `fixes.${k}`),
    ...Object.entries(config.templates).flatMap(([t, o]) =>
      Object.keys(o.rules ?? {}).map((k) => `templates.${t}.rules.${k}`),
    ),
  ];
  const bad = named.filter((path) => {
    const name = path.split('.').pop()!;
    return !known.has(name) && !/^(axe|lighthouse|a11y|browser|offline|trend)\/[\w-]+$/.test(name);
  });
  if (bad.length) throw new Error(`Invalid audit configuration: no rule or family named ${bad.join(', ')}.`);
}

export function selectRules(rules: Rule[], only?: string[]): Rule[] {
  if (!only?.length) return rules;
  const selected = rules.filter((r) => only.includes(r.id) || only.includes(r.family));
  const unknown = only.filter((o) => !rules.some((r) => r.id === o || r.family === o));
  if (unknown.length)
    throw new Error(
      `--only: no rule or family named ${unknown.join(', ')}. Known families: ${[...new Set(rules.map((r) => r.family))].join(', ')}.`,
    );
  return selected;
}

export async function runAudit(options: AuditOptions): Promise<AuditReport> {
  const parts = await auditParts(options);
  return parts.browser
    ? withBrowserResults(parts.report, parts.browser, {
        foreign: parts.foreign,
        configPath: options.configPath ?? null,
      })
    : parts.report;
}

export async function auditParts(options: AuditOptions): Promise<AuditParts> {
  const started = performance.now();
  const dist = resolve(options.dist);
  if (!existsSync(join(dist, 'index.html'))) {
    throw new NoBuildError(
      `No built site in ${options.dist}/ (index.html missing): the audit reads the folder a static site generator wrote, its home page at index.html; build the site first.`,
    );
  }
  const config = options.config;
  const manifest = options.manifest !== undefined ? options.manifest : options.foreign ? null : readManifest(dist);
  // A build that brings no manifest is audited as any static site, as --no-manifest does.
  const foreign = (options.foreign ?? false) || (options.manifest === undefined && manifest === null);
  const redirects = options.redirects ?? (manifest ? manifest.redirects : await permanentRedirects(dist));
  checkConfigNames(config, options.rules ?? allRules, manifest, foreign);
  const rules = selectRules(options.rules ?? allRules, options.only);
  const { site, close: closeCrawl } = await crawlSite({
    dist,
    origin: options.origin ?? manifest?.siteUrl ?? config.siteUrl ?? inferOrigin(dist),
    manifest,
    redirects,
    concurrency: config.options.concurrency,
    foreign,
    templateOf: foreign ? templateByPattern(config.templates) : undefined,
    onProgress: (done, total) => options.onProgress?.('fetch', done, total),
  });
  const crawled = performance.now();
  let closed: Promise<void> | null = null;
  const close = () => (closed ??= closeCrawl());
  try {
    const fingerprints = pageFingerprints(site);
    // No run to compare with (a first run, --no-history): nothing to say about changes.
    const changed =
      options.changedSince === undefined ? undefined : changedPages(fingerprints, options.changedSince ?? undefined);
    const pages = [...site.pages.values()].map((p) => ({
      path: p.path,
      status: p.status,
      template: p.expected.template,
      indexable: p.expected.indexable,
    }));
    const manifestOrder = manifest?.pages.map((p) => p.path);
    // Worked out once: the shard split weighs it and the browser checks carry it out.
    const plan = options.browser
      ? measurementPlan({ pages, config, profile: options.browser.profile, foreign, changed, manifestOrder })
      : null;
    const shard = options.shard ? shardPlan({ pages, plan }, options.shard) : undefined;
    const result = await runRules(site, rules, config, options.onProgress, shard?.owns);
    const ruled = performance.now();
    await close();
    let browser: BrowserResults | undefined;
    if (options.browser) {
      browser = await runBrowserChecks(
        options.dist,
        pages,
        config,
        {
          ...options.browser,
          foreign: foreign ? { redirects } : undefined,
          changed,
          variables: manifest?.variables ?? {},
          ...(shard ? { only: new Set(shard.pages) } : {}),
          ...(plan ? { plan } : {}),
        },
        manifestOrder,
      );
    }
    const finished = performance.now();
    const report = buildReport(site, rules, config, result, {
      dist: options.dist,
      configPath: options.configPath ?? null,
      durationMs: {
        crawl: Math.round(crawled - started),
        rules: Math.round(ruled - crawled),
        total: Math.round(finished - started),
      },
    });
    report.fingerprints = fingerprints;
    return { report, browser, foreign, shard };
  } finally {
    await close();
  }
}

interface RuleResults {
  findings: Finding[];
  toolErrors: ToolError[];
  checks: { ruleId: string; page: string }[];
  durations: Map<string, number>;
  notApplicable: Map<string, string>;
}
async function runRules(
  site: Site,
  rules: Rule[],
  config: AuditConfig,
  onProgress: AuditOptions['onProgress'],
  /** A shard's share (shard.ts): page rules run on its pages only, site rules keep what is about them. */
  owns: (page: string | null) => boolean = () => true,
): Promise<RuleResults> {
  const out: RuleResults = { findings: [], toolErrors: [], checks: [], durations: new Map(), notApplicable: new Map() };
  const pages = [...site.pages.values()].sort((a, b) => a.path.localeCompare(b.path));
  const templateOf = (path: string) => site.pages.get(path)?.expected.template ?? 'page';
  const record = (rule: Rule, issues: Issue[], defaultPage: string) => {
    for (const issue of issues) {
      const page = issue.page ?? defaultPage;
      if (!owns(page)) continue;
      const template = templateOf(page);
      const configured = severityFor(config, rule, template);
      if (configured === 'off') continue;
      const explicit = configured !== rule.severity;
      out.findings.push({
        ruleId: rule.id,
        family: rule.family,
        severity: explicit ? configured : (issue.severity ?? rule.severity),
        page,
        template,
        message: issue.message,
        ...(issue.over !== undefined ? { over: issue.over } : {}),
      });
    }
  };
  let done = 0;
  for (const rule of rules) {
    const ruleStarted = performance.now();
    if (site.foreign && rule.needsManifest) {
      out.notApplicable.set(rule.id, `Not applicable without the URL manifest: ${rule.needsManifest}.`);
    } else if (rule.scope === 'site') {
      if (severityFor(config, rule) !== 'off') {
        try {
          const issues = await rule.check({ site, config });
          record(rule, issues, '/');
          const covered = new Set([
            ...pages.filter((p) => p.status === 200).map((p) => p.path),
            ...issues.map((i) => i.page ?? '/'),
          ]);
          for (const page of covered) if (owns(page)) out.checks.push({ ruleId: rule.id, page });
        } catch (error) {
          if (owns(null)) out.toolErrors.push({ ruleId: rule.id, page: null, message: errorText(error) });
        }
      }
    } else {
      const ruleApplies = rule.appliesTo ?? ((p: Page) => p.status === 200);
      const applies = (p: Page) => ruleApplies(p) && owns(p.path);
      await Promise.all(
        pages.filter(applies).map(async (page) => {
          if (severityFor(config, rule, page.expected.template) === 'off') return;
          try {
            record(rule, await rule.check({ page, site, config }), page.path);
            out.checks.push({ ruleId: rule.id, page: page.path });
          } catch (error) {
            out.toolErrors.push({ ruleId: rule.id, page: page.path, message: errorText(error) });
          }
        }),
      );
    }
    out.durations.set(rule.id, Math.round(performance.now() - ruleStarted));
    onProgress?.('rules', ++done, rules.length);
  }
  return out;
}

const errorText = (error: unknown) =>
  error instanceof Error
    ? `${error.message}${error.stack ? `\n${error.stack.split('\n').slice(1, 4).join('\n')}` : ''}`
    : String(error);

function buildReport(
  site: Site,
  rules: Rule[],
  config: AuditConfig,
  result: RuleResults,
  extra: Pick<AuditReport, 'dist' | 'configPath' | 'durationMs'>,
): AuditReport {
  const order: Record<Severity, number> = { error: 0, warning: 1, info: 2 };
  const findings = result.findings.sort(
    (a, b) => order[a.severity] - order[b.severity] || a.page.localeCompare(b.page) || a.ruleId.localeCompare(b.ruleId),
  );
  const count = (s: Severity) => findings.filter((f) => f.severity === s).length;
  const errors = count('error');
  const warnings = count('warning');
  const thresholds = seoThresholds(config, findings);
  const pages = [...site.pages.values()].sort((a, b) => a.path.localeCompare(b.path));
  return {
    schemaVersion: SCHEMA_VERSION,
    generatedAt: new Date().toISOString(),
    siteUrl: site.origin,
    ...extra,
    summary: {
      pages: pages.length,
      rules: rules.length,
      checks: result.checks.length,
      errors,
      warnings,
      infos: count('info'),
      toolErrors: result.toolErrors.length,
      passed: thresholds.every((t) => t.ok) && result.toolErrors.length === 0,
    },
    thresholds,
    rules: rules.map((r) => {
      const notApplicable = result.notApplicable.get(r.id);
      // The site's own file pointers (the config's `fixes`) only with its manifest: without it, every fix speaks of any site.
      const fix = site.foreign ? r.fix : (config.fixes[r.id] ?? r.fix);
      return {
        id: r.id,
        family: r.family,
        severity: severityFor(config, r),
        scope: r.scope,
        title: r.title,
        fix,
        docs: r.docs ?? null,
        durationMs: result.durations.get(r.id) ?? 0,
        ...(notApplicable ? { notApplicable } : {}),
      };
    }),
    pages: pages.map((p) => ({
      path: p.path,
      status: p.status,
      template: p.expected.template,
      indexable: p.expected.indexable,
      depth: p.depth,
      inbound: p.inbound.size,
      sources: [...p.sources].sort(),
      title: p.data.titles[0] ?? null,
      description: p.data.meta.get('description')?.[0] ?? null,
      h1s: p.data.h1s,
      canonical: p.data.canonicals[0] ?? null,
      words: mainWords(p).length,
      contentInbound: p.contentInbound.size,
    })),
    findings,
    toolErrors: result.toolErrors,
    checks: result.checks,
  };
}
