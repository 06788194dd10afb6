/**
 * Field data, defined once as zod schemas: the rows of an analytics export given to `--field` as JSON
 * (validated when read, field/read.ts) and real visitors' vitals against the lab as report.json
 * carries them (`field`, worked out by field/compare.ts). A leaf, like measured.ts.
 */
import { z } from 'zod';

export const FIELD_METRICS = ['LCP', 'INP', 'CLS', 'FCP', 'TTFB'] as const;
const fieldMetricSchema = z.enum(FIELD_METRICS);
export type FieldMetric = z.infer<typeof fieldMetricSchema>;

/** A JSON export's rows: objects whose columns are found by name (field/read.ts), so any fields pass. */
export const fieldRowsSchema = z.array(z.record(z.string(), z.unknown()));

const ratingSchema = z.enum(['good', 'needs-improvement', 'poor']);
export type Rating = z.infer<typeof ratingSchema>;

const fieldFigureSchema = z.object({
  p75: z.number(),
  /** Page views the figure stands for. */
  count: z.number(),
  rating: ratingSchema,
  /** The lab's figure for the template, when the audit measures it. */
  lab: z.number().nullable(),
  /** The element most often named by the slowest quarter of the events. */
  target: z.string().optional(),
});
export type FieldFigure = z.infer<typeof fieldFigureSchema>;

const fieldTemplateSchema = z.object({
  template: z.string(),
  /** The page the lab figures come from. */
  labPage: z.string().nullable(),
  metrics: z.partialRecord(fieldMetricSchema, fieldFigureSchema),
});
export type FieldTemplate = z.infer<typeof fieldTemplateSchema>;

export const fieldComparisonSchema = z
  .object({
    source: z.string(),
    events: z.number(),
    skipped: z.number(),
    /** Events on pages this build does not have (removed or renamed pages): left out. */
    unknownPages: z.number(),
    /** Where the lab figures come from: "this run" or a recorded run's date and commit. */
    labFrom: z.string().nullable(),
    templates: z.array(fieldTemplateSchema),
  })
  .describe('--field: real visitors’ Core Web Vitals per template against the lab’s');
export type FieldComparison = z.infer<typeof fieldComparisonSchema>;
