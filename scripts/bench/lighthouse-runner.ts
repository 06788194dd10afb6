/**
 * Sequential Lighthouse runs for the benchmark, in the audit's one Chromium and
 * through the audit's worker (audit/browser/lighthouse-worker.mjs), mobile with
 * simulated throttling, performance only. The geolocation call is answered by a
 * fixture, as in the audit, so pages behave as in production with no network.
 */
import type { Result } from 'lighthouse';
import { browserWorkers } from '../../audit/browser/browser-workers';
import { launchAuditBrowser, type AuditBrowser } from '../../audit/browser/chrome';
import { median } from '../../audit/median';
import { siteConfig } from '../../core/config/site-config';

export interface PerfRun {
  score: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  fcpMs: number;
  jsBeforePaintKb: number;
  /** The element Lighthouse took as the largest paint (CSS selector), to see why two variants differ. */
  lcpElement: string | null;
}

export class BenchLighthouse {
  private constructor(
    private readonly chrome: AuditBrowser,
    private readonly worker: ReturnType<typeof browserWorkers>,
    private readonly cpuSlowdown: number,
  ) {}

  /** `cpuSlowdown`: Lighthouse's CPU multiplier (its default, 4, unless the machine's guidance says otherwise: machine.ts). */
  static async start(cpuSlowdown = 4): Promise<BenchLighthouse> {
    const chrome = await launchAuditBrowser();
    const worker = browserWorkers(new URL('../../audit/browser/lighthouse-worker.mjs', import.meta.url), 1);
    return new BenchLighthouse(chrome, worker, cpuSlowdown);
  }

  /** One run; a run Lighthouse could not complete (runtime error, no paint) is retried up to twice. */
  async run(url: string, attempt = 1): Promise<PerfRun> {
    try {
      return await this.runOnce(url);
    } catch (error) {
      if (attempt >= 3) throw error;
      return this.run(url, attempt + 1);
    }
  }

  private async runOnce(url: string): Promise<PerfRun> {
    const body = JSON.stringify({ city: 'San Francisco', region: 'California' });
    const fixtures = [
      { prefix: siteConfig.GEO_ENDPOINT, status: 200, headers: { 'Content-Type': 'application/json' }, body },
    ];
    const { lhr } = (await this.worker.run({
      url,
      port: this.chrome.port,
      formFactor: 'mobile',
      categories: ['performance'],
      flags: {
        disableStorageReset: true,
        disableFullPageScreenshot: true,
        throttling: { cpuSlowdownMultiplier: this.cpuSlowdown },
      },
      fixtures,
    })) as { lhr?: Result };
    if (!lhr) throw new Error(`no Lighthouse result for ${url}`);
    if (lhr.runtimeError) throw new Error(`${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
    return summarize(lhr);
  }

  async close(): Promise<void> {
    await this.worker.destroy();
    await this.chrome.close();
  }
}

interface NetworkItem {
  url: string;
  resourceType?: string;
  transferSize?: number;
  networkRequestTime?: number;
}

/** Scores, vitals, and the script bytes requested before the first contentful paint (what competes with it). */
function summarize(lhr: Result): PerfRun {
  const value = (id: string) => lhr.audits[id]?.numericValue ?? 0;
  const items = (lhr.audits['network-requests']?.details as { items?: NetworkItem[] } | undefined)?.items ?? [];
  const fcpMs =
    (lhr.audits['metrics']?.details as { items?: { observedFirstContentfulPaint?: number }[] } | undefined)?.items?.[0]
      ?.observedFirstContentfulPaint ?? Infinity;
  const jsBeforePaint = items
    .filter((i) => i.resourceType === 'Script' && (i.networkRequestTime ?? 0) < fcpMs)
    .reduce((n, i) => n + (i.transferSize ?? 0), 0);
  return {
    score: lhr.categories.performance?.score ?? 0,
    lcpMs: value('largest-contentful-paint'),
    tbtMs: value('total-blocking-time'),
    cls: value('cumulative-layout-shift'),
    fcpMs: value('first-contentful-paint'),
    jsBeforePaintKb: jsBeforePaint / 1024,
    lcpElement: lcpSelector(lhr),
  };
}

/**
 * Each figure's own median over the runs. Taking one whole run (the one with the median score,
 * Lighthouse's advice for a single report) reported that run's TBT, whatever it was: a template
 * showed 0 ms in one benchmark and 68 ms in the next with the same code. The LCP element is the
 * median-LCP run's.
 */
export function medianFigures(runs: PerfRun[]): PerfRun {
  const byLcp = [...runs].sort((a, b) => a.lcpMs - b.lcpMs)[Math.floor((runs.length - 1) / 2)];
  return {
    score: median(runs.map((r) => r.score)),
    lcpMs: median(runs.map((r) => r.lcpMs)),
    tbtMs: median(runs.map((r) => r.tbtMs)),
    cls: median(runs.map((r) => r.cls)),
    fcpMs: median(runs.map((r) => r.fcpMs)),
    jsBeforePaintKb: Math.max(...runs.map((r) => r.jsBeforePaintKb)),
    lcpElement: byLcp.lcpElement,
  };
}

function lcpSelector(lhr: Result): string | null {
  type Table = { items?: { items?: { node?: { selector?: string } }[]; node?: { selector?: string } }[] };
  const first = (lhr.audits['largest-contentful-paint-element']?.details as Table | undefined)?.items?.[0];
  return first?.items?.[0]?.node?.selector ?? first?.node?.selector ?? null;
}
