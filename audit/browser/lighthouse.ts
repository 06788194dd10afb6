/**
 * Lighthouse over the build in the audit's one Chromium (connected through
 * its DevTools port). Performance is measured `runs` times on one
 * representative page per template and the median run kept; Accessibility,
 * Best Practices and SEO are measured on every page that answers 200. Pages
 * answering 404 are recorded as not applicable (Lighthouse treats a non-200
 * document as a failed load). Each kept run's full HTML report is written to
 * `<out>/lighthouse/`.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import lighthouse, { desktopConfig, generateReport, type Flags, type Result, type RunnerResult } from 'lighthouse';
import puppeteer, { type Browser as PuppeteerBrowser, type Page as PuppeteerPage } from 'puppeteer-core';
import { CATEGORIES, type AuditConfig, type Category, type FormFactor, type LighthouseRunSettings } from '../config';
import type { OfflinePolicy } from './offline';

export interface LighthouseTarget { path: string; template: string; status: number; representative: boolean }

export interface FailedAudit {
  id: string;
  category: Category;
  title: string;
  /** Lighthouse's explanation, Markdown links reduced to text. */
  description: string;
  docs: string | null;
  score: number;
  displayValue: string | null;
  /** Up to five elements or URLs the audit names. */
  items: string[];
}

export interface Metrics { lcpMs: number; tbtMs: number; cls: number; fcpMs: number; siMs: number }

export interface LighthousePage {
  path: string;
  template: string;
  formFactor: FormFactor;
  /** measured; not-applicable (answers 404); error (Lighthouse could not load it). */
  state: 'measured' | 'not-applicable' | 'error';
  note: string | null;
  representative: boolean;
  scores: Partial<Record<Category, number | null>>;
  /** Performance score of every run (median kept). */
  performanceRuns: number[];
  metrics: Metrics | null;
  /** File of the full Lighthouse report, relative to the output folder. */
  report: string | null;
  failedAudits: FailedAudit[];
  outside: string[];
  durationMs: number;
}

export interface LighthouseOptions {
  serverUrl: string;
  port: number;
  out: string | null;
  settings: LighthouseRunSettings;
  config: AuditConfig;
  offline: OfflinePolicy;
  fixturePrefixes: string[];
  onProgress?: (done: number, total: number, label: string) => void;
}

const plain = (markdown: string) => markdown.replace(/\[([^\]]+)\]\(([^)]+)\)/g, '$1').replace(/`/g, '').trim();
const firstLink = (markdown: string) => /\]\((https?:[^)]+)\)/.exec(markdown)?.[1] ?? null;

/** File name of a page's report: `/` → home, `/blog/x` → blog__x. */
export const reportName = (path: string, formFactor: FormFactor) => `lighthouse/${path === '/' ? 'home' : path.slice(1).replace(/[^a-z0-9-]+/gi, '__')}-${formFactor}.html`;

function itemsOf(details: unknown): string[] {
  const items = (details as { items?: Record<string, unknown>[] } | undefined)?.items ?? [];
  return items.slice(0, 5).map((item) => {
    const node = item.node as { selector?: string; snippet?: string } | undefined;
    if (node?.selector) return `${node.selector}${node.snippet ? ` ${node.snippet.slice(0, 120)}` : ''}`;
    if (typeof item.url === 'string') return item.url;
    if (typeof item.source === 'object' && item.source && 'url' in item.source) return String((item.source as { url: unknown }).url);
    return JSON.stringify(item).slice(0, 120);
  });
}

/** Audits that cost points: weighted and below 1 (a11y, BP, SEO), or performance advice below 0.9. */
export function failedAudits(lhr: Result): FailedAudit[] {
  const out: FailedAudit[] = [];
  const seen = new Set<string>();
  for (const category of CATEGORIES) {
    for (const ref of lhr.categories[category]?.auditRefs ?? []) {
      const audit = lhr.audits[ref.id];
      if (!audit || seen.has(ref.id) || audit.score === null || ref.group === 'hidden' || ref.group === 'metrics') continue;
      if (['informative', 'manual', 'notApplicable', 'error'].includes(audit.scoreDisplayMode)) continue;
      const failing = category === 'performance' ? audit.score < 0.9 : ref.weight > 0 && audit.score < 1;
      if (!failing) continue;
      seen.add(ref.id);
      out.push({
        id: ref.id, category, title: audit.title, description: plain(audit.description), docs: firstLink(audit.description),
        score: audit.score, displayValue: audit.displayValue ?? null, items: itemsOf(audit.details),
      });
    }
  }
  return out;
}

function metricsOf(lhr: Result): Metrics | null {
  const value = (id: string) => lhr.audits[id]?.numericValue;
  const lcp = value('largest-contentful-paint');
  if (lcp === undefined) return null;
  return { lcpMs: lcp, tbtMs: value('total-blocking-time') ?? 0, cls: value('cumulative-layout-shift') ?? 0, fcpMs: value('first-contentful-paint') ?? 0, siMs: value('speed-index') ?? 0 };
}

/** URLs of requests to other hosts in the run's network log (fixture answers excluded). */
function outsideRequests(result: RunnerResult, options: LighthouseOptions): string[] {
  const log = (result.artifacts as { DevtoolsLog?: { method: string; params: { request?: { url?: string } } }[] }).DevtoolsLog ?? [];
  const urls = new Set<string>();
  for (const event of log) {
    const url = event.method === 'Network.requestWillBeSent' ? event.params.request?.url : undefined;
    if (url && !options.offline.isLocal(url) && !options.offline.fixtureFor(url)) urls.add(url);
  }
  return [...urls];
}

async function withPage<T>(browser: PuppeteerBrowser, options: LighthouseOptions, use: (page: PuppeteerPage) => Promise<T>): Promise<T> {
  // A fresh context per run: empty cache and storage, and runs in parallel cannot disturb each other.
  const context = await browser.createBrowserContext();
  try {
    const page = await context.newPage();
    if (options.fixturePrefixes.length) {
      const session = await page.createCDPSession();
      session.on('Fetch.requestPaused', (event: { requestId: string; request: { url: string } }) => {
        const answer = options.offline.fixtureFor(event.request.url);
        const reply = answer
          ? session.send('Fetch.fulfillRequest', {
              requestId: event.requestId, responseCode: answer.status,
              responseHeaders: Object.entries(answer.headers).map(([name, value]) => ({ name, value })),
              body: Buffer.from(answer.body).toString('base64'),
            })
          : session.send('Fetch.continueRequest', { requestId: event.requestId });
        void reply.catch(() => undefined); // the page may already be gone
      });
      await session.send('Fetch.enable', { patterns: options.fixturePrefixes.map((p) => ({ urlPattern: `${p}*`, requestStage: 'Request' as const })) });
    }
    return await use(page);
  } finally {
    await context.close().catch(() => undefined);
  }
}

async function runOnce(browser: PuppeteerBrowser, options: LighthouseOptions, path: string, formFactor: FormFactor, categories: Category[]): Promise<RunnerResult> {
  const flags: Flags = {
    port: options.port, output: 'json', logLevel: 'error', onlyCategories: categories,
    disableStorageReset: true, disableFullPageScreenshot: true, ...options.config.lighthouse.settings,
  };
  return withPage(browser, options, async (page) => {
    const result = await lighthouse(`${options.serverUrl}${path}`, flags, formFactor === 'desktop' ? desktopConfig : undefined, page as never);
    if (!result) throw new Error(`Lighthouse returned no result for ${path}`);
    return result;
  });
}

function pageResult(target: LighthouseTarget, formFactor: FormFactor, runs: RunnerResult[], options: LighthouseOptions, started: number): LighthousePage {
  const perf = (r: RunnerResult) => r.lhr.categories.performance?.score ?? null;
  const sorted = [...runs].sort((a, b) => (perf(a) ?? 0) - (perf(b) ?? 0));
  const median = sorted[Math.floor((sorted.length - 1) / 2)];
  // Non-performance categories come from the first (full) run; performance from the median run.
  const first = runs[0].lhr;
  const scores: LighthousePage['scores'] = {};
  for (const c of CATEGORIES) if (first.categories[c] || median.lhr.categories[c]) scores[c] = (c === 'performance' ? median.lhr : first).categories[c]?.score ?? null;
  const failing = [...failedAudits(first).filter((a) => a.category !== 'performance'), ...failedAudits(median.lhr).filter((a) => a.category === 'performance')];
  let report: string | null = null;
  if (options.out) {
    report = reportName(target.path, formFactor);
    mkdirSync(join(options.out, 'lighthouse'), { recursive: true });
    writeFileSync(join(options.out, report), generateReport(runs.length > 1 ? median.lhr : first, 'html'));
  }
  const runtimeError = runs.map((r) => r.lhr.runtimeError).find(Boolean);
  return {
    path: target.path, template: target.template, formFactor, state: runtimeError ? 'error' : 'measured',
    note: runtimeError ? `${runtimeError.code}: ${runtimeError.message}` : null, representative: target.representative,
    scores, performanceRuns: runs.map(perf).filter((s): s is number => s !== null), metrics: scores.performance !== undefined ? metricsOf(median.lhr) : null,
    report, failedAudits: failing, outside: [...new Set(runs.flatMap((r) => outsideRequests(r, options)))], durationMs: Math.round(performance.now() - started),
  };
}

interface Job { target: LighthouseTarget; formFactor: FormFactor; perf: boolean }

/** Lighthouse results for every target and form factor the settings ask for. */
export async function runLighthouse(targets: LighthouseTarget[], options: LighthouseOptions): Promise<LighthousePage[]> {
  const { settings } = options;
  const results: LighthousePage[] = [];
  const perfJobs: Job[] = [];
  const pageJobs: Job[] = [];
  const formFactors = [...new Set([...settings.formFactors, ...(settings.everyPage ? settings.everyPageFormFactors : [])])];
  for (const target of targets) {
    for (const formFactor of formFactors) {
      const perf = target.representative && settings.formFactors.includes(formFactor);
      const wanted = perf || (settings.everyPage && settings.everyPageFormFactors.includes(formFactor));
      if (!wanted) continue;
      if (target.status !== 200) {
        results.push({
          path: target.path, template: target.template, formFactor, state: 'not-applicable', representative: target.representative,
          note: `Answers ${target.status}: Lighthouse only measures pages that load with status 200 (axe still checks this page).`,
          scores: {}, performanceRuns: [], metrics: null, report: null, failedAudits: [], outside: [], durationMs: 0,
        });
        continue;
      }
      (perf ? perfJobs : pageJobs).push({ target, formFactor, perf });
    }
  }
  const total = perfJobs.length * settings.runs + pageJobs.length;
  let done = 0;
  const tick = (label: string) => options.onProgress?.(++done, total, label);
  options.onProgress?.(0, total, 'starting Lighthouse');
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${options.port}`, defaultViewport: null });
  try {
    // Performance runs one at a time: a parallel run would steal the CPU the measurement depends on.
    for (const job of perfJobs) {
      const started = performance.now();
      const runs: RunnerResult[] = [];
      for (let i = 0; i < settings.runs; i++) {
        runs.push(await runOnce(browser, options, job.target.path, job.formFactor, i === 0 ? CATEGORIES : ['performance']));
        tick(`${job.target.path} (${job.formFactor}, performance run ${i + 1}/${settings.runs})`);
      }
      results.push(pageResult(job.target, job.formFactor, runs, options, started));
    }
    const queue = [...pageJobs];
    const worker = async () => {
      for (let job = queue.shift(); job; job = queue.shift()) {
        const started = performance.now();
        const run = await runOnce(browser, options, job.target.path, job.formFactor, ['accessibility', 'best-practices', 'seo']);
        results.push(pageResult(job.target, job.formFactor, [run], options, started));
        tick(`${job.target.path} (${job.formFactor})`);
      }
    };
    await Promise.all(Array.from({ length: Math.min(settings.concurrency, queue.length) }, worker));
  } finally {
    await browser.disconnect();
  }
  return results.sort((a, b) => a.path.localeCompare(b.path) || a.formFactor.localeCompare(b.formFactor));
}
