/**
 * The measurement plan: which pages each browser tool measures and how many times (each template's
 * representative timed by Lighthouse, the changed pages timed too, the every-page sample, axe's
 * pages, lab INP's interactions and their runs). Worked out here once per run, by
 * measurementPlan(), and written into the results `collect` writes (planRecord); the browser checks
 * (browser/index.ts) carry it out and the shard split (shard.ts) weighs that written record, so the
 * two can no longer drift apart (a sharded report once lost lab INP when they did).
 */
import { profileAxeSample, profileSettings, type AuditConfig, type LighthouseRunSettings } from './config';
import { MAX_INTERACTION_RUNS, interactionPage, runsFor } from './browser/interactions';
import type { Interaction } from './interactions-config';
import type { ChangeSize } from './fingerprint';

/** A crawled page, as the plan and the browser checks see it. */
export interface BrowserPage {
  path: string;
  status: number;
  template: string;
  indexable?: boolean;
}

/** Pages per URL pattern axe and Lighthouse measure on a foreign build when the config sets no `lighthouse.everyPageSample`. */
export const FOREIGN_SAMPLE = 4;

export interface PlanInputs {
  pages: BrowserPage[];
  config: AuditConfig;
  /** The browser profile (`--profile`). */
  profile: string;
  /** A build without its manifest: axe and Lighthouse sample each URL pattern. */
  foreign: boolean;
  /** Pages changed since the run compared with (fingerprint.ts); null or absent: none known. */
  changed?: string[] | null;
  /** How much each changed page changed (fingerprint.ts changeSizes); null or absent: the baseline recorded no sizes. */
  changeSizes?: Record<string, ChangeSize> | null;
  /** The manifest's page order (it chooses each template's representative). */
  manifestOrder?: string[];
}

/** One Lighthouse pass over a page in one form factor: timed (Performance, `runs` runs) or an every-page run (one). */
export interface LighthousePass {
  formFactor: string;
  timed: boolean;
  runs: number;
}

/** One scripted interaction (lab INP), the page it is timed on, its configured runs and the runs to expect. */
interface PlannedInteraction {
  flow: Interaction;
  path: string;
  runs: number;
  /**
   * Its configured runs, and more while it is over the limit (browser/interactions.ts): the slow
   * case, which the shard split must not misjudge.
   */
  expectedRuns: number;
}

export interface MeasurementPlan {
  profile: string;
  foreign: boolean;
  settings: LighthouseRunSettings;
  /** The page of each template Lighthouse times. */
  representatives: Record<string, string>;
  /** Pages per template the every-page runs measure; null: every page. */
  sampleSize: number | null;
  sampled: Set<string>;
  /** Changed pages timed besides the representatives (never on a foreign build). */
  changedTimed: Set<string>;
  /** Whether axe runs at all (`axe.enabled`), and the pages it visits when it does. */
  axeEnabled: boolean;
  axe: Set<string>;
  /** Pages per template axe samples under this profile; null: no axe sample of its own. */
  axeSampleSize: number | null;
  /** Lighthouse's passes over each page answering 200; empty when Lighthouse is off. */
  lighthouse: Map<string, LighthousePass[]>;
  /** Lab INP's interactions; empty when Lighthouse or the interactions are off. */
  interactions: PlannedInteraction[];
}

/** The one plan of a run: every choice of pages and runs the browser checks make. */
export function measurementPlan(inputs: PlanInputs): MeasurementPlan {
  const { pages, config, profile, foreign } = inputs;
  const settings = profileSettings(config, profile);
  const reps = representatives(pages, config, inputs.manifestOrder);
  const sampleSize = foreign ? (settings.everyPageSample ?? FOREIGN_SAMPLE) : (settings.everyPageSample ?? null);
  const sampled = samplePages(pages, reps, sampleSize);
  const changedTimed = new Set(
    foreign ? [] : changedToTime(pages, inputs.changed ?? [], reps, settings.changedPages, inputs.changeSizes),
  );
  const axe = axePaths(pages, reps, { config, profile, foreign, sample: sampled, timed: changedTimed });
  return {
    profile,
    foreign,
    settings,
    representatives: reps,
    sampleSize,
    sampled,
    changedTimed,
    axeEnabled: config.axe.enabled,
    axe,
    axeSampleSize: foreign ? null : profileAxeSample(config, profile),
    lighthouse: lighthousePasses(pages, settings, reps, sampled, changedTimed),
    interactions: plannedInteractions(pages, config, profile, settings, reps),
  };
}

/** The plan as the results file holds it (collected.ts): lists and records instead of sets and maps. */
export interface PlanRecord extends Omit<MeasurementPlan, 'sampled' | 'changedTimed' | 'axe' | 'lighthouse'> {
  sampled: string[];
  changedTimed: string[];
  axe: string[];
  lighthouse: Record<string, LighthousePass[]>;
}

export function planRecord(plan: MeasurementPlan): PlanRecord {
  return {
    ...plan,
    sampled: [...plan.sampled].sort(),
    changedTimed: [...plan.changedTimed].sort(),
    axe: [...plan.axe].sort(),
    lighthouse: Object.fromEntries([...plan.lighthouse].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))),
  };
}

/**
 * Each page's Lighthouse passes, as browser/lighthouse.ts runs them: the representative timed in
 * every configured form factor, a changed page in the first, the sample's every-page runs in the others.
 */
function lighthousePasses(
  pages: BrowserPage[],
  settings: LighthouseRunSettings,
  reps: Record<string, string>,
  sampled: Set<string>,
  changedTimed: Set<string>,
): Map<string, LighthousePass[]> {
  const out = new Map<string, LighthousePass[]>();
  if (!settings.enabled) return out;
  const formFactors = [
    ...new Set([...settings.formFactors, ...(settings.everyPage ? settings.everyPageFormFactors : [])]),
  ];
  for (const page of pages) {
    if (page.status !== 200) continue;
    const passes: LighthousePass[] = [];
    for (const formFactor of formFactors) {
      const timed =
        settings.formFactors.includes(formFactor) &&
        (reps[page.template] === page.path || (changedTimed.has(page.path) && formFactor === settings.formFactors[0]));
      if (timed) passes.push({ formFactor, timed, runs: settings.runs[formFactor] ?? 1 });
      else if (settings.everyPage && sampled.has(page.path) && settings.everyPageFormFactors.includes(formFactor))
        passes.push({ formFactor, timed, runs: 1 });
    }
    if (passes.length) out.set(page.path, passes);
  }
  return out;
}

/** The interactions timed, each on its own page or its template's representative (browser/lab-interactions.ts). */
function plannedInteractions(
  pages: BrowserPage[],
  config: AuditConfig,
  profile: string,
  settings: LighthouseRunSettings,
  reps: Record<string, string>,
): PlannedInteraction[] {
  const runs = runsFor(config.interactions, profile);
  if (!settings.enabled || !config.interactions.enabled || runs === 0) return [];
  const known = new Set(pages.map((p) => p.path));
  return config.interactions.flows.flatMap((flow) => {
    const path = interactionPage(flow, (template) => reps[template]);
    return path !== undefined && known.has(path)
      ? [{ flow, path, runs, expectedRuns: Math.max(runs, MAX_INTERACTION_RUNS) }]
      : [];
  });
}

/**
 * The changed pages to time besides the representatives: at most `limit` (each costs about 30 s of
 * mobile runs), the ones that changed most first: pages new since the baseline, then the largest
 * difference in bytes, ties taken in turn from each template (path order within it) so one
 * template's many changed pages cannot crowd out the others'. Without sizes (a baseline recorded
 * before them) the turns alone decide. Pure and deterministic: every shard chooses alike.
 */
export function changedToTime(
  pages: BrowserPage[],
  changed: string[],
  reps: Record<string, string>,
  limit: number,
  sizes?: Record<string, ChangeSize> | null,
): string[] {
  const repPaths = new Set(Object.values(reps));
  const isChanged = new Set(changed);
  const queues = new Map<string, string[]>();
  for (const p of [...pages].sort((a, b) => a.path.localeCompare(b.path))) {
    if (p.status === 200 && isChanged.has(p.path) && !repPaths.has(p.path))
      queues.set(p.template, [...(queues.get(p.template) ?? []), p.path]);
  }
  const turns: string[] = [];
  while ([...queues.values()].some((q) => q.length)) {
    for (const q of queues.values()) if (q.length) turns.push(q.shift()!);
  }
  const ranked = sizes ? bySize(turns, sizes) : turns;
  return ranked.slice(0, Math.max(0, limit)).sort();
}

/** `turns` with the new pages first, then by the largest difference in bytes either way; equal ones keep their turn. */
function bySize(turns: string[], sizes: Record<string, ChangeSize>): string[] {
  const weight = (path: string) => {
    const size = sizes[path] ?? 0;
    return size === 'new' ? Number.POSITIVE_INFINITY : Math.abs(size);
  };
  const turn = new Map(turns.map((p, i) => [p, i]));
  return [...turns].sort((a, b) => {
    const wa = weight(a);
    const wb = weight(b);
    return wa !== wb ? (wa > wb ? -1 : 1) : turn.get(a)! - turn.get(b)!;
  });
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
