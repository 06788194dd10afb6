/**
 * Lighthouse over the build in the audit's one Chromium (connected through
 * its DevTools port). Performance is measured up to `runs` times on one
 * representative page per template, one run at a time with nothing else running: score, LCP and
 * CLS the median of the runs, TBT the lowest (see runMetrics), the report of the median-score run
 * kept; the runs stop once the rest could not change a verdict (see settled.ts). Accessibility,
 * Best Practices and SEO are measured on every page that answers 200 (or a
 * sample per template); those runs time nothing, so they may share the machine with axe. Pages
 * answering 404 are recorded as not applicable (Lighthouse treats a non-200
 * document as a failed load). Each kept run's full HTML report is written to
 * `<out>/lighthouse/`. Runs happen in a pool of worker threads (lighthouse-worker.mjs, browser-workers.ts).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { generateReport, type Result } from 'lighthouse';
import {
  CATEGORIES,
  EVERY_PAGE_CATEGORIES,
  lighthouseLimits,
  type AuditConfig,
  type Category,
  type FormFactor,
  type LighthouseRunSettings,
  type LighthouseThresholds,
} from '../config';
import type { OfflinePolicy } from './offline';
import type { ClockFigures, FailedAudit, LighthousePage, Metrics } from '../schema/measured';
import { median } from '../median';
import { shorten } from '../shorten';
import { runsSettled, type RunFigures } from './settled';
import { appCost, type VariantFigures } from '../app-cost';
import { browserWorkers } from './browser-workers';
import { judgedFigures, missedLimits } from '../reproduce';
import { confirmTiming, type TimedRun } from './confirm';
import type { Confirmation } from '../schema/measured';

export interface LighthouseTarget {
  path: string;
  template: string;
  status: number;
  representative: boolean;
  /** false: kept out of the index by the manifest; if the page also says noindex, Lighthouse's is-crawlable failure is expected (docs/audit.md) */
  indexable?: boolean;
  /** false: left out of the every-page runs by `everyPageSample` */
  sampled?: boolean;
  /** Timed like a representative, in the first form factor only: the page changed since the run compared with. */
  timed?: boolean;
}

/** A performance run audited again on the page's own CPU time (lighthouse-worker.mjs, cpu-time.mjs). */
export interface OnCpuRun {
  score: number | null;
  metrics: Metrics | null;
  wallMs: number;
  cpuMs: number;
  /** The run missed a limit on the clock: its vitals are judged on CPU time. Otherwise only the app cost reads these figures. */
  missed: boolean;
}

/** What Lighthouse measured, as report.json carries it, is defined once (schema/measured.ts). */
export type { ClockFigures, LighthousePage, Metrics } from '../schema/measured';

export interface LighthouseOptions {
  serverUrl: string;
  /** The build without its scripts (script-free.ts), when `lighthouse.appCost` is set. */
  scriptFreeUrl?: string;
  port: number;
  out: string | null;
  settings: LighthouseRunSettings;
  config: AuditConfig;
  offline: OfflinePolicy;
  fixturePrefixes: string[];
  onProgress?: (done: number, total: number, label: string) => void;
  /** A control run (`--control`): `serverUrl` serves the script-free copy too, timed exactly as the copy is. */
  control?: boolean;
}

const plain = (markdown: string) =>
  markdown
    .replace(/\[([^\]]+)\]\(([^)]+)\)/g, '$1')
    .replace(/`/g, '')
    .trim();
const firstLink = (markdown: string) => /\]\((https?:[^)]+)\)/.exec(markdown)?.[1] ?? null;

/** File name of a page's report: `/` → home, `/blog/x` → blog__x. */
export const reportName = (path: string, formFactor: FormFactor) =>
  `lighthouse/${path === '/' ? 'home' : path.slice(1).replace(/[^a-z0-9-]+/gi, '__')}-${formFactor}.html`;

/**
 * Up to five things an audit names, as text a reader can act on: an element (selector and the start of
 * its HTML), a URL, a reason or label. Lighthouse nests its details (a list of tables, a table's
 * sub-items, a checklist), so those are read for their own items; anything with no readable text
 * (debug data, a bare number) is left out rather than shown as JSON.
 */
function itemsOf(details: unknown): string[] {
  return [...new Set(textsOf(details))].slice(0, 5);
}

type Item = Record<string, unknown>;
const isItem = (v: unknown): v is Item => typeof v === 'object' && v !== null && !Array.isArray(v);
/** Table columns that hold a readable name for the row, most telling first. */
const TEXT_KEYS = ['reason', 'label', 'text', 'description', 'entity', 'frameUrl'];

function textsOf(value: unknown): string[] {
  if (!isItem(value)) return [];
  switch (value.type) {
    case 'table':
    case 'list':
    case 'opportunity':
    case 'subitems':
      return (Array.isArray(value.items) ? value.items : []).flatMap((item) =>
        isItem(item) && !item.type ? rowText(item) : textsOf(item),
      );
    case 'list-section':
      return textsOf(value.value);
    case 'checklist':
      return Object.values(isItem(value.items) ? value.items : {}).flatMap((c) =>
        isItem(c) && c.value === false && typeof c.label === 'string' ? [c.label] : [],
      );
    case 'node':
      return nodeText(value);
    case 'text':
    case 'url':
    case 'code':
      return typeof value.value === 'string' ? [value.value] : [];
    case 'source-location':
      return typeof value.url === 'string' ? [value.url] : [];
    default:
      return [];
  }
}

function nodeText(node: Item): string[] {
  if (typeof node.selector === 'string' && node.selector)
    return [`${node.selector}${typeof node.snippet === 'string' ? ` ${shorten(node.snippet, 120)}` : ''}`];
  return typeof node.nodeLabel === 'string' ? [node.nodeLabel] : [];
}

/** One row of a table: its element, URL or name, else what its sub-items name. */
function rowText(item: Item): string[] {
  if (isItem(item.node)) {
    const node = nodeText(item.node).concat(textsOf(item.node));
    if (node.length) return node.slice(0, 1);
  }
  if (typeof item.url === 'string') return [item.url];
  if (isItem(item.source) && typeof item.source.url === 'string') return [item.source.url];
  for (const key of TEXT_KEYS) {
    const v = item[key];
    if (typeof v === 'string' && v) return [v];
    if (isItem(v)) {
      const text = textsOf(v);
      if (text.length) return text;
    }
  }
  return textsOf(item.subItems);
}

/**
 * What the audit's own Chromium causes is not the site's to fix. Back/forward-cache reasons such as
 * "disabled by flags" or "by the command line" come from how a browser was started (Playwright
 * starts Chromium with --disable-back-forward-cache; chrome.ts turns that off): an audit whose
 * every reason is of that kind is left out, so only what a visitor's browser would meet is reported.
 */
const SET_UP_REASON = /disabled by (flags|the command line)|command line switch/i;
function causedByAuditBrowser(audit: Result['audits'][string]): boolean {
  if (audit.id !== 'bf-cache') return false;
  const items = (audit.details as { items?: { reason?: unknown }[] } | undefined)?.items ?? [];
  return items.length > 0 && items.every((item) => SET_UP_REASON.test(String(item.reason ?? '')));
}

/** Audits that cost points: weighted and below 1 (a11y, BP, SEO), or performance advice below 0.9. */
export function failedAudits(lhr: Result): FailedAudit[] {
  const out: FailedAudit[] = [];
  const seen = new Set<string>();
  for (const category of CATEGORIES) {
    for (const ref of lhr.categories[category]?.auditRefs ?? []) {
      const audit = lhr.audits[ref.id];
      if (!audit || seen.has(ref.id) || audit.score === null || ref.group === 'hidden' || ref.group === 'metrics')
        continue;
      if (['informative', 'manual', 'notApplicable', 'error'].includes(audit.scoreDisplayMode)) continue;
      const failing = category === 'performance' ? audit.score < 0.9 : ref.weight > 0 && audit.score < 1;
      if (!failing || causedByAuditBrowser(audit)) continue;
      seen.add(ref.id);
      out.push({
        id: ref.id,
        category,
        title: audit.title,
        description: plain(audit.description),
        docs: firstLink(audit.description),
        score: audit.score,
        displayValue: audit.displayValue ?? null,
        items: itemsOf(audit.details),
      });
    }
  }
  return out;
}

function metricsOf(lhr: Result): Metrics | null {
  const value = (id: string) => lhr.audits[id]?.numericValue;
  const lcp = value('largest-contentful-paint');
  if (lcp === undefined) return null;
  return {
    lcpMs: lcp,
    tbtMs: value('total-blocking-time') ?? 0,
    cls: value('cumulative-layout-shift') ?? 0,
    fcpMs: value('first-contentful-paint') ?? 0,
    siMs: value('speed-index') ?? 0,
  };
}

/**
 * The vitals of a page measured several times. LCP, CLS, FCP and Speed Index: each the median of
 * its own runs, as the benchmark takes them (the run with the median score, whose report is
 * linked, can hold the worst TBT of three). TBT: the lowest run, the aggregation Lighthouse CI
 * calls optimistic. Lighthouse counts every main-thread task it observes four times over, and on
 * this shared 2-core machine the same first layout of the same page took 72 ms in one trace and
 * 136 ms in the next; four runs of one unchanged page read 0 to 109 ms. The machine only ever adds
 * time to a task, never takes it away: a page whose best run blocks longer than the limit blocks in
 * every run, while a median over the limit was as often the machine as the page (three to six of
 * 17 pages a run, different ones each time, 24 November).
 */
export function runMetrics(list: (Metrics | null)[]): Metrics | null {
  const measured = list.filter((m): m is Metrics => m !== null);
  if (!measured.length) return null;
  const of = (key: keyof Metrics) => median(measured.map((m) => m[key]));
  return {
    lcpMs: of('lcpMs'),
    tbtMs: Math.min(...measured.map((m) => m.tbtMs)),
    cls: of('cls'),
    fcpMs: of('fcpMs'),
    siMs: of('siMs'),
  };
}

interface Run {
  lhr: Result;
  outside: string[];
  onCpu?: OnCpuRun;
}

/** The SEO category score recomputed without one audit (Lighthouse's weighted mean). */
function seoWithout(lhr: Result, auditId: string): number | null {
  const refs = (lhr.categories.seo?.auditRefs ?? []).filter(
    (r) =>
      r.id !== auditId &&
      r.weight > 0 &&
      lhr.audits[r.id]?.score !== null &&
      lhr.audits[r.id]?.scoreDisplayMode !== 'notApplicable',
  );
  const weight = refs.reduce((n, r) => n + r.weight, 0);
  return weight
    ? Math.round((refs.reduce((n, r) => n + r.weight * (lhr.audits[r.id].score ?? 0), 0) / weight) * 100) / 100
    : null;
}

interface WorkerAnswer {
  lhr?: Result;
  requests?: string[];
  onCpu?: OnCpuRun | null;
}

/** What one Lighthouse run gathers: its categories, extra flags, and the limits past which it is re-timed on CPU time. */
interface RunRequest {
  /** Another origin than the build's (the script-free copy); its requests are not checked for outside hosts. */
  origin?: string;
  categories: Category[];
  flags?: Record<string, unknown>;
  cpuTime?: LighthouseThresholds;
  /** Audit the run again on CPU time whatever it read (the app cost, gated, compares both variants so). */
  alwaysOnCpu?: boolean;
}

/**
 * Runs of one page before a Lighthouse runtime error is reported. Two were not
 * enough: a CI run on 24 November got NO_NAVSTART twice in a row on a page that
 * measured cleanly six times right after.
 */
const RUNTIME_ERROR_ATTEMPTS = 3;

/** Worker threads each running one Lighthouse at a time (see lighthouse-worker.mjs). */
function workerPool(size: number, options: LighthouseOptions) {
  const workers = browserWorkers(new URL('./lighthouse-worker.mjs', import.meta.url), size);
  const fixtures = options.fixturePrefixes.map((prefix) => ({ prefix, ...options.offline.fixtureFor(prefix)! }));
  const flags = { disableStorageReset: true, disableFullPageScreenshot: true, ...options.settings.settings };
  // Desktop keeps Lighthouse's desktop preset (no CPU slowdown); mobile runs at the configured multiplier.
  const mobile = { throttling: { cpuSlowdownMultiplier: options.config.lighthouse.cpuSlowdown } };
  return {
    async run(path: string, formFactor: FormFactor, request: RunRequest, attempt = 1): Promise<Run> {
      const answer: WorkerAnswer = await workers
        .run({
          url: `${request.origin ?? options.serverUrl}${path}`,
          port: options.port,
          formFactor,
          categories: request.categories,
          flags: { ...flags, ...(formFactor === 'mobile' ? mobile : {}), ...request.flags },
          fixtures,
          cpuTime: request.cpuTime,
          alwaysOnCpu: request.alwaysOnCpu,
        })
        .catch((error: unknown) => {
          const reason = error instanceof Error ? `${error.message}\n${error.stack ?? ''}` : String(error);
          throw new Error(`Lighthouse failed on ${path} (${formFactor}): ${reason}`);
        });
      if (!answer.lhr) throw new Error(`Lighthouse failed on ${path} (${formFactor}): no result`);
      // NO_NAVSTART and friends are a fluke of trace recording ("Please run Lighthouse again"): retry, then report it.
      if (answer.lhr.runtimeError && attempt < RUNTIME_ERROR_ATTEMPTS)
        return this.run(path, formFactor, request, attempt + 1);
      const outside = request.origin
        ? []
        : [
            ...new Set(
              (answer.requests ?? []).filter(
                (url) => !options.offline.isLocal(url) && !options.offline.fixtureFor(url),
              ),
            ),
          ];
      return { lhr: answer.lhr, outside, ...(answer.onCpu ? { onCpu: answer.onCpu } : {}) };
    },
    close: () => workers.destroy(),
  };
}

/** A run's figures on the clock, as app-cost.ts compares them. */
const onTheClock = (run: Run): VariantFigures => {
  const m = metricsOf(run.lhr);
  return {
    performance: run.lhr.categories.performance?.score ?? null,
    lcpMs: m?.lcpMs ?? 0,
    tbtMs: m?.tbtMs ?? 0,
    cls: m?.cls ?? 0,
  };
};

function pageResult(
  target: LighthouseTarget,
  formFactor: FormFactor,
  runs: Run[],
  options: LighthouseOptions,
  started: number,
  scriptFree: Run[] = [],
  confirmation?: Confirmation,
): LighthousePage {
  const perf = (r: Run) => r.lhr.categories.performance?.score ?? null;
  const sorted = [...runs].sort((a, b) => (perf(a) ?? 0) - (perf(b) ?? 0));
  const medianRun = sorted[Math.floor((sorted.length - 1) / 2)];
  // Non-performance categories come from the first (full) run; performance from the median run.
  const first = runs[0].lhr;
  const scores: LighthousePage['scores'] = {};
  for (const c of CATEGORIES)
    if (first.categories[c] || medianRun.lhr.categories[c])
      scores[c] = (c === 'performance' ? medianRun.lhr : first).categories[c]?.score ?? null;
  let failing = [
    ...failedAudits(first).filter((a) => a.category !== 'performance'),
    ...failedAudits(medianRun.lhr).filter((a) => a.category === 'performance'),
  ];
  let note: string | null = null;
  if (target.indexable === false && failing.some((a) => a.id === 'is-crawlable')) {
    // The page says noindex on purpose (alias, not-found): score SEO without that one audit.
    failing = failing.filter((a) => a.id !== 'is-crawlable');
    scores.seo = seoWithout(first, 'is-crawlable');
    note = 'noindex by design: SEO scored without "is-crawlable"';
  }
  let report: string | null = null;
  if (options.out) {
    report = reportName(target.path, formFactor);
    mkdirSync(join(options.out, 'lighthouse'), { recursive: true });
    writeFileSync(join(options.out, report), generateReport(runs.length > 1 ? medianRun.lhr : first, 'html'));
  }
  const runtimeError = runs.map((r) => r.lhr.runtimeError).find(Boolean);
  const measured = scores.performance !== undefined ? runs.map((r) => metricsOf(r.lhr)) : null;
  const shot = (first.audits['final-screenshot']?.details as { data?: string } | undefined)?.data;
  const clock = measured ? clockFigures(runs, scores.performance ?? null, runMetrics(measured)) : undefined;
  const judgedRuns = clock ? runs.map(figures) : [];
  const judged = clock ? runMetrics(judgedRuns.map((f) => f.metrics)) : null;
  const judgedScores = judgedRuns.flatMap((f) => (f.score === null ? [] : [f.score]));
  // No re-timed run scored (Lighthouse could not): the score is unknown, never the NaN of an empty median.
  if (clock) scores.performance = judgedScores.length ? median(judgedScores) : null;
  return {
    ...(target.representative && formFactor === 'mobile' && shot ? { screenshot: shot } : {}),
    path: target.path,
    template: target.template,
    formFactor,
    state: runtimeError ? 'error' : 'measured',
    note: runtimeError ? `${runtimeError.code}: ${runtimeError.message}` : note,
    representative: target.representative,
    scores,
    performanceRuns: runs.map(perf).filter((s): s is number => s !== null),
    ...(measured ? { tbtRuns: measured.flatMap((m) => (m ? [Math.round(m.tbtMs)] : [])) } : {}),
    metrics: judged ?? (measured ? runMetrics(measured) : null),
    ...(clock ? { clock } : {}),
    report,
    failedAudits: failing,
    outside: [...new Set(runs.flatMap((r) => r.outside))],
    durationMs: Math.round(performance.now() - started),
    ...(scriptFree.length
      ? {
          scriptFreeTbtRuns: scriptFree.map((r) => Math.round(onTheClock(r).tbtMs)),
          appCost: appCost(runs.map(onTheClock), scriptFree.map(onTheClock)),
        }
      : {}),
    ...(scriptFree.length && [...runs, ...scriptFree].every((r) => r.onCpu)
      ? {
          appCostOnCpu: appCost(
            runs.map((r) => cpuVariant(r)!),
            scriptFree.map((r) => cpuVariant(r)!),
          ),
        }
      : {}),
    ...(confirmation ? { confirmation } : {}),
  };
}

/**
 * The clock's figures, when at least one run was re-timed on CPU time. The page's judged figures are
 * then each run's CPU-time figures where it has them (the other runs met every limit on the clock),
 * aggregated as the clock's are (score the median, TBT the lowest).
 */
function clockFigures(runs: Run[], performance: number | null, metrics: Metrics | null): ClockFigures | undefined {
  if (!runs.some((r) => r.onCpu?.missed)) return undefined;
  return {
    performance,
    metrics,
    mainThread: runs.flatMap((r) => (r.onCpu?.missed ? [{ wallMs: r.onCpu.wallMs, cpuMs: r.onCpu.cpuMs }] : [])),
  };
}

interface Job {
  target: LighthouseTarget;
  formFactor: FormFactor;
  perf: boolean;
}

const SKIP_BF_CACHE = { skipAudits: ['bf-cache'] };

/**
 * What performance run number `run` (from 0) of a page gathers. The first run of the first form
 * factor (mobile) gathers every category and the back/forward-cache check (a navigation away and
 * back, about 0.3 s, weight 0). The first run of the others (desktop) leaves out SEO and that
 * check: both read the document and its headers, which do not change with the viewport (0.8 s and
 * 0.3 s a run, 17 s of a full audit); Accessibility and Best Practices stay, since layout and images
 * do change. Repeat runs time the page again and gather Performance alone.
 */
function gathered(
  run: number,
  formFactor: FormFactor,
  formFactors: FormFactor[],
): { categories: Category[]; flags: Record<string, unknown> } {
  if (run > 0) return { categories: ['performance'], flags: SKIP_BF_CACHE };
  if (formFactor === formFactors[0]) return { categories: CATEGORIES, flags: {} };
  return { categories: CATEGORIES.filter((c) => c !== 'seo'), flags: SKIP_BF_CACHE };
}

/** A run's figures as the gate judges them: on CPU time when the run was re-timed, else on the clock. */
const figures = (run: Run): RunFigures & { metrics: Metrics | null } =>
  run.onCpu?.missed
    ? { score: run.onCpu.score, metrics: run.onCpu.metrics }
    : { score: run.lhr.categories.performance?.score ?? null, metrics: metricsOf(run.lhr) };

/** A run's figures as the gate judges them, in the app cost's shape. */
const judgedVariant = (run: Run): VariantFigures => {
  const f = figures(run);
  return {
    performance: f.score,
    lcpMs: f.metrics?.lcpMs ?? 0,
    tbtMs: f.metrics?.tbtMs ?? 0,
    cls: f.metrics?.cls ?? 0,
  };
};

/** A run on its own CPU time whatever it read on the clock (the app cost's figures), or null when it was not re-timed. */
const cpuVariant = (run: Run): VariantFigures | null =>
  run.onCpu
    ? {
        performance: run.onCpu.score,
        lcpMs: run.onCpu.metrics?.lcpMs ?? 0,
        tbtMs: run.onCpu.metrics?.tbtMs ?? 0,
        cls: run.onCpu.metrics?.cls ?? 0,
      }
    : null;

const timedRun = (run: Run): TimedRun => ({
  clock: onTheClock(run),
  judged: judgedVariant(run),
  cpu: cpuVariant(run),
  benchmarkIndex: run.lhr.environment?.benchmarkIndex ?? null,
});

const isRun = (value: unknown): value is Run => typeof value === 'object' && value !== null && 'lhr' in value;

/**
 * An every-page run that threw (a worker or the browser gave up on the page): the page's result says
 * so, each category it was to score unscored, and judge.ts reports it as a run Lighthouse could not
 * measure (`lighthouse/runtime-error`) rather than the whole audit stopping on one page.
 */
export function failedRun(target: LighthouseTarget, formFactor: FormFactor, error: unknown): LighthousePage {
  const reason = error instanceof Error ? error.message : String(error);
  return unmeasured(target, formFactor, 'error', `The run failed: ${shorten(reason.split('\n')[0], 300)}`, {
    scores: Object.fromEntries(EVERY_PAGE_CATEGORIES.map((c) => [c, null])),
  });
}

/** A page's result when no Lighthouse run measured it: its state and why, nothing measured. */
function unmeasured(
  target: LighthouseTarget,
  formFactor: FormFactor,
  state: 'error' | 'not-applicable',
  note: string,
  { scores = {} }: { scores?: LighthousePage['scores'] } = {},
): LighthousePage {
  return {
    path: target.path,
    template: target.template,
    formFactor,
    state,
    note,
    representative: target.representative,
    scores,
    performanceRuns: [],
    metrics: null,
    report: null,
    failedAudits: [],
    outside: [],
    durationMs: 0,
  };
}

export interface LighthouseRunner {
  /** The performance runs, one at a time: run nothing else meanwhile, it would steal the CPU they measure. */
  performance(): Promise<void>;
  /** The every-page categories (Accessibility, Best Practices, SEO): they time nothing, so axe may run beside them. */
  everyPage(): Promise<void>;
  /** Stops the workers; every page's result, sorted by path. */
  finish(): Promise<LighthousePage[]>;
}

/** Lighthouse for every target and form factor the settings ask for, in the two phases above. */
export function lighthouseRunner(targets: LighthouseTarget[], options: LighthouseOptions): LighthouseRunner {
  const { settings } = options;
  const results: LighthousePage[] = [];
  const perfJobs: Job[] = [];
  const pageJobs: Job[] = [];
  const formFactors = [
    ...new Set([...settings.formFactors, ...(settings.everyPage ? settings.everyPageFormFactors : [])]),
  ];
  for (const target of targets) {
    for (const formFactor of formFactors) {
      const perf =
        settings.formFactors.includes(formFactor) &&
        (target.representative || (target.timed === true && formFactor === settings.formFactors[0]));
      const wanted =
        perf || (settings.everyPage && target.sampled !== false && settings.everyPageFormFactors.includes(formFactor));
      if (!wanted) continue;
      if (target.status !== 200) {
        results.push(
          unmeasured(
            target,
            formFactor,
            'not-applicable',
            `Answers ${target.status}: Lighthouse only measures pages that load with status 200 (axe still checks this page).`,
          ),
        );
        continue;
      }
      (perf ? perfJobs : pageJobs).push({ target, formFactor, perf });
    }
  }
  const timesScriptFree = (j: Job) =>
    options.scriptFreeUrl &&
    options.config.lighthouse.appCost &&
    j.formFactor === options.config.lighthouse.metricsFormFactor
      ? 2
      : 1;
  let total =
    perfJobs.reduce((n, j) => n + (settings.runs[j.formFactor] ?? 1) * timesScriptFree(j), 0) + pageJobs.length;
  let done = 0;
  const tick = (label: string) => options.onProgress?.(++done, total, label);
  options.onProgress?.(0, total, 'starting Lighthouse');
  const pool = workerPool(Math.max(1, Math.min(settings.concurrency, pageJobs.length || 1)), options);
  return {
    async performance() {
      for (const job of perfJobs) {
        const started = performance.now();
        const runs: Run[] = [];
        const configured = settings.runs[job.formFactor] ?? 1;
        const limits = lighthouseLimits(options.config, job.target.template);
        const vitals = job.formFactor === options.config.lighthouse.metricsFormFactor;
        // The script-free copy is timed right after each run of the page (app-cost.ts), in the metrics form factor.
        const scriptFreeOrigin = vitals && options.config.lighthouse.appCost ? options.scriptFreeUrl : undefined;
        const scriptFree: Run[] = [];
        // A gated app cost is judged on CPU time as well as on the clock: every run of both variants is audited again so.
        const costOnCpu = Boolean(scriptFreeOrigin && configured >= 3 && options.config.lighthouse.cpuTime);
        const onCpu = options.config.lighthouse.cpuTime ? { cpuTime: limits, alwaysOnCpu: costOnCpu } : {};
        // With the app's cost measured every planned run is taken: the early stop knows only the absolute limits.
        const settled = () =>
          scriptFreeOrigin ? runs.length >= configured : runsSettled(runs.map(figures), configured, limits, vitals);
        // The copy's categories and load waits (below): a control pair differs in nothing but its turn.
        const copyRun = {
          categories: ['performance'] as Category[],
          flags: { ...SKIP_BF_CACHE, ...options.config.lighthouse.everyPageSettings },
        };
        const timePage = async () => {
          const { categories, flags } = options.control
            ? copyRun
            : gathered(runs.length, job.formFactor, settings.formFactors);
          runs.push(
            await pool.run(job.target.path, job.formFactor, {
              categories,
              flags,
              ...onCpu,
            }),
          );
          tick(`${job.target.path} (${job.formFactor}, performance run ${runs.length}/${configured})`);
        };
        const timeScriptFree = async (origin: string) => {
          scriptFree.push(
            await pool.run(job.target.path, job.formFactor, {
              origin,
              // Nothing runs after `load` on a page without scripts: the every-page runs' shorter quiet windows
              // end its trace as surely, about a second sooner (the fast gate times one a template).
              ...copyRun,
              ...(costOnCpu ? onCpu : {}),
            }),
          );
          tick(`${job.target.path} without scripts (${job.formFactor}, run ${scriptFree.length})`);
        };
        while (!settled()) {
          if (runs.length >= configured) total += scriptFreeOrigin ? 2 : 1;
          if (!scriptFreeOrigin) await timePage();
          // Every other pair opens with the copy: the second run of a pair reads slower (docs/performance.md,
          // "The control run"), and neither variant may always have the first place.
          else if (runs.length % 2 === 0) await timePage().then(() => timeScriptFree(scriptFreeOrigin));
          else await timeScriptFree(scriptFreeOrigin).then(timePage);
        }
        // Runs an early stop made unnecessary still count as done, so the progress ends at its total.
        if (runs.length < configured)
          options.onProgress?.(
            (done += configured - runs.length),
            total,
            `${job.target.path} (${job.formFactor}, settled after ${runs.length} runs)`,
          );
        // A timing limit missed once is measured again before it can fail the run (reproduce.ts). The app cost is
        // gated only from three pairs (the fast gate's one pair is information), so only then is it measured again.
        const allOnCpu = costOnCpu && [...runs, ...scriptFree].every((r) => r.onCpu);
        const variant = (r: Run) => (allOnCpu ? cpuVariant(r)! : onTheClock(r));
        const firstCost = scriptFree.length ? appCost(runs.map(variant), scriptFree.map(variant)) : undefined;
        const missed = missedLimits(judgedFigures(runs.map(judgedVariant)), limits, {
          vitals,
          cost: firstCost,
          costLimits: configured >= 3 ? options.config.lighthouse.appCost : null,
        });
        let confirmation: Confirmation | undefined;
        if (missed.length) {
          const triples = runs.length;
          total += triples * 3;
          const again = (origin: string | undefined, label: string) => async () => {
            const { categories, flags } = gathered(1, job.formFactor, settings.formFactors);
            const run = await pool.run(job.target.path, job.formFactor, {
              categories,
              flags: origin ? { ...flags, ...options.config.lighthouse.everyPageSettings } : flags,
              ...(origin ? { origin } : {}),
              ...(!origin || costOnCpu ? onCpu : {}),
            });
            tick(`${job.target.path}${label} (${job.formFactor}, measured again: ${missed.join(', ')})`);
            return timedRun(run);
          };
          confirmation = await confirmTiming({
            missed,
            runs: triples,
            page: again(undefined, ''),
            ...(scriptFreeOrigin ? { copy: again(scriptFreeOrigin, ' without scripts') } : {}),
          });
          // Without a copy the control is the page itself: two runs a triple, not three.
          if (!scriptFreeOrigin) options.onProgress?.((done += triples), total, `${job.target.path} measured again`);
        }
        results.push(pageResult(job.target, job.formFactor, runs, options, started, scriptFree, confirmation));
      }
    },
    async everyPage() {
      await Promise.all(
        pageJobs.map(async (job) => {
          const run = await pool
            .run(job.target.path, job.formFactor, {
              categories: EVERY_PAGE_CATEGORIES,
              flags: options.config.lighthouse.everyPageSettings,
            })
            .catch((error: unknown) => error);
          // A run that could not finish is this page's result, said as such (pages.csv: "failed"); the other pages still run.
          results.push(
            run instanceof Error || !isRun(run)
              ? failedRun(job.target, job.formFactor, run)
              : // Time of the run itself, not of the wait for a free worker.
                pageResult(job.target, job.formFactor, [run], options, performance.now() - run.lhr.timing.total),
          );
          tick(`${job.target.path} (${job.formFactor})`);
        }),
      );
    },
    async finish() {
      await pool.close();
      await Promise.all(
        results.map(async (r) => {
          if (r.screenshot) r.screenshot = await thumbnail(r.screenshot);
        }),
      );
      return results.sort((a, b) => a.path.localeCompare(b.path) || a.formFactor.localeCompare(b.formFactor));
    },
  };
}

/** Lighthouse's final screenshot (about 40 KB) as a 180 px wide JPEG (about 6 KB) for the report's template table. */
export async function thumbnail(dataUri: string): Promise<string | undefined> {
  const base64 = /^data:image\/\w+;base64,(.+)$/.exec(dataUri)?.[1];
  if (!base64) return undefined;
  const { default: sharp } = await import('sharp');
  const jpeg = await sharp(Buffer.from(base64, 'base64')).resize({ width: 180 }).jpeg({ quality: 70 }).toBuffer();
  return `data:image/jpeg;base64,${jpeg.toString('base64')}`;
}
