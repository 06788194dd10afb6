/**
 * report.json, one line of the history file (a run summary) and the comparison of two runs, defined
 * once as zod schemas: the types the audit writes with are inferred from them, the JSON Schemas
 * shipped in the package are generated from them (write-json-schemas.ts), and a `--baseline` report
 * or a history line read back is validated against them (read-json.ts). Fields are only ever added
 * within a `schemaVersion`; a rename or removal bumps it. Objects let unknown fields pass, so a
 * report or line written by a newer audit of the same version still reads. A leaf: it imports only
 * the other schema leaves.
 */
import { z } from 'zod';
import { fieldComparisonSchema } from './field';
import {
  browserMeasuredSchema,
  categorySchema,
  checkSchema,
  commitInfoSchema,
  findingSchema,
  severitySchema,
  thresholdSchema,
} from './measured';

export const SCHEMA_VERSION = 1;

export const toolErrorSchema = z.object({ ruleId: z.string(), page: z.string().nullable(), message: z.string() });
export type ToolError = z.infer<typeof toolErrorSchema>;

export const ruleInfoSchema = z.object({
  /** `family/rule`, stable. */
  id: z.string(),
  family: z.string(),
  /** After the configuration's overrides. */
  severity: z.enum([...severitySchema.options, 'off']),
  scope: z.enum(['page', 'site']),
  /** What the rule checks, in plain words. */
  title: z.string(),
  fix: z.string(),
  docs: z.string().nullable(),
  durationMs: z.number(),
  /** Why the rule did not run on this build (a foreign build and a rule that needs this site's manifest). */
  notApplicable: z.string().optional(),
});
export type RuleInfo = z.infer<typeof ruleInfoSchema>;

/** How long a run's crawl and rules took, and the whole run, in ms. */
export const runDurationSchema = z.object({ crawl: z.number(), rules: z.number(), total: z.number() });

export const pageInfoSchema = z.object({
  path: z.string(),
  status: z.number(),
  template: z.string(),
  indexable: z.boolean(),
  /** Clicks from `/`, null when unreachable. */
  depth: z.number().nullable(),
  inbound: z.number(),
  sources: z.array(z.string()),
  // What the page says and how it is linked, for pages.csv (absent in reports written before they were added).
  title: z.string().nullable().optional(),
  description: z.string().nullable().optional(),
  h1s: z.array(z.string()).optional(),
  canonical: z.string().nullable().optional(),
  /** Words of main content, as content/word-count counts them. */
  words: z.number().optional(),
  /** Other pages linking here from their text (no menu, breadcrumb or footer link). */
  contentInbound: z.number().optional(),
  /** The robots directives as served: the meta robots and googlebot contents, then X-Robots-Tag, joined by ", "; null: none. */
  robots: z.string().nullable().optional(),
  /** Whether those directives say noindex (or none): the page as served asks to stay out of search, whatever the manifest intends. */
  noindex: z.boolean().optional(),
});

/** An address the crawl was answered with a redirect: its status and the Location (a path on the site, else the URL as sent). */
export const servedRedirectSchema = z.object({ from: z.string(), status: z.number(), to: z.string() });

/** One shard of a merged run: how many pages it audited, its expected share of the cost, and how long it took. */
const shardTimingSchema = z.object({
  index: z.number(),
  count: z.number(),
  pages: z.number(),
  expectedSeconds: z.number(),
  durationMs: z.number(),
});

const scoreChangeSchema = z.object({
  page: z.string(),
  template: z.string(),
  formFactor: z.string(),
  category: categorySchema,
  before: z.number(),
  after: z.number(),
  points: z.number(),
});
export type ScoreChange = z.infer<typeof scoreChangeSchema>;

/**
 * `still`: a finding in both runs whose measured value got clearly worse (TBT 71 → 121 ms). `new-rule`: a
 * finding of a rule the older run did not have. `newly-checked`: a finding on a page where the older run
 * did not measure its rule (a page Lighthouse did not time then): "not checked → failed", not "passed →
 * failed". `severity`: a finding in both runs at another severity (error → warning), which is neither
 * new nor fixed. `not-measured`: a finding of the older run whose rule the newer run did not measure on
 * that page, so it cannot say whether it is fixed (measured-rules.ts); listed last.
 */
const changeKindSchema = z.enum([
  'regression',
  'new',
  'new-rule',
  'newly-checked',
  'still',
  'severity',
  'worse',
  'fixed',
  'better',
  'not-measured',
]);
export type ChangeKind = z.infer<typeof changeKindSchema>;

const changeItemSchema = z.object({
  kind: changeKindSchema,
  ruleId: z.string(),
  /** The rule's title (what it checks), or the category name for a score. */
  title: z.string(),
  page: z.string(),
  /**
   * Short measured values (`12 ms`, `98`), else `passed`/`failed`, a severity (`error`, `warning`, `info`), `not checked` (a new
   * rule) or `no finding` (an older run that did not list its rules: the rule passed there or did not exist yet).
   */
  before: z.string(),
  after: z.string(),
  /** What, where and how much in one phrase: `TBT 12 → 79 ms`. */
  what: z.string(),
  /** The finding's own message (new findings: this run's; fixed: the baseline's). */
  detail: z.string().nullable(),
  /** Sort key: larger is worse. */
  weight: z.number(),
});
export type ChangeItem = z.infer<typeof changeItemSchema>;

/**
 * What a crawl saw of one page, as a history line keeps it (`RunSummary.crawl`): its template, the status, title, meta description,
 * canonical and robots directives as served, whether that makes it indexable (200 and no noindex), the first H1 and the
 * words of main content (as content/word-count counts them).
 */
const crawlPageSchema = z.object({
  template: z.string(),
  status: z.number(),
  title: z.string().nullable(),
  description: z.string().nullable(),
  canonical: z.string().nullable(),
  robots: z.string().nullable(),
  indexable: z.boolean(),
  h1: z.string().nullable(),
  words: z.number(),
});
export type CrawlPage = z.infer<typeof crawlPageSchema>;

/** The fields of a page whose change the crawl comparison lists (crawl-compare.ts). */
export const CRAWL_FIELDS = ['title', 'description', 'canonical', 'indexable'] as const;

/**
 * Two runs' crawls compared (crawl-compare.ts), as Screaming Frog's crawl comparison: the pages whose title,
 * description, canonical or indexability changed, old → new, the pages added and removed, and the new redirects.
 */
const crawlComparisonSchema = z.object({
  /**
   * Whether both runs recorded their crawl. A history line from before crawls were recorded has none: then every list
   * below is empty and the reports say "not recorded" rather than listing every page as changed or added.
   */
  recorded: z.boolean(),
  /** When not recorded: the date (`generatedAt`) of each run without a crawl record. */
  notRecorded: z.array(z.string()).optional(),
  /** Pages in both runs whose field changed; `before`/`after` as the page served it (null: none), indexable as "indexable" or "not indexable: …". */
  changed: z.array(
    z.object({
      page: z.string(),
      field: z.enum(CRAWL_FIELDS),
      before: z.string().nullable(),
      after: z.string().nullable(),
    }),
  ),
  /** Pages only the newer run found. */
  added: z.array(z.string()),
  /** Pages only the older run found, and that do not redirect now (those are under `redirects`). */
  removed: z.array(z.string()),
  /** Addresses that redirect in the newer run and did not, or redirected elsewhere (`before`: the older run's, null: none). */
  redirects: z.array(servedRedirectSchema.extend({ before: servedRedirectSchema.omit({ from: true }).nullable() })),
});
export type CrawlComparison = z.infer<typeof crawlComparisonSchema>;

const comparisonSchema = z
  .object({
    against: z.object({
      generatedAt: z.string(),
      profile: z.string(),
      source: z.string(),
      commit: commitInfoSchema.optional(),
    }),
    /** The runs compared, newer one: this run, or the later of two chosen with --compare. */
    current: z.object({ generatedAt: z.string(), profile: z.string(), commit: commitInfoSchema.optional() }).optional(),
    /** Every change in words, biggest regression first; empty when nothing changed. */
    items: z.array(changeItemSchema),
    /** Every score that moved, largest drop first. */
    changes: z.array(scoreChangeSchema),
    /** Drops larger than the configured points. */
    regressions: z.array(scoreChangeSchema),
    categories: z.array(
      z.object({
        formFactor: z.string(),
        category: categorySchema,
        before: z.number(),
        after: z.number(),
        points: z.number(),
      }),
    ),
    newFindings: z.array(z.string()),
    fixedFindings: z.array(z.string()),
    /** Findings on a page where the older run did not measure their rule: "not checked → failed", not new. */
    newlyChecked: z.array(z.string()).optional(),
    /** Findings of the older run whose rule the newer run did not measure on that page: neither fixed nor still there. */
    notMeasured: z.array(z.string()).optional(),
    /** The crawls compared: pages whose title, description, canonical or indexability changed, added, removed, new redirects. */
    crawl: crawlComparisonSchema.optional(),
  })
  .describe('Changes since the previous run of the history file or the --baseline report');
export type Comparison = z.infer<typeof comparisonSchema>;

export const auditReportSchema = z
  .object({
    schemaVersion: z.literal(SCHEMA_VERSION),
    /** ISO 8601. */
    generatedAt: z.string(),
    /** The folder audited, as given (with `url`: the same address). */
    dist: z.string(),
    /** `--url`: the deployed site audited over the network. */
    url: z.string().optional(),
    siteUrl: z.string(),
    /** null: built-in defaults. */
    configPath: z.string().nullable(),
    durationMs: runDurationSchema,
    summary: z.object({
      pages: z.number(),
      rules: z.number(),
      checks: z.number(),
      errors: z.number(),
      warnings: z.number(),
      infos: z.number(),
      toolErrors: z.number(),
      passed: z.boolean(),
    }),
    thresholds: z.array(thresholdSchema),
    rules: z.array(ruleInfoSchema),
    pages: z.array(pageInfoSchema),
    findings: z.array(findingSchema),
    toolErrors: z.array(toolErrorSchema),
    /** Every rule × page pair that was checked (for JUnit: one test case each). */
    checks: z.array(checkSchema),
    /** Browser checks (axe, Lighthouse); absent when only the SEO rules ran. */
    browser: browserMeasuredSchema.optional(),
    /** Changes since the previous run or the --baseline report. */
    comparison: comparisonSchema.optional(),
    /** Real visitors' Core Web Vitals imported with --field, against the lab's (field/compare.ts). */
    field: fieldComparisonSchema.optional(),
    /** The code audited: short hash, branch, uncommitted changes (set by the CLI). */
    commit: commitInfoSchema.optional(),
    /** Every page answering 200: a hash of its HTML and own files (fingerprint.ts), so the next run knows what changed. */
    fingerprints: z.record(z.string(), z.string()).optional(),
    /** The bytes each fingerprint covers (the page's HTML and own files), so the next run times the pages that changed most first. */
    pageBytes: z.record(z.string(), z.number()).optional(),
    /** A run judged from shards (`assert` over several results): each shard's pages and time; absent for a run on one machine. */
    shards: z.array(shardTimingSchema).optional(),
    /** Every address the crawl was answered with a redirect (3xx), in path order; absent in reports written before it was recorded. */
    redirects: z.array(servedRedirectSchema).optional(),
  })
  .describe('report.json of @bay-appliance/seo-audit (audit/README.md)');
export type AuditReport = z.infer<typeof auditReportSchema>;

const scoresSchema = z.partialRecord(z.string(), z.partialRecord(categorySchema, z.number()));

const pageScoresSchema = z.object({
  template: z.string(),
  scores: scoresSchema,
  metrics: z.object({ lcpMs: z.number(), tbtMs: z.number(), cls: z.number() }).optional(),
  /** Lab INP of the page's slowest scripted interaction, ms (median of its runs; browser/interactions.ts). */
  inpMs: z.number().optional(),
});
export type PageScores = z.infer<typeof pageScoresSchema>;

/** One line of the history file. */
export const runSummarySchema = z
  .object({
    generatedAt: z.string(),
    profile: z.string(),
    passed: z.boolean(),
    totals: z.object({ pages: z.number(), errors: z.number(), warnings: z.number() }),
    /** Mean score per form factor and category over the pages measured. */
    categories: scoresSchema,
    pages: z.record(z.string(), pageScoresSchema),
    /** `ruleId page` of every error and warning (findingKey / splitFindingKey). */
    findings: z.array(z.string()),
    /** Which checks ran, so a fast run is not said to have "fixed" what it did not look at. */
    checked: z.object({
      axe: z.boolean(),
      lighthouse: z.array(z.string()),
      /** The pages axe checked (every page in the full profile, a sample in the fast one); absent in older lines, which know only `axe`. */
      axePages: z.array(z.string()).optional(),
    }),
    /** The code audited (absent in lines written before runs were tied to a commit). */
    commit: commitInfoSchema.optional(),
    /** Every page audited (absent in older lines), so a page's history tells "no findings" from "not there". */
    audited: z.array(z.string()).optional(),
    /** Message of each finding key, so a later run can say what a fixed finding was. */
    messages: z.record(z.string(), z.string()).optional(),
    /** Each page's fingerprint (fingerprint.ts): the next run times the pages that changed since this one. */
    fingerprints: z.record(z.string(), z.string()).optional(),
    /** The bytes each fingerprint covers (absent in older lines, whose changed pages are then taken in turn from each template). */
    pageBytes: z.record(z.string(), z.number()).optional(),
    /**
     * The severity of every finding key, information included (the highest when a key has several), so a
     * finding that went from error to warning or information is told from one that is gone. Absent in
     * older lines: there, a key missing from `findings` may still have been reported as information.
     */
    severities: z.record(z.string(), severitySchema).optional(),
    /**
     * The rules that ran (neither off nor not applicable), so a finding of a rule the other run did not
     * have reads "new rule", not "passed → failed". Lighthouse audits and axe rules are listed only when
     * they found something: `lighthouse/run` and `axe/run` stand for the rest. Absent in older lines.
     */
    rules: z.array(z.string()).optional(),
    /** The title of each rule with a finding, so any two runs name a Lighthouse audit or axe rule as the report did. */
    titles: z.record(z.string(), z.string()).optional(),
    /** Errors and warnings per page, counted as the page table counts them (each finding, not each rule). */
    pageCounts: z.record(z.string(), z.object({ errors: z.number(), warnings: z.number() })).optional(),
    /**
     * What the crawl saw: every page's status, title, description, canonical, robots, first H1 and words, and every
     * redirect as served, so `compare` lists what changed between two runs. Absent in older lines: "not recorded".
     */
    crawl: z
      .object({
        pages: z.record(z.string(), crawlPageSchema),
        redirects: z.record(z.string(), servedRedirectSchema.omit({ from: true })),
      })
      .optional(),
  })
  .describe('One line of the history file (audit/history.jsonl) of @bay-appliance/seo-audit');
export type RunSummary = z.infer<typeof runSummarySchema>;
