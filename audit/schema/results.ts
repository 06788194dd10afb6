/**
 * A shard's results file (`--shard k/n` writes `partial.json` in `--out`; `--merge` reads it back),
 * defined once as a zod schema: the SEO rules' report of the shard's own pages, its raw browser
 * results (before they become findings) and what the shards must agree on to be merged (the pages
 * and their fingerprints, the configuration, the profile). Shipped as results.schema.json. A leaf.
 */
import { z } from 'zod';
import { browserMeasuredSchema, commitInfoSchema } from './measured';
import { auditReportSchema } from './report';

export const PARTIAL_KIND = 'seo-audit-partial';
export const PARTIAL_VERSION = 1;

export const partialResultSchema = z
  .object({
    kind: z.literal(PARTIAL_KIND),
    version: z.literal(PARTIAL_VERSION),
    shard: z.object({
      index: z.number().int().positive(),
      count: z.number().int().positive(),
      pages: z.array(z.string()),
      expectedSeconds: z.number(),
      totalExpectedSeconds: z.number(),
    }),
    /** The browser profile, null when only the SEO rules ran. */
    profile: z.string().nullable(),
    foreign: z.boolean(),
    /** The configuration the shard ran with, hashed: shards of different configurations do not merge. */
    configHash: z.string(),
    commit: commitInfoSchema.optional(),
    /** The SEO rules' report of this shard's pages (every page listed and fingerprinted). */
    report: auditReportSchema,
    /** Raw browser results of this shard's pages; their findings are made when the shards are merged. */
    browser: browserMeasuredSchema.optional(),
  })
  .describe('A shard’s results (partial.json) of @bay-appliance/seo-audit --shard, read by --merge');
export type PartialResult = z.infer<typeof partialResultSchema>;
