/**
 * The browser half of the audit: one Chromium, one local server. Lighthouse's
 * performance runs first, alone on the machine (they time the page); then axe
 * and the extra checks on every page, beside Lighthouse's every-page runs
 * (neither times anything; on two cores already busy the overlap saves only
 * about 13 s of a 7-minute run, but nothing is measured worse for it).
 */
import { expandSiteVars, profileAxeSample, profileSettings, type AuditConfig } from '../config';
import { runAxe, type AxePage } from './axe';
import { launchAuditBrowser } from './chrome';
import { browserFindings } from './findings';
import { lighthouseRunner, type LighthousePage, type LighthouseTarget } from './lighthouse';
import { withInteractionFindings } from './interaction-findings';
import { labInteractions } from './lab-interactions';
import { offlinePolicy } from './offline';
import type { BrowserResults, InteractionSummary, Sampling } from './results';
import { startAuditServer } from '../host';

export interface BrowserPage {
  path: string;
  status: number;
  template: string;
  indexable?: boolean;
}

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
  /**
   * A shard's pages (`--shard`, shard.ts): only these are checked, while the representatives, the
   * sample and the changed pages to time are still chosen from every page, as an unsharded run chooses them.
   */
  only?: ReadonlySet<string>;
}

/** Pages per URL pattern axe and Lighthouse measure on a foreign build when the config sets no `lighthouse.everyPageSample`. */
export const FOREIGN_SAMPLE = 4;

/**
 * The changed pages to time besides the representatives: at most `limit`, taken in turn from each
 * template (path order within it), so one template's many changed pages cannot crowd out the others'.
 */
export function changedToTime(
  pages: BrowserPage[],
  changed: string[],
  reps: Record<string, string>,
  limit: number,
): string[] {
  const repPaths = new Set(Object.values(reps));
  const queues = new Map<string, string[]>();
  for (const p of [...pages].sort((a, b) => a.path.localeCompare(b.path))) {
    if (p.status === 200 && changed.includes(p.path) && !repPaths.has(p.path))
      queues.set(p.template, [...(queues.get(p.template) ?? []), p.path]);
  }
  const out: string[] = [];
  while (out.length < limit && [...queues.values()].some((q) => q.length)) {
    for (const q of queues.values()) if (q.length && out.length < limit) out.push(q.shift()!);
  }
  return out.sort();
}

/** One page per template: the configured one, else the template's first page in manifest order. */
export function representatives(
  pages: BrowserPage[],
  config: AuditConfig,
  order: string[] = [],
): Record<string, string> {
  const rank = new Map(order.map((p, i) => [p, i]));
  const sorted = [...pages].sort(
    (a, b) => (rank.get(a.path) ?? 1e9) - (rank.get(b.path) ?? 1e9) || a.path.localeCompare(b.path),
  );
  const out: Record<string, string> = {};
  for (const p of sorted) out[p.template] ??= config.templates[p.template]?.representative ?? p.path;
  return out;
}

/**
 * The pages of each template the every-page Lighthouse runs measure: all when
 * `max` is null, else the representative and pages evenly spread over the
 * template in path order (deterministic, so two runs measure the same pages
 * and the history compares like with like).
 */
export function samplePages(pages: BrowserPage[], reps: Record<string, string>, max: number | null): Set<string> {
  if (max === null) return new Set(pages.map((p) => p.path));
  const byTemplate = new Map<string, string[]>();
  for (const p of pages) byTemplate.set(p.template, [...(byTemplate.get(p.template) ?? []), p.path]);
  const chosen = new Set<string>();
  for (const [template, list] of byTemplate) {
    const sorted = [...list].sort();
    const pick = new Set(reps[template] ? [reps[template]] : []);
    const spread = Array.from(
      { length: max },
      (_, i) => sorted[Math.round((i * (sorted.length - 1)) / Math.max(1, max - 1))],
    );
    for (const p of [...spread, ...sorted]) if (pick.size < Math.min(max, sorted.length)) pick.add(p);
    for (const p of pick) chosen.add(p);
  }
  return chosen;
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

/**
 * The pages axe and its browser checks visit, for the run and for the shard split alike: on a
 * foreign build the Lighthouse sample; under a profile that samples axe, its sample plus the pages
 * timed; else every page.
 */
export function axePaths(
  pages: BrowserPage[],
  reps: Record<string, string>,
  choice: { config: AuditConfig; profile: string; foreign: boolean; sample: Set<string>; timed: Set<string> },
): Set<string> {
  if (choice.foreign) return choice.sample;
  const size = profileAxeSample(choice.config, choice.profile);
  if (size === null) return new Set(pages.map((p) => p.path));
  return new Set([...samplePages(pages, reps, size), ...choice.timed]);
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

export async function runBrowserChecks(
  dist: string,
  pages: BrowserPage[],
  config: AuditConfig,
  options: BrowserOptions,
  manifestOrder: string[] = [],
): Promise<BrowserResults> {
  const settings = profileSettings(config, options.profile);
  const siteVars = options.variables ?? {};
  const server = await startAuditServer(dist, options.foreign);
  const chrome = await launchAuditBrowser();
  const reps = representatives(pages, config, manifestOrder);
  const offline = offlinePolicy(config, server.url, siteVars);
  const fixturePrefixes = Object.keys(config.fixtures).map((k) => expandSiteVars(k, siteVars));
  const sampleSize = options.foreign
    ? (settings.everyPageSample ?? FOREIGN_SAMPLE)
    : (settings.everyPageSample ?? null);
  const sample = samplePages(pages, reps, sampleSize);
  const timed = new Set(
    options.foreign ? [] : changedToTime(pages, options.changed ?? [], reps, settings.changedPages),
  );
  const mine = (p: BrowserPage) => !options.only || options.only.has(p.path);
  // A profile may sample axe's pages too (the fast gate: one a template, plus the changed pages it times).
  const axeSampleSize = options.foreign ? null : profileAxeSample(config, options.profile);
  const axeChosen = axePaths(pages, reps, {
    config,
    profile: options.profile,
    foreign: Boolean(options.foreign),
    sample,
    timed,
  });
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
              port: chrome.port,
              out: options.out,
              settings,
              config,
              offline,
              fixturePrefixes,
              onProgress: (d, t, l) => options.onProgress?.('lighthouse', d, t, l),
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
      interactions = lhRunner
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
            },
          }
        : {}),
      durationMs: {
        axe: Math.round(axeMs),
        lighthouse: Math.round(lhMs),
        ...(lhRunner ? { performance: Math.round(perfMs) } : {}),
      },
      ...(interactions ? { interactions } : {}),
      ...withInteractionFindings(
        config,
        browserFindings(config, axe, lighthouse, (settings.runs[config.lighthouse.metricsFormFactor] ?? 1) >= 3),
        interactions,
      ),
    };
  } finally {
    await chrome.close();
    await server.close();
  }
}
