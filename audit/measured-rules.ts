/**
 * Whether a run measured a rule on a page. Each tool measures its own set of pages per run: the SEO
 * rules every page audited, axe (and the browser checks run beside it) every page in the full profile
 * but a sample in the fast one, Lighthouse's Accessibility, Best Practices and SEO every page in the
 * full profile (a sample where `lighthouse.everyPageSample` is set, the timed pages in the fast one), its
 * Performance timing one page per template plus the changed pages, lab INP the pages with a scripted
 * interaction. A finding that is gone from a page the newer run did not measure for that rule is not
 * fixed, and one that appears on a page the older run did not measure is not "passed → failed":
 * compare-runs.ts, changes.ts and the history squares (report/page-history.ts) ask this one function.
 * A leaf: it reads run summaries only.
 */
import { INP_RULE_ID } from './browser/interaction-findings';
import type { Category } from './config';
import type { RunSummary } from './report-data';

/**
 * Rules only a timed Lighthouse run (the Performance category, with its metrics) can decide. The
 * trend check is here for its Performance drops, the one category whose score needs a timed run.
 */
export const TIMING_RULES: ReadonlySet<string> = new Set([
  'lighthouse/performance',
  'lighthouse/lcp',
  'lighthouse/tbt',
  'lighthouse/cls',
  'lighthouse/app-cost',
  'trend/score-drop',
]);
/** Lighthouse's own audits of its Performance category, told by the title the audit gives them. */
const PERFORMANCE_TITLE = '(Lighthouse Performance).';
/** Category scores measured by the every-page (or sampled) Lighthouse run, without timing. */
const UNTIMED_SCORES = new Map<string, Category>([
  ['lighthouse/accessibility', 'accessibility'],
  ['lighthouse/best-practices', 'best-practices'],
  ['lighthouse/seo', 'seo'],
]);
const AXE_FAMILIES = /^(axe|a11y|browser|offline)\//;
/** A site file a site-wide rule reports on (`/robots.txt`, `/sitemap.xml`): checked by every run that had the rule, never in `audited`. */
const SITE_FILE = /\.(?!html?$)[a-z0-9]+$/i;

/** Whether a rule needs a timed Lighthouse run: a timing rule, or an audit titled as one of the Performance category. */
export function isTimingRule(ruleId: string, titles: Record<string, string> = {}): boolean {
  return (
    TIMING_RULES.has(ruleId) || (ruleId.startsWith('lighthouse/') && !!titles[ruleId]?.endsWith(PERFORMANCE_TITLE))
  );
}

/**
 * true: the run measured `ruleId` on `page`; false: it did not; undefined: the line is too old to say
 * (an SEO rule in a line that did not record the pages audited). `titles` (rule id → title, default the
 * run's own) tells Lighthouse's Performance audits from the rest; pass every title known, since a run
 * records only the titles of rules it found something with.
 *
 * - SEO rules (and any other family of the audit's own): the page was audited (`run.audited`); a site
 *   file such as `/robots.txt` always was.
 * - axe, a11y, browser and offline rules: the page is in `checked.axePages`; a line written before
 *   those were recorded says only whether axe ran at all (`checked.axe`).
 * - Timing rules (TIMING_RULES, Performance audits): the page was timed, i.e. has `metrics`.
 * - Lab INP: the page has `inpMs`.
 * - Lighthouse's Accessibility, Best Practices and SEO scores: the page has that score.
 * - Any other Lighthouse audit: the page is in `checked.lighthouse`.
 */
export function ruleMeasured(
  run: RunSummary,
  ruleId: string,
  page: string,
  titles: Record<string, string> = run.titles ?? {},
): boolean | undefined {
  const entry = run.pages[page];
  if (ruleId === INP_RULE_ID) return entry?.inpMs !== undefined;
  if (isTimingRule(ruleId, titles)) return entry?.metrics !== undefined;
  const category = UNTIMED_SCORES.get(ruleId);
  if (category) return Object.values(entry?.scores ?? {}).some((s) => typeof s?.[category] === 'number');
  if (ruleId.startsWith('lighthouse/')) return run.checked.lighthouse.includes(page);
  if (AXE_FAMILIES.test(ruleId)) return run.checked.axePages ? run.checked.axePages.includes(page) : run.checked.axe;
  if (SITE_FILE.test(page)) return true;
  return run.audited ? run.audited.includes(page) : undefined;
}
