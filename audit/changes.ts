/**
 * "What changed", in words a marketer reads: each new or fixed finding and
 * each moved score (Performance from two points) as one line with the rule's title, the page and the value
 * before → after (`TBT 12 → 79 ms on /blog/x`), biggest regressions first.
 * Built from two run summaries only, so it works for the previous run, a
 * --baseline report and any two runs chosen with `seo-audit compare`.
 */
import type { Category } from './config';
import { CATEGORY_NAMES } from './browser/findings';
import { INP_RULE_ID } from './browser/interaction-findings';
import { splitFindingKey, type ChangeItem, type RunSummary, type ScoreChange } from './report-data';

type Metric = 'lcpMs' | 'tbtMs' | 'cls';
const METRIC_RULES: Record<string, { key: Metric; label: string; fmt: (v: number) => string; unit: string }> = {
  'lighthouse/lcp': { key: 'lcpMs', label: 'LCP', fmt: (v) => (v / 1000).toFixed(2), unit: ' s' },
  'lighthouse/tbt': { key: 'tbtMs', label: 'TBT', fmt: (v) => String(Math.round(v)), unit: ' ms' },
  'lighthouse/cls': { key: 'cls', label: 'CLS', fmt: (v) => v.toFixed(3), unit: '' },
};
/**
 * How much a measured value must worsen for a finding present in both runs to be listed again:
 * about the run-to-run spread of one page's median here, so noise alone rarely makes the list.
 */
const WORSE_BY: Record<Metric, number> = { tbtMs: 40, lcpMs: 250, cls: 0.02 };
/**
 * Smallest move of a Performance score listed on its own. That score is the median of runs timed on
 * a shared machine: between two full runs of 24 November with no change to the site, one page went
 * 100 → 99 and another 99 → 100, and a marketer reads every line as news. Accessibility, Best
 * Practices and SEO do not vary from run to run, so any move of theirs is listed, and a drop past
 * the regression limit always is.
 */
const PERFORMANCE_NOISE_POINTS = 2;
const CATEGORY_RULE = /^lighthouse\/(performance|accessibility|best-practices|seo)$/;
const score = (s: number | undefined) => (s === undefined ? '–' : String(Math.round(s * 100)));

/**
 * The value a finding is about, before and after, when the runs recorded it: `change` is after − before
 * in the metric's own unit, `delta` its size scaled for ranking (10 ms of LCP ≈ 1 ms of TBT ≈ 0.001 of CLS).
 * A category score is read where it moved most (a desktop-only drop is named so), else on mobile.
 */
function values(
  ruleId: string,
  page: string,
  before: RunSummary,
  after: RunSummary,
  changes: ScoreChange[],
): { before: string; after: string; what: string; delta: number; change: number } | null {
  const metric = METRIC_RULES[ruleId];
  if (metric) {
    const a = before.pages[page]?.metrics?.[metric.key];
    const b = after.pages[page]?.metrics?.[metric.key];
    if (a === undefined || b === undefined) return null;
    const scale = metric.key === 'cls' ? 1000 : metric.key === 'lcpMs' ? 0.1 : 1;
    return {
      before: `${metric.fmt(a)}${metric.unit}`,
      after: `${metric.fmt(b)}${metric.unit}`,
      what: `${metric.label} ${metric.fmt(a)} → ${metric.fmt(b)}${metric.unit}`,
      delta: Math.abs(b - a) * scale,
      change: b - a,
    };
  }
  const cat = CATEGORY_RULE.exec(ruleId)?.[1] as Category | undefined;
  if (cat) {
    const moved = changes
      .filter((c) => c.page === page && c.category === cat)
      .sort((x, y) => Math.abs(y.points) - Math.abs(x.points))[0];
    const ff = moved?.formFactor ?? 'mobile';
    const a = before.pages[page]?.scores[ff]?.[cat];
    const b = after.pages[page]?.scores[ff]?.[cat];
    if (a === undefined || b === undefined) return null;
    return {
      before: score(a),
      after: score(b),
      what: `${scoreName(cat, ff)} ${score(a)} → ${score(b)}`,
      delta: Math.abs(b - a) * 100,
      change: b - a,
    };
  }
  return null;
}

const scoreName = (cat: Category, formFactor: string) =>
  `${CATEGORY_NAMES[cat]}${formFactor === 'mobile' ? '' : ` (${formFactor})`}`;

/** First sentence-like clause of a rule title, for a compact line; a dot or colon inside a word (robots.txt, og:title) does not end it. */
export const shortTitle = (title: string) =>
  title
    .replace(/\s*\(.*?\)/g, '')
    .replace(/[.:;](\s.*)?$/s, '')
    .trim();

/** The rules a run found something with, at any severity. */
const rulesFound = (run: RunSummary) =>
  new Set(
    Object.keys(run.severities ?? {})
      .concat(run.findings)
      .map((k) => splitFindingKey(k).ruleId),
  );

/**
 * Whether a run had the rule: true or false from the rules it recorded, undefined for a line that recorded none
 * (unless one of its findings shows the rule ran). Lighthouse audits and axe rules are named only when they
 * find something, so any of them counts as had when Lighthouse or axe ran at all.
 */
export function ruleChecked(run: RunSummary, ruleId: string): boolean | undefined {
  if (rulesFound(run).has(ruleId)) return true;
  // Lab INP comes from the interaction worker: a run had it when it timed an interaction, whether or not Lighthouse ran.
  if (ruleId === INP_RULE_ID && Object.values(run.pages ?? {}).some((p) => p.inpMs !== undefined)) return true;
  if (!run.rules) return undefined;
  if (ruleId === INP_RULE_ID) return run.rules.includes(ruleId);
  const tool = /^(axe|lighthouse)\//.exec(ruleId)?.[1];
  return run.rules.includes(ruleId) || (tool !== undefined && run.rules.includes(`${tool}/run`));
}

/** A finding present in both runs at different severities; `error or warning` is what a line from before severities were recorded knows. */
export interface SeverityChange {
  key: string;
  before: string;
  after: string;
}
const LEVEL: Record<string, number> = { info: 0, warning: 1, 'error or warning': 1.5, error: 2 };

const KIND_OF = { new: 'new', unchecked: 'newly-checked', fixed: 'fixed', unmeasured: 'not-measured' } as const;

export function changeList(args: {
  current: RunSummary;
  baseline: RunSummary;
  newFindings: string[];
  /** New findings on pages where the baseline did not measure their rule. */
  newlyChecked?: string[];
  fixedFindings: string[];
  /** Baseline findings whose rule this run did not measure on their page. */
  notMeasured?: string[];
  severityChanges?: SeverityChange[];
  changes: ScoreChange[];
  regressions: ScoreChange[];
  titles: Record<string, string>;
}): ChangeItem[] {
  const { current, baseline, titles, changes } = args;
  const severityChanges = args.severityChanges ?? [];
  const items: ChangeItem[] = [];
  // A page's category score said by a finding's line is not said again as a score move: one page and category, one line.
  const covered = new Set(
    [
      ...args.newFindings,
      ...(args.newlyChecked ?? []),
      ...args.fixedFindings,
      ...(args.notMeasured ?? []),
      ...severityChanges.map((c) => c.key),
    ].flatMap((key) => {
      const { ruleId, page } = splitFindingKey(key);
      const cat = CATEGORY_RULE.exec(ruleId)?.[1];
      return cat ? [`${page} ${cat}`] : [];
    }),
  );
  const finding = (key: string, kind: keyof typeof KIND_OF) => {
    const { ruleId, page } = splitFindingKey(key);
    const appeared = kind === 'new' || kind === 'unchecked';
    const v = kind === 'unmeasured' ? null : values(ruleId, page, baseline, current, changes);
    const title = titles[ruleId] ?? ruleId;
    const detail = (appeared ? current : baseline).messages?.[key] ?? null;
    const had = appeared ? ruleChecked(baseline, ruleId) : true;
    const unchecked = had === false || kind === 'unchecked';
    // A line that recorded no rules cannot say whether a rule with no finding there passed or did not exist yet.
    const before = !appeared ? 'failed' : unchecked ? 'not checked' : had === undefined ? 'no finding' : 'passed';
    const after = appeared ? 'failed' : kind === 'fixed' ? 'passed' : 'not measured this run';
    items.push({
      kind: had === false ? 'new-rule' : KIND_OF[kind],
      ruleId,
      title,
      page,
      before: v?.before ?? before,
      after: v?.after ?? after,
      what: v?.what ?? `${shortTitle(title)}: ${before} → ${after}`,
      detail,
      // A new finding outranks any score move, one first checked here comes after those, a fixed one after every score and
      // one not measured this run last of all; within each, the larger measured jump first.
      weight: (kind === 'unmeasured' ? -2000 : kind === 'fixed' ? -1000 : unchecked ? 950 : 1000) + (v?.delta ?? 0),
    });
  };
  args.newFindings.forEach((k) => finding(k, 'new'));
  (args.newlyChecked ?? []).forEach((k) => finding(k, 'unchecked'));
  for (const c of severityChanges) {
    const { ruleId, page } = splitFindingKey(c.key);
    const title = titles[ruleId] ?? ruleId;
    const harsher = LEVEL[c.after] > LEVEL[c.before];
    items.push({
      kind: 'severity',
      ruleId,
      title,
      page,
      before: c.before,
      after: c.after,
      what: `${shortTitle(title)}: ${c.before} → ${c.after}`,
      detail: current.messages?.[c.key] ?? baseline.messages?.[c.key] ?? null,
      // More severe: just after the new findings; milder: just before the fixed ones.
      weight: harsher ? 900 : -900,
    });
  }
  const before = new Set(baseline.findings);
  for (const key of current.findings) {
    const { ruleId, page } = splitFindingKey(key);
    const metric = METRIC_RULES[ruleId];
    if (!metric || !before.has(key)) continue;
    const v = values(ruleId, page, baseline, current, changes);
    if (!v || v.change < WORSE_BY[metric.key]) continue;
    items.push({
      kind: 'still',
      ruleId,
      title: titles[ruleId] ?? ruleId,
      page,
      before: v.before,
      after: v.after,
      what: v.what,
      detail: current.messages?.[key] ?? null,
      weight: 500 + v.delta,
    });
  }
  for (const c of changes) {
    if (covered.has(`${c.page} ${c.category}`)) continue; // already said by the finding
    const regression = args.regressions.includes(c);
    if (c.category === 'performance' && !regression && Math.abs(c.points) < PERFORMANCE_NOISE_POINTS) continue;
    items.push({
      kind: regression ? 'regression' : c.points < 0 ? 'worse' : 'better',
      ruleId: `lighthouse/${c.category}`,
      title: `Lighthouse ${CATEGORY_NAMES[c.category]} score`,
      page: c.page,
      before: score(c.before),
      after: score(c.after),
      what: `${scoreName(c.category, c.formFactor)} ${score(c.before)} → ${score(c.after)}`,
      detail: null,
      weight: (regression ? 2000 : 0) - c.points,
    });
  }
  args.fixedFindings.forEach((k) => finding(k, 'fixed'));
  (args.notMeasured ?? []).forEach((k) => finding(k, 'unmeasured'));
  return items.sort((a, b) => b.weight - a.weight || a.page.localeCompare(b.page));
}
