/**
 * Measures one build, one page per template: Lighthouse mobile on the page and on the same page
 * with every script removed, interleaved in one browser (median of `runs`), and the page's sizes
 * from the built files. `npm run bench` calls it for the real site and for the `--scale` copy.
 */
import { manifest, type PageEntry } from '../../core/urls/manifest';
import { startAuditServer } from '../../audit/host';
import { scriptFreeCopy } from '../../audit/script-free';
import { appCost, type VariantFigures } from '../../audit/app-cost';
import { pageSizes } from './sizes';
import { BenchLighthouse, medianFigures, type PerfRun } from './lighthouse-runner';
import { chromeLighthouse } from './chrome-lighthouse';
import type { Row } from './table';

const figures = (run: PerfRun): VariantFigures => ({
  performance: run.score,
  lcpMs: run.lcpMs,
  tbtMs: run.tbtMs,
  cls: run.cls,
});

/**
 * One page per template, the first in manifest order: the page the audit's performance gate
 * measures (audit/browser/index.ts `representatives`). Taking the last one instead measured the
 * home template on its alias `/appliance-repair`, whose document is past the first round trip.
 * The synthetic cities come after the real ones, so a `--scale` copy has the same representatives.
 */
export function representativePages(only: string[] = []): PageEntry[] {
  const first = new Map<string, PageEntry>();
  for (const entry of manifest)
    if (entry.status === 200 && !first.has(entry.template)) first.set(entry.template, entry);
  return [...first.values()].filter((e) => !only.length || only.includes(e.template));
}

interface MeasureOptions {
  /** Lighthouse runs per page and variant. */
  runs: number;
  /** Names the build in progress lines. */
  label: string;
  /** Runs of Chrome's own command line on the page (0: none). */
  chromeRuns: number;
  cpuSlowdown: number;
  /**
   * The control run (`--control`): the page's place is taken by its own script-free copy, served
   * a second time, so every difference the table shows is the method's noise on this machine.
   */
  control: boolean;
}

/**
 * The rows of one build's table. The page and its script-free copy (audit/script-free.ts) are timed
 * in pairs, as the audit's gate times them, and compared by the gate's own function
 * (audit/app-cost.ts); Chrome's `lighthouse` command line on the page follows.
 */
export async function measureBuild(
  dist: string,
  pages: PageEntry[],
  { runs, label, chromeRuns, cpuSlowdown, control }: MeasureOptions,
): Promise<Row[]> {
  const nojs = scriptFreeCopy(dist);
  // Served as the audit serves them: HTTPS, HTTP/2 and compression, like the CDN (serve/https.ts).
  const site = await startAuditServer(control ? nojs.dir : dist);
  const plain = await startAuditServer(nojs.dir);
  const lighthouse = await BenchLighthouse.start(cpuSlowdown);
  const rows: Row[] = [];
  try {
    for (const entry of pages) {
      const withJs: PerfRun[] = [];
      const withoutJs: PerfRun[] = [];
      for (let i = 0; i < runs; i++) {
        // Interleaved, so machine noise hits both variants alike, and each pair opens with the other
        // variant: a control run read the second run of a pair 22 ms slower on average, an edge
        // neither variant may always have (docs/performance.md, "The control run").
        const page = () => lighthouse.run(`${site.url}${entry.path}`).then((r) => withJs.push(r));
        const copy = () => lighthouse.run(`${plain.url}${entry.path}`).then((r) => withoutJs.push(r));
        for (const run of i % 2 === 0 ? [page, copy] : [copy, page]) await run();
      }
      const js = medianFigures(withJs);
      const limit = medianFigures(withoutJs);
      // A control run's size columns describe what it timed: the copy, with no script.
      const sizes = pageSizes(control ? nojs.dir : dist, entry.path);
      rows.push({
        template: entry.template,
        path: entry.path,
        appCost: appCost(withJs.map(figures), withoutJs.map(figures)),
        score: js.score,
        lcpMs: js.lcpMs,
        noJsLcpMs: limit.lcpMs,
        ratio: js.lcpMs / limit.lcpMs,
        tbtMs: js.tbtMs,
        noJsTbtMs: limit.tbtMs,
        cls: js.cls,
        jsBeforePaintKb: js.jsBeforePaintKb,
        jsKb: sizes.jsKb,
        appJsKb: sizes.appJsKb,
        cssKb: sizes.cssKb,
        htmlKb: sizes.htmlKb,
        htmlBrotliKb: sizes.htmlBrotliKb,
        elements: sizes.elements,
        lcpElement: js.lcpElement,
        noJsLcpElement: limit.lcpElement,
        tbtRuns: {
          page: withJs.map((r) => Math.round(r.tbtMs)),
          scriptFree: withoutJs.map((r) => Math.round(r.tbtMs)),
        },
        ...(chromeRuns && !control ? { chrome: await chromeLighthouse(dist, entry.path, chromeRuns) } : {}),
      });
      process.stderr.write(`bench (${label}): ${entry.template} done\n`);
    }
  } finally {
    await lighthouse.close();
    await Promise.all([site.close(), plain.close()]);
    nojs.remove();
  }
  return rows;
}
