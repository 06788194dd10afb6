/**
 * The measured results, defined once as zod schemas: one finding (the unit every rule, axe,
 * Lighthouse and lab INP report in), the commit audited, and the raw browser results (axe,
 * Lighthouse, lab INP) as report.json carries them under `browser` and a shard's results file
 * carries them before they are judged. The TypeScript types are inferred from these schemas, so the
 * modules that measure and judge read one shape, and the files the audit reads back are validated
 * against the same one (read-json.ts). A leaf: it imports nothing of audit/ but other schema leaves,
 * so anything may import it without an import cycle (audit/test/import-cycles.test.ts).
 */
import { z } from 'zod';

export const severitySchema = z.enum(['error', 'warning', 'info']);
export type Severity = z.infer<typeof severitySchema>;

export const categorySchema = z.enum(['performance', 'accessibility', 'best-practices', 'seo']);
export type Category = z.infer<typeof categorySchema>;
/** Lighthouse's categories, in the order the reports show them. */
export const CATEGORIES: Category[] = [...categorySchema.options];
/** What an every-page Lighthouse run gathers: the categories that time nothing, each page once, without Performance. */
export const EVERY_PAGE_CATEGORIES: Category[] = ['accessibility', 'best-practices', 'seo'];

export const formFactorSchema = z.enum(['mobile', 'desktop']);

export const commitInfoSchema = z
  .object({ hash: z.string().nullable(), branch: z.string().nullable(), dirty: z.boolean().nullable() })
  .describe('The code audited: short hash, branch, uncommitted changes; null fields outside a git checkout')
  .meta({ id: 'CommitInfo' });
export type CommitInfo = z.infer<typeof commitInfoSchema>;

export const findingSchema = z
  .object({
    ruleId: z.string(),
    family: z.string(),
    severity: severitySchema,
    /** A path, or a file such as `/robots.txt`. */
    page: z.string(),
    template: z.string(),
    message: z.string(),
    /** Measured ÷ limit (limit ÷ measured for scores) where the rule holds a value to a limit: ranks "Fix these first". */
    over: z
      .number()
      .optional()
      .describe('measured ÷ limit (limit ÷ measured for scores) where a value is held to a limit'),
    /** Missed on the clock, not on the page's own CPU time (browser/cpu-time.mjs): information, never fails the run. */
    withinNoise: z
      .boolean()
      .optional()
      .describe('missed on the clock, not on the page’s own CPU time: never fails the run'),
    /** A timing finding its second measurement did not resolve (reproduce.ts): a warning, listed after the findings to act on. */
    unresolved: z
      .boolean()
      .optional()
      .describe('a timing finding the machine could not resolve: a warning, listed after the findings to act on'),
  })
  .meta({ id: 'Finding' });
export type Finding = z.infer<typeof findingSchema>;

export const thresholdSchema = z
  .object({ name: z.string(), limit: z.number(), actual: z.number(), ok: z.boolean() })
  .meta({ id: 'Threshold' });
export const checkSchema = z.object({ ruleId: z.string(), page: z.string() }).meta({ id: 'Check' });

export const browserRuleSchema = z.object({
  id: z.string(),
  family: z.string(),
  severity: severitySchema,
  scope: z.literal('page'),
  title: z.string(),
  fix: z.string(),
  docs: z.string().nullable(),
  durationMs: z.number(),
});

const axeViolationSchema = z.object({
  id: z.string(),
  impact: z.string().nullable(),
  help: z.string(),
  description: z.string(),
  helpUrl: z.string(),
  nodes: z.array(z.object({ target: z.string(), html: z.string(), summary: z.string() })),
});
export type AxeViolation = z.infer<typeof axeViolationSchema>;
const tapTargetSchema = z.object({ selector: z.string(), text: z.string(), width: z.number(), height: z.number() });
const hiddenFocusSchema = z.object({
  selector: z.string(),
  text: z.string(),
  coveredBy: z.string(),
  coveredPercent: z.number(),
});

export const axePageSchema = z
  .object({
    path: z.string(),
    template: z.string(),
    status: z.number(),
    violations: z.array(axeViolationSchema),
    /** Call and book buttons smaller than the minimum. */
    smallTargets: z.array(tapTargetSchema),
    /** Call and book buttons measured (inline links inside a sentence are exempt, as in WCAG). */
    targetsChecked: z.number(),
    hiddenFocus: z.array(hiddenFocusSchema),
    focusablesChecked: z.number(),
    outside: z.array(z.string()),
    /** Console errors and uncaught exceptions (a hydration mismatch shows up here). */
    errors: z.array(z.string()),
    durationMs: z.number(),
  })
  .meta({ id: 'AxePage' });
export type AxePage = z.infer<typeof axePageSchema>;

const failedAuditSchema = z.object({
  id: z.string(),
  category: categorySchema,
  title: z.string(),
  /** Lighthouse's explanation, Markdown links reduced to text. */
  description: z.string(),
  docs: z.string().nullable(),
  score: z.number(),
  displayValue: z.string().nullable(),
  /** Up to five elements or URLs the audit names. */
  items: z.array(z.string()),
});
export type FailedAudit = z.infer<typeof failedAuditSchema>;

const metricsSchema = z
  .object({
    lcpMs: z.number(),
    tbtMs: z.number(),
    cls: z.number(),
    fcpMs: z.number(),
    siMs: z.number(),
  })
  .meta({ id: 'Metrics' });
export type Metrics = z.infer<typeof metricsSchema>;

/**
 * What Lighthouse measured on the clock, kept when a run missed a limit there and was audited again
 * on the page's own CPU time: the page's `scores.performance` and `metrics` are then the re-timed
 * figures the gate judged (the machine's share taken out), and these say what the busy machine read.
 */
const clockFiguresSchema = z.object({
  performance: z.number().nullable(),
  metrics: metricsSchema.nullable(),
  /** Main-thread milliseconds of each re-timed run: on the clock, and on the CPU. */
  mainThread: z.array(z.object({ wallMs: z.number(), cpuMs: z.number() })),
});
export type ClockFigures = z.infer<typeof clockFiguresSchema>;

const variantFiguresSchema = z.object({
  /** Performance score, 0 to 1; null when Lighthouse could not score the run. */
  performance: z.number().nullable(),
  lcpMs: z.number(),
  tbtMs: z.number(),
  cls: z.number(),
});
export type VariantFigures = z.infer<typeof variantFiguresSchema>;

/** The page and its script-free copy, each figure the median of its own runs, and what the scripts add. */
const appCostSchema = z.object({
  runs: z.number(),
  page: variantFiguresSchema,
  scriptFree: variantFiguresSchema,
  /** Page minus script-free copy, in ms. */
  tbtMs: z.number(),
  /** Script-free copy's score minus the page's, in points (positive: the page scores lower). */
  scorePoints: z.number(),
  /** Page LCP over the script-free copy's. */
  lcpRatio: z.number(),
});
export type AppCost = z.infer<typeof appCostSchema>;

/**
 * The second measurement of a page whose first one missed a timing limit (audit/README.md, "A timing
 * finding is measured twice"): the page and its script-free copy again, taking turns, and a control
 * pair (the copy against itself) timed beside them. A timing rule fails only when this measurement
 * misses the same limit and the excess is larger than the control's spread (reproduce.ts).
 */
const controlPairSchema = z.object({ a: variantFiguresSchema, b: variantFiguresSchema });
const confirmationSchema = z
  .object({
    /** The limits the first measurement missed (`tbt`, `app-cost/tbt`, …): why the page was measured again. */
    missed: z.array(z.string()),
    /** Each run of the page on the clock, as Lighthouse reported it. */
    page: z.array(variantFiguresSchema),
    /** Each run of the page as the gate judges it: on its own CPU time where the run was re-timed, else on the clock. */
    judged: z.array(variantFiguresSchema),
    /** Each run of the script-free copy (empty without `lighthouse.appCost`). */
    scriptFree: z.array(variantFiguresSchema),

    /** The control pairs: the script-free copy (the page itself without one) timed twice, one run right after the other. */
    control: z.array(controlPairSchema),
    /** The control pairs as the gate judges vitals: on their own CPU time where a run missed a limit on the clock. */
    controlJudged: z.array(controlPairSchema).optional(),
    /** Every run on its own CPU time, where the app cost is judged so (`appCostOnCpu`). */
    onCpu: z
      .object({
        page: z.array(variantFiguresSchema),
        scriptFree: z.array(variantFiguresSchema),
        control: z.array(controlPairSchema),
      })
      .optional(),
    /** The machine's one-minute load average as the measurement began and as it ended. */
    load: z.array(z.number()),
    /** Lighthouse's rating of the machine (benchmarkIndex), the lowest its runs read; null when none reported one. */
    benchmarkIndex: z.number().nullable(),
  })
  .meta({ id: 'Confirmation' });
export type Confirmation = z.infer<typeof confirmationSchema>;

export const lighthousePageSchema = z
  .object({
    path: z.string(),
    template: z.string(),
    formFactor: formFactorSchema,
    /** measured; not-applicable (answers 404); error (Lighthouse could not load it). */
    state: z.enum(['measured', 'not-applicable', 'error']),
    note: z.string().nullable(),
    representative: z.boolean(),
    scores: z.partialRecord(categorySchema, z.number().nullable()),
    /** Performance score of every run (median kept). */
    performanceRuns: z.array(z.number()),
    /** TBT of every performance run, in ms (the lowest kept in `metrics`). */
    tbtRuns: z.array(z.number()).optional(),
    /** TBT of every run of the script-free copy, in ms, on the clock, in the order taken (with `appCost`). */
    scriptFreeTbtRuns: z.array(z.number()).optional(),
    metrics: metricsSchema.nullable(),
    /** Present when a run was re-timed on CPU time: the clock's figures, while `scores`/`metrics` hold the judged ones. */
    clock: clockFiguresSchema.optional(),
    /** File of the full Lighthouse report, relative to the output folder. */
    report: z.string().nullable(),
    failedAudits: z.array(failedAuditSchema),
    outside: z.array(z.string()),
    durationMs: z.number(),
    /** The page as Lighthouse last saw it (mobile, one page per template): a small JPEG data: URI, so the report stays one file. */
    screenshot: z.string().optional(),
    /** What the scripts add over the same page without them, timed in the same run (`lighthouse.appCost`). */
    appCost: appCostSchema.optional(),
    /**
     * The same on each run's own CPU time (cpu-time.mjs), when the app cost is gated: a busy machine stretches the
     * variant with more work more, so a cost that appears on the clock alone is the machine's, not the app's.
     */
    appCostOnCpu: appCostSchema.optional(),
    /** The second measurement, taken only when the first missed a timing limit. */
    confirmation: confirmationSchema.optional(),
  })
  .meta({ id: 'LighthousePage' });
export type LighthousePage = z.infer<typeof lighthousePageSchema>;

const interactionResultSchema = z.object({
  name: z.string(),
  template: z.string(),
  path: z.string(),
  /** INP of each run, ms; null: Lighthouse saw no interaction in that run. */
  runs: z.array(z.number().nullable()),
  /** Median of the runs that measured. */
  inpMs: z.number().nullable(),
  /** The lowest run: what the gate judges. */
  bestMs: z.number().nullable(),
  error: z.string().optional(),
});
export type InteractionResult = z.infer<typeof interactionResultSchema>;

const interactionSummarySchema = z.object({
  cpuSlowdown: z.number(),
  maxInpMs: z.number(),
  results: z.array(interactionResultSchema),
  durationMs: z.number(),
});
export type InteractionSummary = z.infer<typeof interactionSummarySchema>;

/** `known` false: the run compared with recorded no fingerprints, so no page is known to have changed. */
const changedTimingSchema = z.object({
  changed: z.array(z.string()),
  timed: z.array(z.string()),
  limit: z.number(),
  known: z.boolean(),
  /**
   * How much each changed page changed (`new`, or the difference in bytes): the pages timed are the
   * ones that changed most. Absent when the baseline recorded no sizes: taken in turn from each template.
   */
  sizes: z.record(z.string(), z.union([z.number(), z.literal('new')])).optional(),
});

const samplingSchema = z.object({
  perTemplate: z.number(),
  reason: z.string(),
  templates: z.record(z.string(), z.object({ pages: z.number(), measured: z.array(z.string()) })),
  /** true: axe checked only the sampled pages too (foreign builds). */
  axe: z.boolean().optional(),
});
export type Sampling = z.infer<typeof samplingSchema>;

/** What the browser checks measured, before and apart from the findings made of it: report.json's `browser`. */
export const browserMeasuredSchema = z
  .object({
    profile: z.string(),
    axe: z.array(axePageSchema),
    lighthouse: z.array(lighthousePageSchema),
    /** Representative page of each template (performance runs). */
    representatives: z.record(z.string(), z.string()),
    /** When `everyPageSample` limits the every-page Lighthouse runs: which pages of each template were measured, and why. */
    sampling: samplingSchema.optional(),
    /** Wall time of each part; axe and Lighthouse's every-page runs overlap, so axe + lighthouse can exceed the whole. */
    durationMs: z.object({ axe: z.number(), lighthouse: z.number(), performance: z.number().optional() }),
    /** Pages timed besides the representatives because they changed since the run compared with. */
    changed: changedTimingSchema.optional(),
    /** Lab INP of each scripted interaction; absent when none is configured or Lighthouse is off. */
    interactions: interactionSummarySchema.optional(),
  })
  .meta({ id: 'BrowserMeasured' });
export type BrowserMeasured = z.infer<typeof browserMeasuredSchema>;
