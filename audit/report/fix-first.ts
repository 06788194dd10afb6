/**
 * "Fix these first": the report's findings as root causes, ranked by impact. Pure: report → items.
 *
 * Several tools see one defect: a missing alt text is an axe violation, the audit's own
 * `images/image-alt`, a Lighthouse audit and a lower Lighthouse Accessibility score. Listing it
 * four times crowded out the slow page and the broken link, so findings are grouped by cause
 * (EQUIVALENT_RULES, the axe ≡ Lighthouse id rule, and consequences folded into their cause) and
 * each cause is ranked by `impact()`. The HTML report and summary.md word the items alike
 * (fix-first-text.ts).
 */
import { CATEGORIES, type Category } from '../config';
import { CATEGORY_NAMES } from '../browser/findings';
import { findingKey, type AuditReport, type Finding } from '../report-data';
import type { Severity } from '../types';

/**
 * Rules that report the same defect, one row per cause; the first rule of a row present in the report
 * names the item (the audit's own rule first: its fix points at this project's files). Besides these
 * rows, `axe/<id>` and `lighthouse/<id>` are one cause: Lighthouse's accessibility audits are axe-core
 * rules under the same id. Left apart on purpose, because the causes differ:
 * `lighthouse/crawlable-anchors` (an <a> without a usable href) and `links/broken-links` (a href to a
 * missing page); `a11y/tap-target-size` (call and book buttons only) and `axe/target-size` (any
 * target, spacing allowed); `lighthouse/canonical` and the `canonical/*` rules (each checks other cases).
 */
export const EQUIVALENT_RULES: readonly (readonly string[])[] = [
  ['images/image-alt', 'axe/image-alt', 'lighthouse/image-alt'],
  ['axe/color-contrast', 'lighthouse/color-contrast'],
  ['titles/title-present', 'axe/document-title', 'lighthouse/document-title'],
  ['descriptions/description-present', 'lighthouse/meta-description'],
  [
    'lang/html-lang',
    'axe/html-has-lang',
    'lighthouse/html-has-lang',
    'axe/html-lang-valid',
    'lighthouse/html-lang-valid',
  ],
];

/** Lighthouse's Core Web Vitals, all in its Performance category. */
const METRICS = new Set(['lighthouse/lcp', 'lighthouse/tbt', 'lighthouse/cls']);
/** An image, font or video over its template's budget is the likely cause of that page's slow LCP. */
const PAGE_WEIGHT = 'budgets/page-weight';
const SCORE_RULES = new Map<string, Category>(CATEGORIES.map((c) => [`lighthouse/${c}`, c]));
/** A Lighthouse category score (`lighthouse/seo`), as opposed to one of its audits. */
export const isScoreRule = (ruleId: string) => SCORE_RULES.has(ruleId);

export interface FixItem {
  /** The cause: the first rule of its EQUIVALENT_RULES row, else the rule id (`axe/x` reads `lighthouse/x`). */
  cause: string;
  /** The naming rule's title (a report lists every rule it found something for; else the rule id). */
  title: string;
  fix: string;
  docs: string | null;
  /** The worst of its findings that are not within noise; `info` when all of them are. */
  severity: Severity;
  /** The findings of the cause itself, any tool. */
  findings: Finding[];
  /** Findings it explains on its pages: a Lighthouse category score, LCP beside an over-budget page. */
  consequences: Finding[];
  pages: string[];
  /** Largest `over` of its findings and of those it explains (1 when none says). */
  over: number;
  isNew: boolean;
  withinNoise: boolean;
  impact: number;
}

const causeOf = (ruleId: string): string => {
  const row = EQUIVALENT_RULES.find((r) => r.includes(ruleId));
  if (row) return row[0];
  return ruleId.startsWith('axe/') ? `lighthouse/${ruleId.slice(4)}` : ruleId;
};

/** The Lighthouse category a finding costs points in: the metrics, and failed audits as Lighthouse filed them. */
function categoryOf(report: AuditReport, titles: Map<string, string>): (f: Finding) => Category | null {
  const filed = new Map<string, Category>();
  for (const l of report.browser?.lighthouse ?? [])
    for (const a of l.failedAudits) filed.set(findingKey(`lighthouse/${a.id}`, l.path), a.category);
  return (f) => {
    if (METRICS.has(f.ruleId)) return 'performance';
    if (f.family !== 'lighthouse' || SCORE_RULES.has(f.ruleId)) return null;
    // Without the browser data, the rule's title says it: "… (Lighthouse Accessibility)."
    return (
      filed.get(findingKey(f.ruleId, f.page)) ??
      CATEGORIES.find((c) => titles.get(f.ruleId)?.endsWith(`(Lighthouse ${CATEGORY_NAMES[c]}).`)) ??
      null
    );
  };
}

const SEVERITY_WEIGHT: Record<Severity, number> = { error: 10, warning: 3, info: 1 };
const SEVERITY_ORDER: Severity[] = ['error', 'warning', 'info'];

/**
 * impact = severity × (1 + log2 over) × (1 + log2(pages) / 2) × (2 if new since the baseline), with
 * severity error 10, warning 3, info 1 and `over` the largest measured ÷ limit of its findings and of
 * those it explains (1 when none says); severity, over and new count only findings not within noise. Logarithms, so that 20 times over the limit or 40 pages weigh a lot but do not drown
 * everything else: a new 300 ms long task (an error 20 times over, 10 × 5.3 × 2 = 106) outranks a
 * long-standing warning on 40 pages (3 × 3.7 = 11), which outranks a broken link on one page (10).
 * Items whose every finding is within the machine's noise rank after all others, whatever their impact.
 */
export function impact(severity: Severity, over: number, pages: number, isNew: boolean): number {
  return (
    SEVERITY_WEIGHT[severity] *
    (1 + Math.log2(Math.max(1, over))) *
    (1 + Math.log2(Math.max(1, pages)) / 2) *
    (isNew ? 2 : 1)
  );
}

/**
 * Causes a visitor meets as a failure: an image or a page that answers an error. Of two items of
 * equal impact such a cause ranks first: a missing image is found twice on its page, "answers 404"
 * and "has no width or height", and the file comes first (its size is the file's).
 */
const BROKEN_RESOURCES = new Set(['links/broken-images', 'links/broken-links']);

/** Every cause in the report, most impact first (of equal impact, a broken resource first). */
export function fixFirst(report: AuditReport): FixItem[] {
  const rules = new Map(report.rules.map((r) => [r.id, r]));
  const category = categoryOf(report, new Map(report.rules.map((r) => [r.id, r.title])));
  const newKeys = new Set(report.comparison?.newFindings ?? []);
  const overweight = new Set(report.findings.filter((f) => f.ruleId === PAGE_WEIGHT).map((f) => f.page));
  const items = new Map<string, FixItem>();
  const itemFor = (cause: string, ruleId: string): FixItem => {
    const found = items.get(cause);
    if (found) return found;
    const named = [...(EQUIVALENT_RULES.find((r) => r[0] === cause) ?? []), ruleId]
      .map((id) => rules.get(id))
      .find((r) => r);
    const item: FixItem = {
      cause,
      title: named?.title ?? ruleId,
      fix: named?.fix ?? '',
      docs: named?.docs ?? null,
      severity: 'info',
      findings: [],
      consequences: [],
      pages: [],
      over: 1,
      isNew: false,
      withinNoise: true,
      impact: 0,
    };
    items.set(cause, item);
    return item;
  };
  const scores: Finding[] = [];
  for (const f of report.findings) {
    if (SCORE_RULES.has(f.ruleId)) scores.push(f);
    else if (f.ruleId === 'lighthouse/lcp' && overweight.has(f.page))
      itemFor(PAGE_WEIGHT, PAGE_WEIGHT).consequences.push(f);
    else itemFor(causeOf(f.ruleId), f.ruleId).findings.push(f);
  }
  // A category score folds into the items of that page's failing audits of the category; alone only when none explains it.
  // Lighthouse computes Performance from the metrics alone, so a missed metric explains it before any advice does.
  for (const s of scores) {
    const c = SCORE_RULES.get(s.ruleId);
    const on = (explains: (f: Finding) => boolean) =>
      [...items.values()].filter((i) =>
        [...i.findings, ...i.consequences].some((f) => f.page === s.page && explains(f)),
      );
    const metrics = c === 'performance' ? on((f) => METRICS.has(f.ruleId)) : [];
    const explains = metrics.length ? metrics : on((f) => category(f) === c);
    if (explains.length) for (const i of explains) i.consequences.push(s);
    else itemFor(s.ruleId, s.ruleId).findings.push(s);
  }
  for (const i of items.values()) {
    const all = [...i.findings, ...i.consequences];
    // Within noise, or a timing finding the machine could not resolve: measured again before anyone acts on it.
    const real = all.filter((f) => !f.withinNoise && !f.unresolved);
    const unresolved = all.filter((f) => f.unresolved);
    // The naming rule's own findings first, so its message is the one quoted.
    const row = EQUIVALENT_RULES.find((r) => r[0] === i.cause) ?? [];
    i.findings.sort(
      (a, b) =>
        Number(!row.includes(a.ruleId)) - Number(!row.includes(b.ruleId)) ||
        row.indexOf(a.ruleId) - row.indexOf(b.ruleId),
    );
    i.pages = [...new Set(i.findings.map((f) => f.page))];
    i.withinNoise = real.length === 0;
    i.severity = SEVERITY_ORDER.find((s) => (real.length ? real : unresolved).some((f) => f.severity === s)) ?? 'info';
    i.over = Math.max(1, ...real.map((f) => f.over ?? 1));
    i.isNew = real.some((f) => newKeys.has(findingKey(f.ruleId, f.page)));
    i.impact = impact(i.severity, i.over, i.pages.length, i.isNew);
  }
  return [...items.values()].sort(
    (a, b) =>
      Number(a.withinNoise) - Number(b.withinNoise) ||
      b.impact - a.impact ||
      Number(BROKEN_RESOURCES.has(b.cause)) - Number(BROKEN_RESOURCES.has(a.cause)) ||
      b.pages.length - a.pages.length ||
      a.cause.localeCompare(b.cause),
  );
}

/**
 * The items at the top of the report: errors and warnings, then figures that missed only because the
 * machine was busy (marked so); plain information, such as Lighthouse's advice on a page that passes, is left out.
 */
export function topFixes(report: AuditReport, max = 8): FixItem[] {
  return fixFirst(report)
    .filter((i) => i.severity !== 'info' || i.withinNoise)
    .slice(0, max);
}
