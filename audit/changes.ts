/**
 * "What changed", in words a marketer reads: each new or fixed finding and
 * each moved score (Performance from two points) as one line with the rule's title, the page and the value
 * before → after (`TBT 12 → 79 ms on /blog/x`), biggest regressions first.
 * Built from two run summaries only, so it works for the previous run, a
 * --baseline report and any two runs chosen with --compare.
 */
import type { Category } from './config';
import { CATEGORY_NAMES } from './browser/findings';
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
 */
function values(ruleId: string, page: string, before: RunSummary, after: RunSummary): { before: string; after: string; what: string; delta: number; change: number } | null {
  const metric = METRIC_RULES[ruleId];
  if (metric) {
    const a = before.pages[page]?.metrics?.[metric.key];
    const b = after.pages[page]?.metrics?.[metric.key];
    if (a === undefined || b === undefined) return null;
    const scale = metric.key === 'cls' ? 1000 : metric.key === 'lcpMs' ? 0.1 : 1;
    return { before: `${metric.fmt(a)}${metric.unit}`, after: `${metric.fmt(b)}${metric.unit}`, what: `${metric.label} ${metric.fmt(a)} → ${metric.fmt(b)}${metric.unit}`, delta: Math.abs(b - a) * scale, change: b - a };
  }
  const cat = CATEGORY_RULE.exec(ruleId)?.[1] as Category | undefined;
  if (cat) {
    const a = before.pages[page]?.scores.mobile?.[cat];
    const b = after.pages[page]?.scores.mobile?.[cat];
    if (a === undefined || b === undefined) return null;
    return { before: score(a), after: score(b), what: `${CATEGORY_NAMES[cat]} ${score(a)} → ${score(b)}`, delta: Math.abs(b - a) * 100, change: b - a };
  }
  return null;
}

/** First sentence-like clause of a rule title, for a compact line. */
export const shortTitle = (title: string) => title.replace(/\s*\(.*?\)/g, '').replace(/[.:;].*$/s, '').trim();

export function changeList(args: {
  current: RunSummary; baseline: RunSummary; newFindings: string[]; fixedFindings: string[];
  changes: ScoreChange[]; regressions: ScoreChange[]; titles: Record<string, string>;
}): ChangeItem[] {
  const { current, baseline, titles } = args;
  const items: ChangeItem[] = [];
  const covered = new Set<string>();
  const finding = (key: string, kind: 'new' | 'fixed') => {
    const { ruleId, page } = splitFindingKey(key);
    const v = values(ruleId, page, baseline, current);
    const title = titles[ruleId] ?? ruleId;
    const detail = (kind === 'new' ? current : baseline).messages?.[key] ?? null;
    if (CATEGORY_RULE.test(ruleId)) covered.add(`${page} ${ruleId.slice('lighthouse/'.length)}`);
    items.push({
      kind, ruleId, title, page,
      before: v?.before ?? (kind === 'new' ? 'passed' : 'failed'), after: v?.after ?? (kind === 'new' ? 'failed' : 'passed'),
      what: v?.what ?? `${shortTitle(title)}: ${kind === 'new' ? 'passed → failed' : 'failed → passed'}`,
      detail,
      // A new finding outranks any score move, a fixed one comes after them; within each, the larger measured jump first.
      weight: kind === 'new' ? 1000 + (v?.delta ?? 0) : -1000 + (v?.delta ?? 0),
    });
  };
  args.newFindings.forEach((k) => finding(k, 'new'));
  const before = new Set(baseline.findings);
  for (const key of current.findings) {
    const { ruleId, page } = splitFindingKey(key);
    const metric = METRIC_RULES[ruleId];
    if (!metric || !before.has(key)) continue;
    const v = values(ruleId, page, baseline, current);
    if (!v || v.change < WORSE_BY[metric.key]) continue;
    items.push({ kind: 'still', ruleId, title: titles[ruleId] ?? ruleId, page, before: v.before, after: v.after, what: v.what, detail: current.messages?.[key] ?? null, weight: 500 + v.delta });
  }
  for (const c of args.changes) {
    if (c.formFactor === 'mobile' && covered.has(`${c.page} ${c.category}`)) continue; // already said by the finding
    const regression = args.regressions.includes(c);
    if (c.category === 'performance' && !regression && Math.abs(c.points) < PERFORMANCE_NOISE_POINTS) continue;
    items.push({
      kind: regression ? 'regression' : c.points < 0 ? 'worse' : 'better',
      ruleId: `lighthouse/${c.category}`, title: `Lighthouse ${CATEGORY_NAMES[c.category]} score`, page: c.page,
      before: score(c.before), after: score(c.after),
      what: `${CATEGORY_NAMES[c.category]}${c.formFactor === 'mobile' ? '' : ` (${c.formFactor})`} ${score(c.before)} → ${score(c.after)}`,
      detail: null,
      weight: (regression ? 2000 : 0) - c.points,
    });
  }
  args.fixedFindings.forEach((k) => finding(k, 'fixed'));
  return items.sort((a, b) => b.weight - a.weight || a.page.localeCompare(b.page));
}
