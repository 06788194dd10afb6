/**
 * Browser results (axe, the extra checks, Lighthouse, outside requests) as
 * the audit's findings, rule descriptions and thresholds, so every reporter
 * (terminal, summary.md, junit.xml, index.html) shows them like the SEO rules.
 */
import { CATEGORIES, lighthouseLimits, severityFor, type AuditConfig, type Category } from '../config';
import type { Severity } from '../types';
import type { AxePage } from './axe';
import type { LighthousePage } from './lighthouse';
import { shorten } from '../shorten';
import type { BrowserFinding, BrowserFindingsResult, BrowserRule, BrowserThreshold } from './results';
import { judgeAppCost } from '../app-cost';
import { timingVerdict } from './timing-verdict';

export const CATEGORY_NAMES: Record<Category, string> = {
  performance: 'Performance',
  accessibility: 'Accessibility',
  'best-practices': 'Best Practices',
  seo: 'SEO',
};

/** Plain-words fixes for the axe rules this kind of site trips most; others fall back to axe's own text. */
const AXE_FIXES: Record<string, string> = {
  'color-contrast':
    'Darken the text or lighten its background until the contrast ratio is at least 4.5:1 (3:1 for large text); use the design tokens that already pass.',
  'image-alt': 'Give the image an alt text that says what it shows, or alt="" if it is decoration.',
  'button-name': 'Give the button visible text or an aria-label that says what it does.',
  'link-name': 'Give the link visible text (or an aria-label) that says where it goes; an icon alone is not enough.',
  label: 'Connect every form field to a visible <label> (or aria-label).',
  'target-size': 'Make the control at least 24×24 px, or leave enough space around it.',
  'heading-order': 'Use headings in order (H2 after H1, H3 after H2) so screen-reader users can skim the page.',
  region: 'Put all content inside landmarks (header, nav, main, footer).',
  'landmark-unique': 'Give repeated landmarks (two <nav>s) different aria-labels.',
  'duplicate-id-aria': 'Make every id referenced by ARIA unique on the page.',
  'aria-allowed-attr': "Remove ARIA attributes the element's role does not allow.",
  list: 'Only put <li> elements directly inside <ul> and <ol>.',
  listitem: 'Put <li> elements inside a <ul> or <ol>.',
  'nested-interactive': 'Do not put a link or button inside another link or button.',
  'scrollable-region-focusable': 'Make scrollable areas reachable by keyboard (tabindex="0" and a label).',
};

const ruleInfo = (
  id: string,
  family: string,
  severity: Severity,
  title: string,
  fix: string,
  docs: string | null,
): BrowserRule => ({ id, family, severity, scope: 'page', title, fix, docs, durationMs: 0 });

/** Fixed rules of the browser checks (always listed, so a clean run shows what was checked). */
export const STATIC_RULES: BrowserRule[] = [
  ruleInfo(
    'axe/run',
    'axe',
    'error',
    'The page was checked with axe-core for WCAG 2.2 AA in Chromium.',
    'Fix each axe finding on the page.',
    'https://github.com/dequelabs/axe-core/blob/develop/doc/rule-descriptions.md',
  ),
  ruleInfo(
    'a11y/tap-target-size',
    'a11y',
    'error',
    'Call and book buttons are at least 24×24 px, so people can tap them on a phone (WCAG 2.5.8).',
    'Give the button more padding or a min-height/min-width of 24 px (44 px is better on phones).',
    'https://www.w3.org/WAI/WCAG22/Understanding/target-size-minimum.html',
  ),
  ruleInfo(
    'a11y/focus-not-obscured',
    'a11y',
    'error',
    'A link or button reached with the Tab key is not hidden under the sticky header or the call bar (WCAG 2.4.11).',
    'Add scroll-margin (or scroll-padding on html) at least as tall as the sticky bar, so focused elements scroll clear of it.',
    'https://www.w3.org/WAI/WCAG22/Understanding/focus-not-obscured-minimum.html',
  ),
  ruleInfo(
    'browser/console-errors',
    'browser',
    'error',
    'The page loads in Chromium without JavaScript errors (a hydration mismatch shows up here).',
    'Open the page with the browser console open, reproduce the error and fix its cause.',
    null,
  ),
  ruleInfo(
    'offline/outside-request',
    'offline',
    'error',
    'The page only loads files from this site during the audit; a request to another host is blocked and fails the audit.',
    "Host the file with the site, load the embed only on the visitor's request, or, if the site calls that host by design, declare a fixture for it in audit.config.json.",
    null,
  ),
  ruleInfo(
    'lighthouse/run',
    'lighthouse',
    'error',
    'Lighthouse measured the page (pages answering 404 are recorded as not applicable).',
    'See the Lighthouse report of the page.',
    'https://developer.chrome.com/docs/lighthouse/overview',
  ),
  ruleInfo(
    'lighthouse/runtime-error',
    'lighthouse',
    'error',
    'Lighthouse could load the page and measure it.',
    'Open the page in Chrome and check it loads with status 200 and without errors.',
    null,
  ),
  ...CATEGORIES.map((c) =>
    ruleInfo(
      `lighthouse/${c}`,
      'lighthouse',
      'error',
      `The Lighthouse ${CATEGORY_NAMES[c]} score reaches its target${c === 'performance' ? ' (median of the runs on one page per template)' : ' on every page Lighthouse measures'}.`,
      `Fix the failing ${CATEGORY_NAMES[c]} audits listed for the page; the full Lighthouse report explains each.`,
      'https://developer.chrome.com/docs/lighthouse/overview',
    ),
  ),
  ruleInfo(
    'lighthouse/lcp',
    'lighthouse',
    'error',
    'The largest text or image appears quickly (Largest Contentful Paint, a Core Web Vital).',
    'Make the main heading or hero image render from the HTML: no render-blocking scripts, preload the hero image, keep CSS small.',
    'https://web.dev/articles/lcp',
  ),
  ruleInfo(
    'lighthouse/tbt',
    'lighthouse',
    'error',
    'The page answers taps and clicks while it loads (Total Blocking Time, the lab stand-in for Interaction to Next Paint).',
    'Ship less JavaScript on first load; split or defer what is not needed right away.',
    'https://web.dev/articles/tbt',
  ),
  ruleInfo(
    'lighthouse/app-cost',
    'lighthouse',
    'error',
    "Scripts add little to the page's load time: it blocks, scores and paints about as well as the same page with every script removed, timed side by side.",
    'Find what the app runs at start-up (a Chromium trace of the page at 4× CPU): keep parts that never change out of hydration, start interactive parts when they are needed, ship less JavaScript on first load.',
    'https://developer.chrome.com/docs/lighthouse/performance/lighthouse-total-blocking-time',
  ),
  ruleInfo(
    'lighthouse/cls',
    'lighthouse',
    'error',
    'Nothing jumps while the page loads (Cumulative Layout Shift, a Core Web Vital).',
    'Give images and embeds width and height, and reserve space for anything inserted after load.',
    'https://web.dev/articles/cls',
  ),
];

const pct = (n: number) => n.toFixed(2);
const round = (n: number) => Math.round(n * 100) / 100;

/** The Core Web Vitals the gate holds to a limit, as a reader names them. */
const VITALS = {
  lcp: { key: 'lcpMs', name: 'Largest Contentful Paint', format: (v: number) => `${(v / 1000).toFixed(2)} s` },
  tbt: { key: 'tbtMs', name: 'Total Blocking Time', format: (v: number) => `${Math.round(v)} ms` },
  cls: { key: 'cls', name: 'Cumulative Layout Shift', format: (v: number) => v.toFixed(3) },
} as const;

/** What Lighthouse read on the clock: the page's own figures unless a run was re-timed on CPU time (lighthouse.ts ClockFigures). */
function clockFigures(page: LighthousePage): {
  performance: number | null | undefined;
  metrics: LighthousePage['metrics'];
} {
  return page.clock
    ? { performance: page.clock.performance, metrics: page.clock.metrics ?? page.metrics }
    : { performance: page.scores.performance, metrics: page.metrics };
}

/** The judged figure after the clock's: ", and 1150 ms on the page's own CPU time" or ", but 4 ms …: within noise, …". */
const onCpuWords = (moved: boolean, own: string, noise: string) =>
  moved ? `, and ${own} on the page's own CPU time` : `, but ${own} on the page's own CPU time: within noise, ${noise}`;

/** Why a figure that missed on the clock is within noise, in the reader's words. */
function busyMachine(page: LighthousePage): string {
  const runs = page.clock?.mainThread ?? [];
  const wall = runs.reduce((n, r) => n + r.wallMs, 0);
  const cpu = runs.reduce((n, r) => n + r.cpuMs, 0);
  return runs.length
    ? `the machine was busy, not the page: its main thread's tasks took ${Math.round(wall / runs.length)} ms on the clock for ${Math.round(cpu / runs.length)} ms of work on the CPU`
    : 'the machine was busy, not the page';
}

/**
 * `vitalsGate`: false when the profile measures performance once (the fast CI gate): the app cost
 * from one pair of runs is then information within noise, and a first miss of it is not measured
 * again. Every other timing finding (score, LCP, TBT, CLS; the app cost from three pairs) that
 * misses on the page's own CPU time as well was measured a second time (browser/confirm.ts) and is
 * an error only when that measurement reproduced it beyond the control pair's spread, else a
 * warning that the machine could not resolve it (timing-verdict.ts).
 */
export function browserFindings(
  config: AuditConfig,
  axe: AxePage[],
  lighthouse: LighthousePage[],
  vitalsGate = true,
): BrowserFindingsResult {
  const findings: BrowserFinding[] = [];
  const rules = new Map(STATIC_RULES.map((r) => [r.id, r]));
  const checks: { ruleId: string; page: string }[] = [];
  const add = (
    ruleId: string,
    severity: Severity,
    page: string,
    template: string,
    message: string,
    extra: Pick<BrowserFinding, 'over' | 'withinNoise' | 'unresolved'> = {},
  ) => {
    const family = ruleId.split('/')[0];
    const rule = rules.get(ruleId)!;
    const configured = severityFor(config, { id: ruleId, family, severity: rule.severity }, template);
    if (configured === 'off') return;
    // A figure within the machine's noise is information whatever the rule's configured severity: it must never fail the run.
    const chosen = extra.withinNoise ? 'info' : configured !== rule.severity ? configured : severity;
    findings.push({ ruleId, family, severity: chosen, page, template, message, ...extra });
  };
  let axeNodes = 0;
  for (const page of axe) {
    for (const id of [
      'axe/run',
      'a11y/tap-target-size',
      'a11y/focus-not-obscured',
      'browser/console-errors',
      'offline/outside-request',
    ])
      checks.push({ ruleId: id, page: page.path });
    for (const v of page.violations) {
      const id = `axe/${v.id}`;
      if (!rules.has(id))
        rules.set(
          id,
          ruleInfo(id, 'axe', 'error', `${v.help} (axe: ${v.id}).`, AXE_FIXES[v.id] ?? `${v.description}.`, v.helpUrl),
        );
      checks.push({ ruleId: id, page: page.path });
      axeNodes += v.nodes.length;
      const where = v.nodes
        .slice(0, 3)
        .map(
          (n) => `${n.target}${n.summary ? ` (${n.summary.replace(/^Fix (any|all) of the following: ?/, '')})` : ''}`,
        )
        .join('; ');
      add(
        id,
        'error',
        page.path,
        page.template,
        `${v.help} [${v.impact ?? 'n/a'}], ${v.nodes.length} element${v.nodes.length === 1 ? '' : 's'}: ${where}${v.nodes.length > 3 ? '; …' : ''}`,
      );
    }
    for (const t of page.smallTargets)
      add(
        'a11y/tap-target-size',
        'error',
        page.path,
        page.template,
        `"${shorten(t.text, 60)}" ${t.selector} is ${t.width}×${t.height} px; call and book buttons need at least ${config.axe.tapTargets.minPx}×${config.axe.tapTargets.minPx} px.`,
      );
    for (const h of page.hiddenFocus)
      add(
        'a11y/focus-not-obscured',
        h.coveredPercent >= 100 ? 'error' : 'warning',
        page.path,
        page.template,
        `Focused ${h.selector} "${shorten(h.text, 60)}" is ${h.coveredPercent}% hidden under ${h.coveredBy}.`,
      );
    for (const e of page.errors) add('browser/console-errors', 'error', page.path, page.template, e);
    for (const url of page.outside)
      add(
        'offline/outside-request',
        'error',
        page.path,
        page.template,
        `Requested ${url} (blocked; seen by the axe pass).`,
      );
  }
  const below = new Map<string, number>();
  const count = (key: string) => below.set(key, (below.get(key) ?? 0) + 1);
  for (const page of lighthouse) {
    if (page.state === 'not-applicable') continue;
    checks.push({ ruleId: 'lighthouse/run', page: page.path });
    if (page.state === 'error') {
      add(
        'lighthouse/runtime-error',
        'error',
        page.path,
        page.template,
        `Lighthouse (${page.formFactor}): ${page.note}`,
      );
      count('runtime');
      continue;
    }
    const limits = lighthouseLimits(config, page.template);
    const costLimits = config.lighthouse.appCost;
    const failing = new Set<Category>();
    const clock = clockFigures(page);
    const noise = busyMachine(page);
    for (const c of CATEGORIES) {
      const own = page.scores[c];
      if (own === undefined) continue;
      checks.push({ ruleId: `lighthouse/${c}`, page: page.path });
      const score = c === 'performance' ? (clock.performance ?? null) : own;
      if (score === null || score < limits[c]) {
        const moved = own === null || own === undefined || own < limits[c];
        // Performance is timed: a miss fails the run only when a second measurement reproduced it (reproduce.ts).
        const verdict = moved && c === 'performance' ? timingVerdict(page, 'performance', limits, costLimits) : null;
        const fails = moved && (verdict?.error ?? true);
        if (moved) failing.add(c);
        if (fails) count(`${c}\0${page.formFactor}`);
        const runs =
          c === 'performance' && page.performanceRuns.length > 1
            ? ` (median of ${page.performanceRuns.length} runs: ${page.performanceRuns.map(pct).join(', ')})`
            : '';
        const cpu =
          c === 'performance' && page.clock
            ? onCpuWords(moved, typeof own === 'number' ? pct(own) : 'not scored', noise)
            : '';
        add(
          `lighthouse/${c}`,
          moved && !fails ? 'warning' : 'error',
          page.path,
          page.template,
          `${CATEGORY_NAMES[c]} ${score === null ? 'not scored' : pct(score)} on ${page.formFactor}${runs} is below ${pct(limits[c])}${cpu}.${verdict ? ` ${verdict.words}` : ''}`,
          {
            over: typeof own === 'number' && own > 0 ? round(limits[c] / own) : 10,
            ...(moved ? {} : { withinNoise: true }),
            ...(verdict && !verdict.error ? { unresolved: true } : {}),
          },
        );
      }
    }
    if (page.metrics && page.formFactor === config.lighthouse.metricsFormFactor) {
      const m = clock.metrics ?? page.metrics;
      const own = page.metrics;
      const tbtRuns =
        (page.tbtRuns?.length ?? 0) > 1
          ? ` (lowest of ${page.tbtRuns!.length} runs: ${page.tbtRuns!.join(', ')} ms)`
          : '';
      for (const [id, { key, name, format }] of Object.entries(VITALS)) {
        checks.push({ ruleId: `lighthouse/${id}`, page: page.path });
        const limit = limits[key];
        if (m[key] <= limit) continue;
        const moved = own[key] > limit;
        // Missed on the page's own CPU time too: an error only when a second measurement reproduced it (reproduce.ts).
        const verdict = moved ? timingVerdict(page, id as 'lcp' | 'tbt' | 'cls', limits, costLimits) : null;
        if (verdict?.error) count(id);
        const cpu = page.clock ? onCpuWords(moved, format(own[key]), noise) : '';
        const message = `${name} ${format(m[key])}${id === 'tbt' ? tbtRuns : ''} on ${page.formFactor} is over ${format(limit)}${cpu}.`;
        add(
          `lighthouse/${id}`,
          verdict?.error ? 'error' : 'warning',
          page.path,
          page.template,
          verdict ? `${message} ${verdict.words}` : message,
          {
            over: round((moved ? own[key] : m[key]) / limit),
            ...(moved ? {} : { withinNoise: true }),
            ...(verdict && !verdict.error ? { unresolved: true } : {}),
          },
        );
      }
    }
    if (page.appCost && costLimits) {
      checks.push({ ruleId: 'lighthouse/app-cost', page: page.path });
      const cost = page.appCost;
      // Gated from three runs of each (the full audit). One pair (the fast gate) is only information, within noise:
      // one run of either variant moves by about 100 ms of TBT and 5 % of LCP, as much as the limits allow, so a
      // single pair's miss moves from template to template between runs and must not rank as new in "Fix these first".
      const gated = vitalsGate || cost.runs >= 3;
      const onCpu = page.appCostOnCpu ? judgeAppCost(page.appCostOnCpu, costLimits) : [];
      for (const v of judgeAppCost(cost, costLimits)) {
        if (v.pass) continue;
        // Missed on the clock but not on both variants' own CPU time: the machine stretched the page's work, not the app.
        const cpu = onCpu.find((c) => c.id === v.id);
        if (gated && cpu?.pass) {
          add(
            'lighthouse/app-cost',
            'info',
            page.path,
            page.template,
            `The scripts add ${v.measured} on ${page.formFactor} over the page without them, past ${v.target} (lighthouse.appCost; median of ${cost.runs} runs of each), but ${cpu.measured} on each run's own CPU time: within noise, ${noise}.`,
            { withinNoise: true },
          );
          continue;
        }
        const verdict = gated ? timingVerdict(page, `app-cost/${v.id}`, limits, costLimits) : null;
        if (verdict?.error) count('app-cost');
        const runs =
          cost.runs === 1 ? 'one run of each; the full audit gates three' : `median of ${cost.runs} runs of each`;
        add(
          'lighthouse/app-cost',
          verdict ? (verdict.error ? 'error' : 'warning') : 'info',
          page.path,
          page.template,
          `The scripts add ${v.measured} on ${page.formFactor} over the page without them, past ${v.target} (lighthouse.appCost; ${runs}).${verdict ? ` ${verdict.words}` : ''}`,
          verdict ? (verdict.error ? {} : { unresolved: true }) : { withinNoise: true },
        );
      }
    }
    for (const a of page.failedAudits) {
      const id = `lighthouse/${a.id}`;
      if (!rules.has(id))
        rules.set(
          id,
          ruleInfo(
            id,
            'lighthouse',
            'error',
            `${a.title} (Lighthouse ${CATEGORY_NAMES[a.category]}).`,
            a.description,
            a.docs,
          ),
        );
      const severity: Severity =
        a.category === 'performance'
          ? failing.has('performance')
            ? 'warning'
            : 'info'
          : failing.has(a.category)
            ? 'error'
            : 'warning';
      add(
        id,
        severity,
        page.path,
        page.template,
        `${a.title}${a.displayValue ? ` (${a.displayValue})` : ''} on ${page.formFactor}${a.items.length ? `: ${a.items.slice(0, 3).join('; ')}` : ''}.`,
      );
    }
    for (const url of page.outside)
      add(
        'offline/outside-request',
        'error',
        page.path,
        page.template,
        `Requested ${url} (blocked; seen by Lighthouse on ${page.formFactor}).`,
      );
  }
  const outside = findings.filter((f) => f.ruleId === 'offline/outside-request').length;
  const thresholds: BrowserThreshold[] = [];
  const limit = (name: string, actual: number) => thresholds.push({ name, limit: 0, actual, ok: actual <= 0 });
  if (axe.length) {
    limit('axe violations (elements)', axeNodes);
    limit(
      `call/book buttons under ${config.axe.tapTargets.minPx} px`,
      axe.reduce((n, p) => n + p.smallTargets.length, 0),
    );
    limit(
      'focused elements fully hidden under a sticky bar',
      axe.reduce((n, p) => n + p.hiddenFocus.filter((h) => h.coveredPercent >= 100).length, 0),
    );
  }
  limit('requests to other hosts', outside);
  if (lighthouse.some((p) => p.state !== 'not-applicable')) {
    const formFactors = [...new Set(lighthouse.map((p) => p.formFactor))];
    for (const c of CATEGORIES)
      for (const ff of formFactors) {
        if (lighthouse.some((p) => p.formFactor === ff && p.scores[c] !== undefined))
          limit(`Lighthouse ${CATEGORY_NAMES[c]} (${ff}): pages below the limit`, below.get(`${c}\0${ff}`) ?? 0);
      }
    for (const m of ['lcp', 'tbt', 'cls'] as const)
      limit(`${m.toUpperCase()} (${config.lighthouse.metricsFormFactor}): pages over the limit`, below.get(m) ?? 0);
    if (config.lighthouse.appCost)
      limit('app cost over the script-free page: limits missed', below.get('app-cost') ?? 0);
    limit('pages Lighthouse could not measure', below.get('runtime') ?? 0);
  }
  return { findings, rules: [...rules.values()], thresholds, checks };
}
