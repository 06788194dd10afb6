/**
 * The browser half of the audit: one Chromium, one local server. Lighthouse's
 * performance runs first, alone on the machine (they time the page); then axe
 * and the extra checks on every page, beside Lighthouse's every-page runs
 * (neither times anything; on two cores already busy the overlap saves only
 * about 13 s of a 7-minute run, but nothing is measured worse for it).
 */
import { expandSiteVars, type AuditConfig } from '../config';
import type { BrowserPage, MeasurementPlan } from '../measurement-plan';
import { runAxe, type AxePage } from './axe';
import { launchAuditBrowser } from './chrome';
import { lighthouseRunner, type LighthousePage, type LighthouseTarget } from './lighthouse';
import { labInteractions } from './lab-interactions';
import { offlinePolicy } from './offline';
import type { BrowserMeasurements, InteractionSummary, Sampling } from './results';
import { startAuditServer } from '../host';
import { scriptFreeCopy } from '../script-free';
import type { ChangeSize } from '../fingerprint';

export interface BrowserOptions {
  profile: string;
  /** Folder for the Lighthouse HTML reports; null writes none. */
  out: string | null;
  axe?: boolean;
  lighthouse?: boolean;
  onProgress?: (stage: 'axe' | 'lighthouse', done: number, total: number, label: string) => void;
  /** A build without its manifest: served as plain files with its own redirects; axe and Lighthouse sample each URL pattern. */
  foreign?: { redirects: { from: string; to: string }[] };
  /** What `${NAME}` stands for in the configuration's fixtures and tap-target selectors (the manifest's `variables`). */
  variables?: Record<string, string>;
  /** Pages that changed since the run compared with (fingerprint.ts): timed too, up to `lighthouse.changedPages`; null: that run recorded no fingerprints. */
  changed?: string[] | null;
  /** How much each changed page changed (fingerprint.ts changeSizes), for the report; null or absent: the baseline recorded no sizes. */
  changeSizes?: Record<string, ChangeSize> | null;
  /**
   * A shard's pages (`--shard`, shard.ts): only these are checked, while the representatives, the
   * sample and the changed pages to time are still chosen from every page, as an unsharded run chooses them.
   */
  only?: ReadonlySet<string>;
  /** The run's measurement plan (measurement-plan.ts): what to measure where, worked out once by the caller. */
  plan: MeasurementPlan;
  /**
   * A deployed site's origin (`--url`): measured there, with no server started here and no
   * script-free copy (there is no build to copy: `lighthouse.appCost` is not measured).
   */
  live?: string;
  /**
   * A control run (`--control`): the script-free copy served in the build's place too, so each timed
   * page is the copy against itself and every app cost read is the method's noise; no lab INP.
   */
  control?: boolean;
}

function samplingReport(pages: BrowserPage[], sample: Set<string>, max: number, foreign: boolean): Sampling {
  const templates: Sampling['templates'] = {};
  for (const p of pages) {
    const t = (templates[p.template] ??= { pages: 0, measured: [] });
    t.pages++;
    if (sample.has(p.path)) t.measured.push(p.path);
  }
  if (foreign) {
    return {
      perTemplate: max,
      templates,
      axe: true,
      reason: `No URL manifest: pages are grouped by URL pattern (their first folder, or a template's match globs in the configuration), and pages under one pattern of a generated site share their layout, so axe and Lighthouse measure at most ${max} pages per pattern (the first in path order, timed for Performance, then evenly spread); the SEO rules still check every page.`,
    };
  }
  return {
    perTemplate: max,
    templates,
    reason: `Pages of one template share their markup, so Lighthouse's Accessibility, Best Practices and SEO audits measure at most ${max} pages per template (the one timed for Performance, then evenly spread); axe and the SEO rules still check every page.`,
  };
}

/** The fast gate's axe sample: which pages of each template axe and its browser checks covered, and why. */
function axeSamplingReport(
  pages: BrowserPage[],
  sample: Set<string>,
  max: number,
  profile: string,
  changedTimed: number,
): Sampling {
  const { templates } = samplingReport(pages, sample, max, false);
  return {
    perTemplate: max,
    templates,
    axe: true,
    reason: `The ${profile} profile runs axe, the tap-target, focus and console checks on ${max} page${max === 1 ? '' : 's'} per template (the one timed for Performance first)${changedTimed ? ` and on the ${changedTimed} changed page${changedTimed === 1 ? '' : 's'} it timed` : ''}; the SEO rules still check every page, and the full profile runs axe on every page.`,
  };
}

/** Measures, never judges: the raw results become findings in judge.ts, when the results are asserted. */
export async function runBrowserChecks(
  dist: string,
  pages: BrowserPage[],
  config: AuditConfig,
  { plan, ...options }: BrowserOptions,
): Promise<BrowserMeasurements> {
  const { settings, representatives: reps, sampled: sample, changedTimed: timed, sampleSize, axeSampleSize } = plan;
  const siteVars = options.variables ?? {};
  // The same build without its scripts, timed beside each timed page (app-cost.ts), served the same way.
  const appCostOn =
    !options.live && options.lighthouse !== false && settings.enabled && config.lighthouse.appCost !== null;
  if (options.control && !appCostOn)
    throw new Error(
      '--control times the script-free copy against itself: it needs a build (no --url), Lighthouse and lighthouse.appCost.',
    );
  const scriptFree = appCostOn ? scriptFreeCopy(dist) : null;
  const server = options.live
    ? { url: options.live, close: () => Promise.resolve() }
    : await startAuditServer(options.control ? scriptFree!.dir : dist, options.foreign);
  const scriptFreeServer = scriptFree ? await startAuditServer(scriptFree.dir, options.foreign) : null;
  const chrome = await launchAuditBrowser(options.live ? { live: new URL(options.live).hostname } : {});
  const offline = offlinePolicy(config, server.url, siteVars);
  const fixturePrefixes = Object.keys(config.fixtures).map((k) => expandSiteVars(k, siteVars));
  const mine = (p: BrowserPage) => !options.only || options.only.has(p.path);
  const axeChosen = plan.axe;
  const axePages = pages.filter((p) => axeChosen.has(p.path));
  try {
    const lhRunner =
      options.lighthouse !== false && settings.enabled
        ? lighthouseRunner(
            pages.filter(mine).map((p): LighthouseTarget => ({
              ...p,
              representative: reps[p.template] === p.path,
              timed: timed.has(p.path),
              sampled: sample.has(p.path),
            })),
            {
              serverUrl: server.url,
              ...(scriptFreeServer ? { scriptFreeUrl: scriptFreeServer.url } : {}),
              port: chrome.port,
              out: options.out,
              settings,
              config,
              offline,
              fixturePrefixes,
              onProgress: (d, t, l) => options.onProgress?.('lighthouse', d, t, l),
              ...(options.control ? { control: true } : {}),
            },
          )
        : null;
    const lhStarted = performance.now();
    let lighthouse: LighthousePage[] = [];
    let axe: AxePage[] = [];
    let axeMs = 0;
    let perfMs = 0;
    let interactions: InteractionSummary | undefined;
    try {
      await lhRunner?.performance();
      // Interactions time the page too: alone on the machine, before axe starts.
      interactions =
        lhRunner && !options.control
          ? await labInteractions(config, options.profile, {
              port: chrome.port,
              serverUrl: server.url,
              reps,
              only: options.only,
              offline,
              fixturePrefixes,
              onProgress: (d, t, l) => options.onProgress?.('lighthouse', d, t, l),
            })
          : undefined;
      perfMs = performance.now() - lhStarted;
      const axeStarted = performance.now();
      const axeRun =
        options.axe !== false && config.axe.enabled
          ? runAxe(chrome.browser, axePages.filter(mine), {
              serverUrl: server.url,
              config,
              offline,
              tapSelectors: config.axe.tapTargets.selectors.map((s) => expandSiteVars(s, siteVars)),
              onProgress: (d, t, l) => options.onProgress?.('axe', d, t, l),
            }).finally(() => {
              axeMs = performance.now() - axeStarted;
            })
          : Promise.resolve([]);
      [axe] = await Promise.all([axeRun, lhRunner?.everyPage()]);
    } finally {
      if (lhRunner) lighthouse = await lhRunner.finish();
    }
    const lhMs = lhRunner ? performance.now() - lhStarted : 0;
    const sampling =
      sampleSize && (options.foreign || settings.everyPage)
        ? samplingReport(pages, sample, sampleSize, Boolean(options.foreign))
        : axeSampleSize
          ? axeSamplingReport(pages, axeChosen, axeSampleSize, options.profile, timed.size)
          : undefined;
    return {
      profile: options.profile,
      axe,
      lighthouse,
      representatives: reps,
      ...(sampling ? { sampling } : {}),
      ...(options.changed !== undefined && !options.foreign && lhRunner
        ? {
            changed: {
              changed: options.changed ?? [],
              timed: [...timed].sort(),
              limit: settings.changedPages,
              known: options.changed !== null,
              ...(options.changeSizes ? { sizes: options.changeSizes } : {}),
            },
          }
        : {}),
      durationMs: {
        axe: Math.round(axeMs),
        lighthouse: Math.round(lhMs),
        ...(lhRunner ? { performance: Math.round(perfMs) } : {}),
      },
      ...(interactions ? { interactions } : {}),
    };
  } finally {
    await chrome.close();
    await server.close();
    await scriptFreeServer?.close();
    scriptFree?.remove();
  }
}
