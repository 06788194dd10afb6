/**
 * The results folder `seo-audit collect` writes (`results.json`): everything measured, nothing
 * judged. The crawl (pages, fingerprints), the SEO rules' raw issues before the configuration's
 * severities and thresholds, the browser tools' raw results (axe, Lighthouse, lab INP), the run's
 * measurement plan and a hash of the configuration's measuring part. `seo-audit assert` reads one
 * such file, or each shard's, validates it against this schema and judges them as one run
 * (judge.ts). Defined once here: the types collect.ts, judge.ts and shard.ts use are inferred from
 * it, and it ships as results.schema.json. A leaf.
 */
import { z } from 'zod';
import { browserMeasuredSchema, checkSchema, commitInfoSchema, formFactorSchema, severitySchema } from './measured';
import { pageInfoSchema, ruleInfoSchema, runDurationSchema, servedRedirectSchema, toolErrorSchema } from './report';

export const RESULTS_KIND = 'seo-audit-results';
export const RESULTS_SCHEMA_VERSION = 1;

/** What one rule found on one page, before the configuration says how much it matters. */
export const rawIssueSchema = z
  .object({
    ruleId: z.string(),
    page: z.string(),
    message: z.string(),
    /** The rule's own severity for this issue, when it differs from the rule's default (a lighter case). */
    severity: severitySchema.optional(),
    over: z.number().optional(),
    /** The page whose check reported it, when a page rule speaks of another page (its template's severity applies too). */
    checkedOn: z.string().optional(),
  })
  .meta({ id: 'RawIssue' });
export type RawIssue = z.infer<typeof rawIssueSchema>;

/** A rule as it ran: report.json's rule with its own default severity (the configuration's overrides apply when judging). */
export const ruleRunSchema = ruleInfoSchema.extend({ severity: severitySchema }).meta({ id: 'RuleRun' });
export type RuleRun = z.infer<typeof ruleRunSchema>;

const lighthousePassSchema = z.object({ formFactor: z.string(), timed: z.boolean(), runs: z.number() });

/**
 * The run's measurement plan (measurement-plan.ts `planRecord`): lists and records instead of sets
 * and maps. The profile's settings and each interaction's scripted steps are the configuration's
 * own, validated with it (config.schema.json), so they pass here as they are.
 */
export const planRecordSchema = z
  .object({
    profile: z.string(),
    foreign: z.boolean(),
    settings: z.looseObject({ runs: z.partialRecord(formFactorSchema, z.number()) }),
    representatives: z.record(z.string(), z.string()),
    sampleSize: z.number().nullable(),
    sampled: z.array(z.string()),
    changedTimed: z.array(z.string()),
    axeEnabled: z.boolean(),
    axe: z.array(z.string()),
    axeSampleSize: z.number().nullable(),
    lighthouse: z.record(z.string(), z.array(lighthousePassSchema)),
    interactions: z.array(
      z.object({ flow: z.looseObject({}), path: z.string(), runs: z.number(), expectedRuns: z.number() }),
    ),
  })
  .meta({ id: 'PlanRecord' });

export const collectedResultsSchema = z
  .object({
    kind: z.literal(RESULTS_KIND),
    schemaVersion: z.literal(RESULTS_SCHEMA_VERSION),
    generatedAt: z.string(),
    dist: z.string(),
    /** `--url`: the deployed site audited over the network (dist then holds the same address). */
    url: z.string().optional(),
    siteUrl: z.string(),
    foreign: z.boolean(),
    commit: commitInfoSchema.optional(),
    /** The measuring part of the configuration: the profile (null when only the SEO rules ran) and a hash of the rest. */
    measuring: z.object({
      profile: z.string().nullable(),
      configHash: z.string(),
      /** `collect --control`: every timed page was its script-free copy, timed against itself (A/A). */
      control: z.literal(true).optional(),
    }),
    /** `collect --shard k/n`: this shard's pages and expected cost; null for the whole site. */
    shard: z
      .object({
        index: z.number().int().positive(),
        count: z.number().int().positive(),
        pages: z.array(z.string()),
        expectedSeconds: z.number(),
        totalExpectedSeconds: z.number(),
      })
      .nullable(),
    /** The run's measurement plan; null when only the SEO rules ran. */
    plan: planRecordSchema.nullable(),
    durationMs: runDurationSchema,
    /** Every crawled page (a shard lists them all too) and the fingerprints of those answering 200. */
    pages: z.array(pageInfoSchema),
    fingerprints: z.record(z.string(), z.string()),
    /** The bytes each fingerprint covers (fingerprint.ts); absent in results written before it was recorded. */
    pageBytes: z.record(z.string(), z.number()).optional(),
    /** Every address the crawl was answered with a redirect (3xx); absent in results written before it was recorded. */
    redirects: z.array(servedRedirectSchema).optional(),
    rules: z.array(ruleRunSchema),
    /** Every rule id and family of the rule set (also those `--only` left out): what a configuration may name. */
    ruleNames: z.array(z.string()),
    /** Issues, checks and tool errors of this folder's pages (a shard's own; shard 1 also keeps the site's). */
    issues: z.array(rawIssueSchema),
    checks: z.array(checkSchema),
    toolErrors: z.array(toolErrorSchema),
    /** The browser tools' raw results on this folder's pages; absent when only the SEO rules ran. */
    browser: browserMeasuredSchema.optional(),
  })
  .describe('results.json of @bay-appliance/seo-audit collect, read by assert (audit/README.md)');
export type CollectedResults = z.infer<typeof collectedResultsSchema>;
