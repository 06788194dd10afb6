/**
 * What an audit run produces, as data: report.json (schemaVersion 1, audit/README.md), the
 * one-line run summary kept in audit/history.jsonl, and the comparison of two runs. Only
 * types and the summary's arithmetic live here, so the run (run.ts), the history
 * (history.ts), the change list (changes.ts) and the reports all read one shape without
 * importing each other.
 */
import type { FieldComparison } from './field/shapes';
import type { Category } from './config';
import type { BrowserResults } from './browser/results';
import type { Finding } from './finding';
import type { CommitInfo } from './git';
import type { Severity } from './types';

export type { Finding } from './finding';

export const SCHEMA_VERSION = 1;

export interface ToolError {
  ruleId: string;
  page: string | null;
  message: string;
}
export interface RuleInfo {
  id: string;
  family: string;
  severity: Severity | 'off';
  scope: 'page' | 'site';
  title: string;
  fix: string;
  docs: string | null;
  durationMs: number;
  /** Why the rule did not run on this build (a foreign build and a rule that needs this site's manifest). */
  notApplicable?: string;
}
export interface PageInfo {
  path: string;
  status: number;
  template: string;
  indexable: boolean;
  depth: number | null;
  inbound: number;
  sources: string[];
  // What the page says and how it is linked, for pages.csv (absent in reports written before they were added).
  title?: string | null;
  description?: string | null;
  h1s?: string[];
  canonical?: string | null;
  /** Words of main content, as content/word-count counts them. */
  words?: number;
  /** Other pages linking here from their text (LinkRef.inContent: no menu, breadcrumb or footer link). */
  contentInbound?: number;
}
export interface Threshold {
  name: string;
  limit: number;
  actual: number;
  ok: boolean;
}

export interface AuditReport {
  schemaVersion: typeof SCHEMA_VERSION;
  generatedAt: string;
  dist: string;
  siteUrl: string;
  configPath: string | null;
  durationMs: { crawl: number; rules: number; total: number };
  summary: {
    pages: number;
    rules: number;
    checks: number;
    errors: number;
    warnings: number;
    infos: number;
    toolErrors: number;
    passed: boolean;
  };
  thresholds: Threshold[];
  rules: RuleInfo[];
  pages: PageInfo[];
  findings: Finding[];
  toolErrors: ToolError[];
  /** Every rule × page pair that was checked (for JUnit: one test case each). */
  checks: { ruleId: string; page: string }[];
  /** Browser checks (axe, Lighthouse); absent when only the SEO rules ran. */
  browser?: Omit<BrowserResults, 'findings' | 'rules' | 'thresholds' | 'checks'>;
  /** Changes since the previous run or the --baseline report. */
  comparison?: Comparison;
  /** Real visitors' Core Web Vitals imported with --field, against the lab's (field/compare.ts). */
  field?: FieldComparison;
  /** The code audited: short hash, branch, uncommitted changes (set by the CLI). */
  commit?: CommitInfo;
  /** Every page answering 200: a hash of its HTML and own files (fingerprint.ts), so the next run knows what changed. */
  fingerprints?: Record<string, string>;
  /** A run merged from shards (`--merge`): each shard's pages and time; absent for a run on one machine. */
  shards?: ShardTiming[];
}

/** One shard of a merged run: how many pages it audited, its expected share of the cost, and how long it took. */
export interface ShardTiming {
  index: number;
  count: number;
  pages: number;
  expectedSeconds: number;
  durationMs: number;
}

export interface PageScores {
  template: string;
  scores: Partial<Record<string, Partial<Record<Category, number>>>>;
  metrics?: { lcpMs: number; tbtMs: number; cls: number };
  /** Lab INP of the page's slowest scripted interaction, ms (median of its runs; browser/interactions.ts). */
  inpMs?: number;
}

/** One line of the history file. */
export interface RunSummary {
  generatedAt: string;
  profile: string;
  passed: boolean;
  totals: { pages: number; errors: number; warnings: number };
  /** Mean score per form factor and category over the pages measured. */
  categories: Partial<Record<string, Partial<Record<Category, number>>>>;
  pages: Record<string, PageScores>;
  /** `ruleId page` of every error and warning (findingKey / splitFindingKey). */
  findings: string[];
  /** Which checks ran, so a fast run is not said to have "fixed" what it did not look at. */
  checked: { axe: boolean; lighthouse: string[] };
  /** The code audited (absent in lines written before runs were tied to a commit). */
  commit?: CommitInfo;
  /** Every page audited (absent in lines written before pages were listed), so a page's history tells "no findings" from "not there". */
  audited?: string[];
  /** Message of each finding key, so a later run can say what a fixed finding was. */
  messages?: Record<string, string>;
  /** Each page's fingerprint (fingerprint.ts): the next run times the pages that changed since this one. */
  fingerprints?: Record<string, string>;
  /**
   * The severity of every finding key, information included (the highest when a key has several), so a
   * finding that went from error to warning or information is told from one that is gone. Absent in
   * older lines: there, a key missing from `findings` may still have been reported as information.
   */
  severities?: Record<string, Severity>;
  /**
   * The rules that ran (neither off nor not applicable), so a finding of a rule the other run did not
   * have reads "new rule", not "passed → failed". Lighthouse audits and axe rules are listed only when
   * they found something: `lighthouse/run` and `axe/run` stand for the rest. Absent in older lines.
   */
  rules?: string[];
  /** The title of each rule with a finding, so any two runs name a Lighthouse audit or axe rule as the report did. */
  titles?: Record<string, string>;
  /** Errors and warnings per page, counted as the page table counts them (each finding, not each rule). */
  pageCounts?: Record<string, { errors: number; warnings: number }>;
}

export interface ScoreChange {
  page: string;
  template: string;
  formFactor: string;
  category: Category;
  before: number;
  after: number;
  points: number;
}

export interface Comparison {
  against: { generatedAt: string; profile: string; source: string; commit?: CommitInfo };
  /** The runs compared, newer one: this run, or the later of two chosen with --compare. */
  current?: { generatedAt: string; profile: string; commit?: CommitInfo };
  /** Every change in words, biggest regression first; empty when nothing changed. */
  items: ChangeItem[];
  /** Every score that moved, largest drop first. */
  changes: ScoreChange[];
  /** Drops larger than the configured points. */
  regressions: ScoreChange[];
  categories: { formFactor: string; category: Category; before: number; after: number; points: number }[];
  newFindings: string[];
  fixedFindings: string[];
}

/**
 * `still`: a finding in both runs whose measured value got clearly worse (TBT 71 → 121 ms). `new-rule`: a
 * finding of a rule the older run did not have. `severity`: a finding in both runs at another severity
 * (error → warning), which is neither new nor fixed.
 */
export type ChangeKind = 'regression' | 'new' | 'new-rule' | 'still' | 'severity' | 'worse' | 'fixed' | 'better';

export interface ChangeItem {
  kind: ChangeKind;
  ruleId: string;
  /** The rule's title (what it checks), or the category name for a score. */
  title: string;
  page: string;
  /**
   * Short measured values (`12 ms`, `98`), else `passed`/`failed`, a severity (`error`, `warning`, `info`), `not checked` (a new
   * rule) or `no finding` (an older run that did not list its rules: the rule passed there or did not exist yet).
   */
  before: string;
  after: string;
  /** What, where and how much in one phrase: `TBT 12 → 79 ms`. */
  what: string;
  /** The finding's own message (new findings: this run's; fixed: the baseline's). */
  detail: string | null;
  /** Sort key: larger is worse. */
  weight: number;
}

/** Re-sorts the findings and recomputes the totals and the verdict after findings or thresholds were added. */
export function finalizeSummary(report: AuditReport): void {
  const order: Record<Severity, number> = { error: 0, warning: 1, info: 2 };
  report.findings.sort(
    (a, b) => order[a.severity] - order[b.severity] || a.page.localeCompare(b.page) || a.ruleId.localeCompare(b.ruleId),
  );
  const count = (s: Severity) => report.findings.filter((f) => f.severity === s).length;
  const errors = count('error');
  const errorThreshold = report.thresholds.find((t) => t.name === 'errors');
  if (errorThreshold) Object.assign(errorThreshold, { actual: errors, ok: errors <= errorThreshold.limit });
  const warningThreshold = report.thresholds.find((t) => t.name === 'warnings');
  if (warningThreshold)
    Object.assign(warningThreshold, { actual: count('warning'), ok: count('warning') <= warningThreshold.limit });
  Object.assign(report.summary, {
    rules: report.rules.length,
    checks: report.checks.length,
    errors,
    warnings: count('warning'),
    infos: count('info'),
    passed: report.thresholds.every((t) => t.ok) && report.toolErrors.length === 0,
  });
}

/** A finding as a history line records it: `ruleId page` (a rule id has no space; a page may). */
export const findingKey = (ruleId: string, page: string) => `${ruleId} ${page}`;

export function splitFindingKey(key: string): { ruleId: string; page: string } {
  const space = key.indexOf(' ');
  return { ruleId: key.slice(0, space), page: key.slice(space + 1) };
}
