/**
 * `seo-audit collect`: crawl the build, run every SEO rule on every page and the browser tools on the
 * pages the measurement plan names, and keep what they found raw (collected.ts): everything
 * measured, nothing judged. The configuration's severities and thresholds apply in judge.ts, so a
 * changed threshold is judged again in seconds without measuring again.
 */
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { AuditConfig } from './config';
import { crawlSite } from './crawl';
import { inferOrigin, templateByPattern } from './discover';
import { permanentRedirects } from './cdn-redirects';
import { readManifest, type AuditManifest } from './manifest';
import { changeSizes, changedPages, pageFingerprints } from './fingerprint';
import { rules as allRules } from './rules';
import { runBrowserChecks, type BrowserOptions } from './browser';
import type { BrowserMeasurements } from './browser/results';
import { measurementPlan, planRecord } from './measurement-plan';
import { shardPlan, type ShardSpec } from './shard';
import { checkRuleNames, ruleNames } from './config-names';
import type { CommitInfo } from './git';
import { measuringHash, resultsHeader, type CollectedResults, type RawIssue, type RuleRun } from './collected';
import type { Issue, Page, Rule, Site } from './types';
import { mainWords } from '@bay-appliance/common/text';
import { hasNoindex, robotsDirectives } from './rules/util';
import type { ToolError } from './report-data';
import { LIVE_DEFAULTS } from './live/session';
import { readServedManifest } from './live/manifest';

export class NoBuildError extends Error {}

export interface AuditOptions {
  /** The build; ignored with `live`. */
  dist: string;
  /**
   * A deployed site audited over the network instead of a build (`--url`): crawled from its
   * sitemaps and links, politely (live/session.ts). Its own audit manifest is read when it serves
   * one, unless `manifest` is given. The rules that read the build's files (`needsFiles`) are not
   * checked; the live rules (`live`, what only a server shows) run only here.
   */
  live?: { url: string; maxPages?: number; concurrency?: number };
  config: AuditConfig;
  configPath?: string | null;
  /** Rule ids or families to run (default: all). */
  only?: string[];
  /**
   * The audit manifest; null: none (fixtures). Default: the build's
   * audit-manifest.json, and a build without one is audited as `foreign`.
   */
  manifest?: AuditManifest | null;
  /** Redirect aliases; default: the manifest's, else read from the build's redirect files (_redirects, netlify.toml, vercel.json). */
  redirects?: { from: string; to: string }[];
  origin?: string;
  rules?: Rule[];
  onProgress?: (phase: 'fetch' | 'rules', done: number, total: number) => void;
  /** Run the browser checks (axe, Lighthouse) too; the measurement plan is worked out here. */
  browser?: Omit<BrowserOptions, 'plan'>;
  /** The fingerprints of the run compared with (history line or --baseline): pages that changed since are timed too; null: that run recorded none. */
  changedSince?: Record<string, string> | null;
  /** The bytes each of those fingerprints covered (absent in older history lines): the pages that changed most are timed first. */
  baselineBytes?: Record<string, number>;
  /**
   * A build audited without its manifest (`--no-manifest` on the CLI, or none in the build): served as
   * plain files with only its own redirects, every HTML file on disk discovered, templates by URL pattern,
   * generic fix texts, rules that need the manifest reported as not applicable, browser checks sampled per pattern.
   */
  foreign?: boolean;
  /** `--templates`: the browser checks on these templates' pages only; the SEO rules still check every page. */
  templates?: string[];
  /** `--shard k/n`: measure this shard's pages only (shard.ts); the whole site is still crawled. */
  shard?: ShardSpec;
  /** The code measured, recorded with the results. */
  commit?: CommitInfo;
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
  checkRuleNames(config, ruleNames(rules));
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

/**
 * The rules a run has: the live rules (what only a server shows: headers, redirects as served) only
 * on a deployed site; naming one without `--url` says so.
 */
function ruleSet(rules: Rule[], live: boolean, only?: string[]): Rule[] {
  if (live) return rules;
  const liveOnly = (only ?? []).filter((o) => rules.some((r) => r.live && (r.id === o || r.family === o)));
  if (liveOnly.length)
    throw new Error(
      `--only: ${liveOnly.join(', ')} check${liveOnly.length === 1 ? 's' : ''} what a live server sends: audit a deployed site with --url.`,
    );
  return rules.filter((r) => !r.live);
}

export async function collect(options: AuditOptions): Promise<CollectedResults> {
  const started = performance.now();
  const dist = resolve(options.dist);
  const live = options.live;
  if (!live && !existsSync(join(dist, 'index.html'))) {
    throw new NoBuildError(
      `No built site in ${options.dist}/ (index.html missing): the audit reads the folder a static site generator wrote, its home page at index.html; build the site first.`,
    );
  }
  const config = options.config;
  const manifest =
    options.manifest !== undefined
      ? options.manifest
      : options.foreign
        ? null
        : live
          ? await readServedManifest(live.url)
          : readManifest(dist);
  // A build that brings no manifest is audited as any static site, as --no-manifest does.
  const foreign = (options.foreign ?? false) || (options.manifest === undefined && manifest === null);
  const redirects = options.redirects ?? (manifest ? manifest.redirects : live ? [] : await permanentRedirects(dist));
  checkConfigNames(config, options.rules ?? allRules, manifest, foreign);
  const rules = selectRules(ruleSet(options.rules ?? allRules, Boolean(live), options.only), options.only);
  const { site, close: closeCrawl } = await crawlSite({
    dist,
    origin: options.origin ?? manifest?.siteUrl ?? config.siteUrl ?? (live ? null : inferOrigin(dist)),
    manifest,
    redirects,
    concurrency: live ? (live.concurrency ?? LIVE_DEFAULTS.concurrency) : config.options.concurrency,
    live: live && { url: live.url, maxPages: live.maxPages ?? LIVE_DEFAULTS.maxPages },
    foreign,
    templateOf: foreign ? templateByPattern(config.templates) : undefined,
    onProgress: (done, total) => options.onProgress?.('fetch', done, total),
  });
  const crawled = performance.now();
  let closed: Promise<void> | null = null;
  const close = () => (closed ??= closeCrawl());
  try {
    const home = site.resources.get('/');
    if (live && (!home || home.status === 0))
      throw new NoBuildError(
        `No answer from ${live.url}: ${home?.error ?? home?.notFetched ?? 'its home page was not requested'}. Check the address, or that the site is up.`,
      );
    const moved =
      live && home?.location && URL.canParse(home.location, `${site.server}/`)
        ? new URL(home.location, `${site.server}/`)
        : null;
    if (moved && moved.origin !== site.server)
      throw new NoBuildError(
        `${live!.url}/ redirects to ${moved.href} (${home!.status}): audit the address the site answers at, --url ${moved.origin}.`,
      );
    const { fingerprints, pageBytes } = pageFingerprints(site);
    // No run to compare with (a first run, --no-history): nothing to say about changes.
    const changed =
      options.changedSince === undefined ? undefined : changedPages(fingerprints, options.changedSince ?? undefined);
    const sizes =
      changed && options.changedSince
        ? changeSizes(changed, pageBytes, { fingerprints: options.changedSince, pageBytes: options.baselineBytes })
        : null;
    const pages = [...site.pages.values()].map((p) => ({
      path: p.path,
      status: p.status,
      template: p.expected.template,
      indexable: p.expected.indexable,
    }));
    const manifestOrder = manifest?.pages.map((p) => p.path);
    // Worked out once and written into the results: the shard split weighs that record and the browser checks carry the plan out.
    const plan = options.browser
      ? measurementPlan({
          pages,
          config,
          profile: options.browser.profile,
          foreign,
          changed,
          changeSizes: sizes,
          manifestOrder,
        })
      : null;
    const record = plan ? planRecord(plan) : null;
    const shard = options.shard ? shardPlan({ pages, plan: record }, options.shard) : undefined;
    const result = await runRules(site, rules, config, options.onProgress, shard?.owns);
    const ruled = performance.now();
    await close();
    let browser: BrowserMeasurements | undefined;
    const templates = options.templates?.length ? new Set(options.templates) : null;
    if (templates) {
      const unknown = [...templates].filter((t) => !pages.some((p) => p.template === t));
      if (unknown.length)
        throw new Error(
          `--templates: no page of template ${unknown.join(', ')}. Templates: ${[...new Set(pages.map((p) => p.template))].join(', ')}.`,
        );
    }
    const only = [
      ...(shard ? [new Set(shard.pages)] : []),
      ...(templates ? [new Set(pages.filter((p) => templates.has(p.template)).map((p) => p.path))] : []),
    ].reduce<Set<string> | null>((a, b) => (a ? new Set([...a].filter((p) => b.has(p))) : b), null);
    if (options.browser && plan) {
      browser = await runBrowserChecks(options.dist, pages, config, {
        ...options.browser,
        ...(site.live ? { live: site.server } : {}),
        foreign: foreign ? { redirects } : undefined,
        changed,
        changeSizes: sizes,
        variables: manifest?.variables ?? {},
        ...(only ? { only } : {}),
        plan,
      });
    }
    const finished = performance.now();
    return {
      ...resultsHeader,
      generatedAt: new Date().toISOString(),
      dist: live ? live.url : options.dist,
      ...(live ? { url: live.url } : {}),
      siteUrl: site.origin,
      foreign,
      ...(options.commit ? { commit: options.commit } : {}),
      measuring: {
        profile: options.browser?.profile ?? null,
        configHash: measuringHash(config),
        ...(options.browser?.control ? { control: true } : {}),
      },
      shard: shard
        ? {
            ...shard.spec,
            pages: shard.pages,
            expectedSeconds: shard.expectedSeconds,
            totalExpectedSeconds: shard.totalExpectedSeconds,
          }
        : null,
      plan: record,
      durationMs: {
        crawl: Math.round(crawled - started),
        rules: Math.round(ruled - crawled),
        total: Math.round(finished - started),
      },
      pages: pageInfos(site),
      fingerprints,
      pageBytes,
      redirects: servedRedirects(site),
      rules: rules.map((r): RuleRun => {
        const notApplicable = result.notApplicable.get(r.id);
        return {
          id: r.id,
          family: r.family,
          severity: r.severity,
          scope: r.scope,
          title: r.title,
          fix: r.fix,
          docs: r.docs ?? null,
          durationMs: result.durations.get(r.id) ?? 0,
          ...(notApplicable ? { notApplicable } : {}),
        };
      }),
      ruleNames: ruleNames(options.rules ?? allRules),
      issues: result.issues,
      checks: result.checks,
      toolErrors: result.toolErrors,
      ...(browser ? { browser } : {}),
    };
  } finally {
    await close();
  }
}

interface RuleResults {
  issues: RawIssue[];
  toolErrors: ToolError[];
  checks: { ruleId: string; page: string }[];
  durations: Map<string, number>;
  notApplicable: Map<string, string>;
}

/**
 * Every rule on every page it applies to, even those the configuration turns off: whether an issue
 * counts is judge.ts's call, so a severity changed later needs no new measurement.
 */
async function runRules(
  site: Site,
  rules: Rule[],
  config: AuditConfig,
  onProgress: AuditOptions['onProgress'],
  /** A shard's share (shard.ts): page rules run on its pages only, site rules keep what is about them. */
  owns: (page: string | null) => boolean = () => true,
): Promise<RuleResults> {
  const out: RuleResults = { issues: [], toolErrors: [], checks: [], durations: new Map(), notApplicable: new Map() };
  const pages = [...site.pages.values()].sort((a, b) => a.path.localeCompare(b.path));
  const record = (rule: Rule, issues: Issue[], checked: string | null, defaultPage: string) => {
    for (const issue of issues) {
      const page = issue.page ?? defaultPage;
      if (!owns(page)) continue;
      out.issues.push({
        ruleId: rule.id,
        page,
        message: issue.message,
        ...(issue.severity !== undefined ? { severity: issue.severity } : {}),
        ...(issue.over !== undefined ? { over: issue.over } : {}),
        ...(checked !== null && checked !== page ? { checkedOn: checked } : {}),
      });
    }
  };
  let done = 0;
  for (const rule of rules) {
    const ruleStarted = performance.now();
    if (site.foreign && rule.needsManifest) {
      out.notApplicable.set(rule.id, `Not applicable without the URL manifest: ${rule.needsManifest}.`);
    } else if (site.live && rule.needsFiles) {
      out.notApplicable.set(rule.id, `Not checked on a deployed site (--url): ${rule.needsFiles}.`);
    } else if (rule.unchecked?.(site)) {
      out.notApplicable.set(rule.id, `Not checked in this run: ${rule.unchecked(site)}.`);
    } else if (rule.scope === 'site') {
      try {
        const issues = await rule.check({ site, config });
        record(rule, issues, null, '/');
        const covered = new Set([
          ...pages.filter((p) => p.status === 200).map((p) => p.path),
          ...issues.map((i) => i.page ?? '/'),
        ]);
        for (const page of covered) if (owns(page)) out.checks.push({ ruleId: rule.id, page });
      } catch (error) {
        if (owns(null)) out.toolErrors.push({ ruleId: rule.id, page: null, message: errorText(error) });
      }
    } else {
      const ruleApplies = rule.appliesTo ?? ((p: Page) => p.status === 200);
      const applies = (p: Page) => ruleApplies(p) && owns(p.path);
      await Promise.all(
        pages.filter(applies).map(async (page) => {
          try {
            record(rule, await rule.check({ page, site, config }), page.path, page.path);
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

/** What the report says of each crawled page, in path order. */
function pageInfos(site: Site): CollectedResults['pages'] {
  const pages = [...site.pages.values()].sort((a, b) => a.path.localeCompare(b.path));
  return pages.map((p) => ({
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
    robots: robotsDirectives(p).join(', ') || null,
    noindex: hasNoindex(p),
  }));
}

/** Every address the crawl was answered with a redirect, where to (a path on the site, else the Location as sent), in path order. */
function servedRedirects(site: Site): NonNullable<CollectedResults['redirects']> {
  return [...site.resources.values()]
    .filter((r) => r.status >= 300 && r.status < 400 && r.location)
    .map((r) => ({ from: r.path, status: r.status, to: site.localPath(r.location!) ?? r.location! }))
    .sort((a, b) => a.from.localeCompare(b.from));
}
