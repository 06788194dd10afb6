/**
 * The results folder `seo-audit collect` writes: everything measured, nothing judged. The crawl
 * (pages, fingerprints), the SEO rules' raw issues before the configuration's severities and
 * thresholds, the browser tools' raw results (axe, Lighthouse, lab INP), the run's measurement plan
 * and the measuring part of the configuration. `seo-audit assert` (judge.ts) reads one such folder,
 * or a shard's each, and judges them as one run; this type is the folder's format, in one place.
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { AuditConfig } from './config';
import type { CommitInfo } from './git';
import type { PlanRecord } from './measurement-plan';
import type { AuditReport, ToolError } from './report-data';
import type { BrowserMeasurements } from './browser/results';
import type { Rule, Severity } from './types';

export const RESULTS_FILE = 'results.json';
const RESULTS_KIND = 'seo-audit-results';
const RESULTS_SCHEMA_VERSION = 1;

/** What one rule found on one page, before the configuration says how much it matters. */
export interface RawIssue {
  ruleId: string;
  page: string;
  message: string;
  /** The rule's own severity for this issue, when it differs from the rule's default (a lighter case). */
  severity?: Severity;
  over?: number;
  /** The page whose check reported it, when a page rule speaks of another page (its template's severity applies too). */
  checkedOn?: string;
}

/** A rule as it ran: its defaults (the configuration's overrides apply when judging) and its time. */
export interface RuleRun extends Pick<Rule, 'id' | 'family' | 'severity' | 'scope' | 'title' | 'fix'> {
  docs: string | null;
  durationMs: number;
  /** Why the rule did not run (it needs the URL manifest, the build has none). */
  notApplicable?: string;
}

export interface CollectedResults {
  kind: typeof RESULTS_KIND;
  schemaVersion: typeof RESULTS_SCHEMA_VERSION;
  generatedAt: string;
  dist: string;
  siteUrl: string;
  foreign: boolean;
  commit?: CommitInfo;
  /** The measuring part of the configuration: the profile (null when only the SEO rules ran) and a hash of the rest. */
  measuring: { profile: string | null; configHash: string };
  /** `collect --shard k/n`: this shard's pages and expected cost; null for the whole site. */
  shard: {
    index: number;
    count: number;
    pages: string[];
    expectedSeconds: number;
    totalExpectedSeconds: number;
  } | null;
  /** The run's measurement plan (measurement-plan.ts); null when only the SEO rules ran. */
  plan: PlanRecord | null;
  durationMs: AuditReport['durationMs'];
  /** Every crawled page (a shard lists them all too) and the fingerprints of those answering 200. */
  pages: AuditReport['pages'];
  fingerprints: Record<string, string>;
  rules: RuleRun[];
  /** Every rule id and family of the rule set (also those `--only` left out): what a configuration may name. */
  ruleNames: string[];
  /** Issues, checks and tool errors of this folder's pages (a shard's own; shard 1 also keeps the site's). */
  issues: RawIssue[];
  checks: { ruleId: string; page: string }[];
  toolErrors: ToolError[];
  /** The browser tools' raw results on this folder's pages; absent when only the SEO rules ran. */
  browser?: BrowserMeasurements;
}

/**
 * What the configuration changes in the measurement, hashed: everything but what `assert` applies
 * (severities, SEO thresholds, fix texts, history and CI settings), the `$schema` editor hint and
 * the site's address (recorded as `siteUrl`).
 * Results collected under another measuring configuration are refused rather than judged as if
 * they matched it.
 */
export function measuringHash(config: AuditConfig): string {
  // `$schema` only points an editor at the schema: a copy of the file elsewhere names it otherwise.
  // The site's address is the results' own `siteUrl` (`--site-url` sets it for collect alone).
  const {
    $schema: _schema,
    siteUrl: _siteUrl,
    rules: _rules,
    thresholds: _thresholds,
    fixes: _fixes,
    history: _history,
    ci: _ci,
    ...rest
  } = config;
  const templates = Object.fromEntries(
    Object.entries(rest.templates).map(([name, { rules: _severities, ...template }]) => [name, template]),
  );
  return createHash('sha1')
    .update(JSON.stringify({ ...rest, templates }))
    .digest('hex')
    .slice(0, 12);
}

export const resultsHeader = { kind: RESULTS_KIND, schemaVersion: RESULTS_SCHEMA_VERSION } as const;

export function writeResults(out: string, results: CollectedResults): string {
  mkdirSync(out, { recursive: true });
  const file = join(out, RESULTS_FILE);
  writeFileSync(file, `${JSON.stringify(results)}\n`);
  return file;
}

/** Results and the folder they came from (a collect's Lighthouse HTML reports are beside them). */
export interface ResultsSource {
  results: CollectedResults;
  dir: string;
}

/**
 * The results `assert` arguments name: a results.json, a folder holding one, or a folder of such
 * folders (what downloading several CI artifacts into one folder gives).
 */
export function readResults(args: string[]): ResultsSource[] {
  const files: string[] = [];
  for (const arg of args) {
    if (!existsSync(arg)) throw new ResultsError(`assert: ${arg} does not exist (argument).`);
    if (statSync(arg).isFile()) files.push(arg);
    else if (existsSync(join(arg, RESULTS_FILE))) files.push(join(arg, RESULTS_FILE));
    else {
      const inner = readdirSync(arg)
        .sort()
        .map((d) => join(arg, d, RESULTS_FILE))
        .filter((f) => existsSync(f));
      if (!inner.length) throw new ResultsError(`assert: no ${RESULTS_FILE} in ${arg} or its folders (argument).`);
      files.push(...inner);
    }
  }
  return files.map((file) => {
    const results = JSON.parse(readFileSync(file, 'utf8')) as CollectedResults;
    if (results.kind !== RESULTS_KIND || results.schemaVersion !== RESULTS_SCHEMA_VERSION)
      throw new ResultsError(
        `assert: ${file} is no results file of seo-audit collect (schema version ${RESULTS_SCHEMA_VERSION}); collect again.`,
      );
    return { results, dir: join(file, '..') };
  });
}

/** Results that cannot be judged (missing, foreign, or not of one run): one readable line, exit code 2. */
export class ResultsError extends Error {}
