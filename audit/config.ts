/**
 * The committed audit configuration: severities, thresholds and per-template
 * overrides. Validated with zod at load so a typo fails with the field named;
 * audit/config.schema.json is generated from the same schema for editors.
 */
import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { z } from 'zod';
import { interactionsSchema } from './interactions-config';
import { invalidFile, parseOptions } from '@bay-appliance/common/issue-text';
import { InvalidFileError, parseJson } from './schema/read-json';
import { formFactorSchema as formFactor } from './schema/measured';

const severity = z.enum(['error', 'warning', 'info', 'off']);
const range = z.object({ min: z.number().int().nonnegative(), max: z.number().int().positive() }).strict();

const score = z.number().min(0).max(1);

/**
 * Default media budget (budgets/page-weight), KB: about the heaviest page of the site today (the home
 * page, 60 KB of card art on 25 November) with room for a photo or two more, while a single unresized
 * photo (often 0.5–3 MB) fails on any page. Templates with more cards set their own in audit.config.json.
 */
const MEDIA_KB = 100;

/**
 * Near-duplicate titles and descriptions, on 2-word shingles (a title has 6 to 10 words, a description 20 to 30, too
 * few for the body's 5). Calibrated on this site's 83 indexable pages (29 November): the most alike titles, two brand
 * pages' "{Brand} Appliance Repair in the Bay Area", are 71% alike, so titles are refused over 80% (the same title with
 * a word added or dropped at an end; one with only a name changed reads like those brand titles and passes). The most
 * alike descriptions are 21% alike, while any page's description copied with one word changed is 75% or more alike,
 * and any city's with its name swapped for another city's 48% or more (the worst: Richmond's, which names the city
 * three times, swapped for South San Francisco), so descriptions are refused over 40%.
 */
const TITLE_NEAR_DUPLICATE = { similarity: 0.8, shingleSize: 2 };
const DESCRIPTION_NEAR_DUPLICATE = { similarity: 0.4, shingleSize: 2 };
const nearDuplicate = (defaults: { similarity: number; shingleSize: number }) =>
  z
    .object({
      similarity: z.number().min(0).max(1).describe('Refused when more alike than this (0–1)'),
      shingleSize: z.number().int().min(1).max(10).describe('Words per shingle'),
    })
    .strict()
    .default(defaults);

/**
 * Changed pages a run times besides the representatives. Each costs about 30 s on a 2-core machine
 * (three mobile runs of the page and three of its script-free copy), so 6 adds about 3 minutes to
 * the full profile's 5; a first run against an older history once counted 119 pages changed and
 * took 34 minutes at 40.
 */
const DEFAULT_CHANGED_PAGES = 6;

/** Lighthouse limits: category scores 0–1 (Lighthouse's own scale) and Core Web Vitals. */
/** The Lighthouse limits with no config: the schema's default and the lighthouse block's default share them. */
const DEFAULT_LIGHTHOUSE_THRESHOLDS = {
  performance: 0.95,
  accessibility: 1,
  'best-practices': 1,
  seo: 1,
  lcpMs: 2000,
  tbtMs: 50,
  cls: 0.05,
};

const lighthouseThresholds = z
  .object({
    performance: score.describe(
      'Minimum Performance score (median of the runs) on the representative page of each template',
    ),
    accessibility: score.describe('Minimum Accessibility score on every page'),
    'best-practices': score.describe('Minimum Best Practices score on every page'),
    seo: score.describe('Minimum SEO score on every page'),
    lcpMs: z
      .number()
      .positive()
      .describe(
        'Largest Contentful Paint limit in ms (metrics form factor, simulated throttling; the median of the runs)',
      ),
    tbtMs: z
      .number()
      .nonnegative()
      .describe('Total Blocking Time limit in ms (the lowest of the runs: a busy machine only adds to it)'),
    cls: z.number().nonnegative().describe('Cumulative Layout Shift limit'),
  })
  .strict();

const templateOverride = z
  .object({
    match: z
      .array(z.string().startsWith('/'))
      .min(1)
      .optional()
      .describe(
        'Without the URL manifest (--no-manifest): URL paths of this template, as globs (`*` within one folder, `**` across folders), e.g. ["/blog/**"]. A page takes the first template that matches, else its URL pattern (its first folder, e.g. /modules/*).',
      ),
    minWords: z.number().int().nonnegative().optional().describe('Minimum words of main content on this template'),
    duplicateSimilarity: z.number().min(0).max(1).optional().describe('Near-duplicate limit for this template (0–1)'),
    maxJsKb: z.number().positive().optional().describe('JavaScript budget for pages of this template, KB gzipped'),
    maxCssKb: z.number().positive().optional().describe('CSS budget for pages of this template, KB gzipped'),
    maxDocumentKb: z
      .number()
      .positive()
      .optional()
      .describe('HTML budget for pages of this template, KB compressed (Brotli 5)'),
    maxMediaKb: z
      .number()
      .positive()
      .optional()
      .describe('Images, fonts, video and audio budget for pages of this template, KB as served'),
    rules: z.record(z.string(), severity).optional().describe('Severity overrides for pages of this template'),
    lighthouse: lighthouseThresholds.partial().optional().describe('Lighthouse limits for pages of this template'),
    representative: z
      .string()
      .startsWith('/')
      .optional()
      .describe('Page measured for the performance gate (default: the first page of the template in the URL manifest)'),
  })
  .strict();

const loadWaits = z
  .object({
    pauseAfterFcpMs: z.number().int().nonnegative().optional(),
    pauseAfterLoadMs: z.number().int().nonnegative().optional(),
    networkQuietThresholdMs: z.number().int().nonnegative().optional(),
    cpuQuietThresholdMs: z.number().int().nonnegative().optional(),
  })
  .strict();

/** Load waits of every Lighthouse run (the full config's, or a profile's patch of them). */
const runWaits = loadWaits.describe(
  "Lighthouse load-wait settings (ms) for every run; the defaults are Lighthouse's own",
);

/** How much Lighthouse measures; the profiles (--profile) patch these settings. */
const lighthouseRun = z
  .object({
    enabled: z.boolean().describe('Run Lighthouse at all'),
    formFactors: z
      .array(formFactor)
      .min(1)
      .describe('Form factors of the performance runs on the representative page of each template'),
    runs: z
      .partialRecord(formFactor, z.number().int().min(1).max(9))
      .describe(
        'Performance runs per representative page and form factor (default 1): the score, LCP and CLS are the medians of the runs, TBT the lowest; the report of the run with the median score is kept. Runs stop early once the rest could not change a verdict or the score (a majority passing with one score: two of three), see audit/browser/settled.ts',
      ),
    everyPage: z.boolean().describe('Also measure Accessibility, Best Practices and SEO on every other page'),
    everyPageFormFactors: z.array(formFactor).min(1).describe('Form factors of the every-page runs'),
    everyPageSample: z
      .number()
      .int()
      .min(1)
      .nullable()
      .optional()
      .describe(
        'At most this many pages per template get the every-page Lighthouse runs (the representative first, then evenly spread in path order); null or absent: every page. axe and the SEO rules still check every page; the report lists the pages measured.',
      ),
    concurrency: z
      .number()
      .int()
      .min(1)
      .max(6)
      .describe('Every-page runs in parallel, each in a worker thread (performance runs are always alone)'),
    settings: runWaits,
    changedPages: z
      .number()
      .int()
      .min(0)
      .describe(
        'Besides one page per template, measure Performance on up to this many pages whose HTML or own files changed since the run compared with (the history line or --baseline), those that changed most first (new pages, then the largest difference in bytes); each costs about 30 s of mobile runs. 0: representatives only',
      ),
  })
  .strict();

const fixture = z
  .object({
    status: z.number().int().min(100).max(599).default(200),
    json: z.unknown().optional().describe('JSON body'),
    body: z.string().optional().describe('Text body (when no json)'),
    headers: z.record(z.string(), z.string()).default({}),
  })
  .strict();

export const configSchema = z
  .object({
    $schema: z.string().optional(),
    siteUrl: z
      .string()
      .regex(/^https?:\/\/[^/]+$/, 'an origin such as https://www.example.com, without a path or trailing slash')
      .optional()
      .describe(
        "Without the URL manifest (--no-manifest): the public address of the site audited (default: the home page's canonical, robots.txt's Sitemap line or the sitemap's first URL)",
      ),
    thresholds: z
      .object({
        maxErrors: z
          .number()
          .int()
          .nonnegative()
          .default(0)
          .describe('Findings of severity error allowed before the audit fails'),
        maxWarnings: z
          .number()
          .int()
          .nonnegative()
          .nullable()
          .default(null)
          .describe('Warnings allowed; null: no limit'),
        perRule: z
          .record(z.string(), z.number().int().nonnegative())
          .default({})
          .describe('Maximum findings of one rule, whatever their severity'),
      })
      .strict()
      .default({ maxErrors: 0, maxWarnings: null, perRule: {} }),
    rules: z.record(z.string(), severity).default({}).describe('Severity per rule id or family; "off" disables'),
    fixes: z
      .record(z.string(), z.string().min(1))
      .default({})
      .describe(
        "How to fix a rule's findings in this site's own files, by rule id: replaces the rule's generic fix in the reports while the build's audit manifest is in use",
      ),
    options: z
      .object({
        titleLength: range.default({ min: 30, max: 60 }),
        descriptionLength: range.default({ min: 70, max: 160 }),
        maxClickDepth: z.number().int().positive().default(3),
        minWords: z.number().int().nonnegative().default(250),
        duplicateSimilarity: z.number().min(0).max(1).default(0.7),
        shingleSize: z.number().int().min(2).max(10).default(5),
        nearDuplicateTitles: nearDuplicate(TITLE_NEAR_DUPLICATE).describe(
          'Two indexable pages whose titles are more alike than `similarity` (Jaccard over `shingleSize`-word shingles) are near-duplicates (titles/title-near-duplicate). Titles are short and a brand or city name is often all that tells two apart by design, so the limit is high: it finds the same title with a word added, dropped or moved',
        ),
        nearDuplicateDescriptions: nearDuplicate(DESCRIPTION_NEAR_DUPLICATE).describe(
          'Two indexable pages whose meta descriptions are more alike than `similarity` are near-duplicates (descriptions/description-near-duplicate): a description copied with a word or a city name changed',
        ),
        concurrency: z.number().int().min(1).max(64).default(8),
        maxJsKb: z
          .number()
          .positive()
          .default(150)
          .describe(
            'JavaScript a page loads up front (entry, module preloads, boot-loader chunks), KB gzipped. 150: React 19 and React Router need about 115 KB, pages 135-141 KB (docs/performance.md)',
          ),
        maxCssKb: z.number().positive().default(20).describe('CSS a page loads (inline and linked), KB gzipped'),
        maxDocumentKb: z
          .number()
          .positive()
          .default(13.4)
          .describe(
            "A page's HTML, KB compressed (Brotli 5); with about 0.85 KB of headers it fits a new connection's first round trip (14.6 KB)",
          ),
        maxMediaKb: z
          .number()
          .positive()
          .default(MEDIA_KB)
          .describe(
            'Images, fonts, video and audio a page makes a phone (390 px, 2x) download, lazy ones included, KB as served (budgets/page-weight)',
          ),
      })
      .strict()
      .default({
        titleLength: { min: 30, max: 60 },
        descriptionLength: { min: 70, max: 160 },
        maxClickDepth: 3,
        minWords: 250,
        duplicateSimilarity: 0.7,
        shingleSize: 5,
        nearDuplicateTitles: TITLE_NEAR_DUPLICATE,
        nearDuplicateDescriptions: DESCRIPTION_NEAR_DUPLICATE,
        concurrency: 8,
        maxJsKb: 150,
        maxCssKb: 20,
        maxDocumentKb: 13.4,
        maxMediaKb: MEDIA_KB,
      }),
    templates: z
      .record(z.string(), templateOverride)
      .default({})
      .describe('Overrides per page template (from the URL manifest; without it, templates are defined by `match`)'),
    fixtures: z
      .record(z.string(), fixture)
      .default({})
      .describe(
        'Answers to the outside requests the site makes by design, by URL prefix; `${NAME}` is replaced by the site configuration value (e.g. ${GEO_ENDPOINT}). Every other outside request is blocked and fails the audit.',
      ),
    lighthouse: z
      .object({
        // Each setting has its default, so another site's config may set only what it changes (e.g. everyPageSample).
        ...lighthouseRun.shape,
        enabled: lighthouseRun.shape.enabled.default(true),
        formFactors: lighthouseRun.shape.formFactors.default(['mobile', 'desktop']),
        runs: lighthouseRun.shape.runs.default({ mobile: 3, desktop: 1 }),
        everyPage: lighthouseRun.shape.everyPage.default(true),
        everyPageFormFactors: lighthouseRun.shape.everyPageFormFactors.default(['mobile']),
        concurrency: lighthouseRun.shape.concurrency.default(3),
        metricsFormFactor: formFactor.default('mobile').describe('Form factor the LCP, TBT and CLS limits apply to'),
        cpuTime: z
          .boolean()
          .default(true)
          .describe(
            "When a performance run misses a limit on the clock, audit the same run again on the page's own CPU time (the machine's share taken out, audit/browser/cpu-time.mjs) and fail only if it misses there too; false: judge on the clock alone",
          ),
        changedPages: lighthouseRun.shape.changedPages.default(DEFAULT_CHANGED_PAGES),
        appCost: z
          .object({
            tbtMs: z.number().nonnegative().describe('Most Total Blocking Time the scripts may add, in ms'),
            scorePoints: z.number().nonnegative().describe('Most Performance points the scripts may cost'),
            lcpRatio: z.number().min(1).describe('Most the scripts may multiply LCP by'),
          })
          .strict()
          .nullable()
          .default(null)
          .describe(
            'What the scripts may add over the same page with every script removed, both timed in the same run one after the other (the metrics form factor; each figure the median of its runs, on the clock). null: not measured',
          ),
        thresholds: lighthouseThresholds.default({ ...DEFAULT_LIGHTHOUSE_THRESHOLDS }),
        cpuSlowdown: z
          .number()
          .min(1)
          .max(20)
          .default(4)
          .describe(
            "CPU slowdown of the mobile runs: 4 is Lighthouse's default (Chrome's Lighthouse panel and command line). `npm run bench` sets it in a copy of this configuration (4, or the multiplier Lighthouse's throttling guidance gives the machine)",
          ),
        settings: runWaits.default({}),
        everyPageSettings: loadWaits
          .default({})
          .describe(
            'Load waits for the every-page runs (Accessibility, Best Practices, SEO: nothing timed), on top of `settings`; shorter waits make the full run faster',
          ),
      })
      .strict()
      .default({
        enabled: true,
        formFactors: ['mobile', 'desktop'],
        runs: { mobile: 3, desktop: 1 },
        everyPage: true,
        everyPageFormFactors: ['mobile'],
        concurrency: 3,
        metricsFormFactor: 'mobile',
        cpuTime: true,
        changedPages: DEFAULT_CHANGED_PAGES,
        appCost: null,
        thresholds: { ...DEFAULT_LIGHTHOUSE_THRESHOLDS },
        cpuSlowdown: 4,
        settings: {},
        everyPageSettings: {},
      }),
    profiles: z
      .record(
        z.string(),
        z
          .object({
            lighthouse: lighthouseRun.partial().default({}),
            axe: z
              .object({
                pagesPerTemplate: z
                  .number()
                  .int()
                  .min(1)
                  .describe(
                    'axe, tap targets, focus and console errors on at most this many pages per template (the one timed for Performance first, then evenly spread), plus the changed pages timed; absent: every page',
                  ),
              })
              .strict()
              .optional(),
          })
          .strict(),
      )
      .default({ fast: { lighthouse: { formFactors: ['mobile'], runs: { mobile: 1 }, everyPage: false } } })
      .describe('Named patches of the Lighthouse settings, chosen with --profile (e.g. "fast" for CI)'),
    axe: z
      .object({
        enabled: z.boolean().default(true),
        tags: z
          .array(z.string())
          .default(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
          .describe('axe-core rule tags to run'),
        viewport: z
          .object({ width: z.number().int().positive(), height: z.number().int().positive() })
          .strict()
          .default({ width: 390, height: 844 }),
        tapTargets: z
          .object({
            selectors: z.array(z.string()).default(['a[href^="tel:"]', 'a.btn--book', 'a[href^="${BOOKING_URL}"]']),
            minPx: z.number().positive().default(24),
          })
          .strict()
          .default({ selectors: ['a[href^="tel:"]', 'a.btn--book', 'a[href^="${BOOKING_URL}"]'], minPx: 24 })
          .describe(
            'Call and book buttons must be at least minPx × minPx (WCAG 2.5.8); `${NAME}` from the site configuration',
          ),
        stickySelectors: z
          .array(z.string())
          .default(['.site-header', '.sticky-call-bar'])
          .describe('Sticky or fixed bars that must not hide the focused element (WCAG 2.4.11)'),
        maxTabs: z.number().int().positive().default(400).describe('Tab presses per page for the focus check'),
        concurrency: z.number().int().min(1).max(8).default(2),
      })
      .strict()
      .default({
        enabled: true,
        tags: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'],
        viewport: { width: 390, height: 844 },
        tapTargets: { selectors: ['a[href^="tel:"]', 'a.btn--book', 'a[href^="${BOOKING_URL}"]'], minPx: 24 },
        stickySelectors: ['.site-header', '.sticky-call-bar'],
        maxTabs: 400,
        concurrency: 2,
      }),
    regression: z
      .object({
        maxDropPoints: z
          .number()
          .nonnegative()
          .default(5)
          .describe(
            'A category score falling by more than this many points (of 100) since the baseline fails the audit',
          ),
        perCategory: z
          .partialRecord(z.enum(['performance', 'accessibility', 'best-practices', 'seo']), z.number().nonnegative())
          .default({}),
      })
      .strict()
      .default({ maxDropPoints: 5, perCategory: {} }),
    interactions: interactionsSchema.describe('Lab INP: scripted interactions per template (interactions-config.ts)'),
    history: z
      .object({
        file: z.string().default('audit/history.jsonl').describe('Run summaries, one JSON line per run (committed)'),
        appendProfiles: z
          .array(z.string())
          .default(['full'])
          .describe('Profiles whose runs are appended to the history'),
        keep: z.number().int().positive().default(200).describe('Runs kept in the history file'),
      })
      .strict()
      .default({ file: 'audit/history.jsonl', appendProfiles: ['full'], keep: 200 }),
    ci: z
      .object({
        shardAbovePages: z
          .number()
          .int()
          .positive()
          .default(400)
          .describe(
            'A site with more pages than this is audited in `shards` CI jobs side by side (collect --shard, then assert)',
          ),
        shards: z.number().int().min(2).max(32).default(4).describe('How many CI jobs audit a large site'),
      })
      .strict()
      .default({ shardAbovePages: 400, shards: 4 })
      .describe('The GitHub workflow (.github/workflows/audit.yml) reads these'),
  })
  .strict();

export type AuditConfig = z.infer<typeof configSchema>;

export const defaultConfig = (): AuditConfig => configSchema.parse({});

/** Validates a raw config object, naming every bad field. */
export function parseConfig(raw: unknown, source = 'config'): AuditConfig {
  const result = configSchema.safeParse(raw, parseOptions);
  if (result.success) return result.data;
  throw new InvalidFileError(invalidFile('audit configuration', source, result.error.issues, raw));
}

/** Loads audit.config.json (or .ts); the defaults when no file exists and none was asked for. */
export async function loadConfig(path?: string): Promise<{ config: AuditConfig; path: string | null }> {
  const candidates = path ? [path] : ['audit.config.json', 'audit.config.ts'];
  for (const candidate of candidates) {
    const file = resolve(candidate);
    if (!existsSync(file)) continue;
    const raw = file.endsWith('.json')
      ? parseJson(readFileSync(file, 'utf8'), 'audit configuration', candidate)
      : ((await import(pathToFileURL(file).href)) as { default: unknown }).default;
    return { config: parseConfig(raw, candidate), path: candidate };
  }
  if (path) throw new Error(`Audit configuration ${path} does not exist.`);
  return { config: defaultConfig(), path: null };
}

/** JSON Schema of the configuration file (written to audit/config.schema.json). */
export function configJsonSchema(): unknown {
  return z.toJSONSchema(configSchema, { io: 'input' });
}

export type LighthouseThresholds = z.infer<typeof lighthouseThresholds>;
export type LighthouseRunSettings = z.infer<typeof lighthouseRun>;
export type FormFactor = z.infer<typeof formFactor>;
export { CATEGORIES, EVERY_PAGE_CATEGORIES, type Category } from './schema/measured';

/** Lighthouse limits for a template: the defaults patched by the template's override. */
export function lighthouseLimits(config: AuditConfig, template: string): LighthouseThresholds {
  return { ...config.lighthouse.thresholds, ...config.templates[template]?.lighthouse };
}

/** The Lighthouse run settings of a profile ("full" is the config as written). */
export function profileSettings(config: AuditConfig, profile: string): LighthouseRunSettings {
  if (profile === 'full') return config.lighthouse;
  const patch = config.profiles[profile];
  if (!patch)
    throw new Error(
      `Unknown --profile ${profile}; the configuration defines: full, ${Object.keys(config.profiles).join(', ')}.`,
    );
  return {
    ...config.lighthouse,
    ...patch.lighthouse,
    settings: { ...config.lighthouse.settings, ...patch.lighthouse.settings },
  };
}

/** Pages per template the browser checks of axe cover under a profile; null: every page ("full", or a profile that sets none). */
export function profileAxeSample(config: AuditConfig, profile: string): number | null {
  return profile === 'full' ? null : (config.profiles[profile]?.axe?.pagesPerTemplate ?? null);
}

/** Replaces `${NAME}` with the value the audit manifest's `variables` give it (fixture URLs, tap-target selectors); an unknown name stays as written. */
export function expandSiteVars(text: string, vars: Record<string, unknown>): string {
  return text.replace(/\$\{([A-Z_]+)\}/g, (whole, name: string) =>
    vars[name] === undefined ? whole : String(vars[name]),
  );
}

/** Effective severity of a rule on a page of a template, or 'off'. */
export function severityFor(
  config: AuditConfig,
  rule: { id: string; family: string; severity: string },
  template?: string,
): z.infer<typeof severity> {
  const tpl = template ? config.templates[template]?.rules : undefined;
  return (tpl?.[rule.id] ??
    tpl?.[rule.family] ??
    config.rules[rule.id] ??
    config.rules[rule.family] ??
    rule.severity) as z.infer<typeof severity>;
}
