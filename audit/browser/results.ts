/**
 * The shapes of what the browser half measures and judges (axe, Lighthouse, lab INP). The measured
 * ones are defined once as zod schemas (schema/measured.ts, report.json's `browser`); the judged
 * ones (findings, rules, thresholds, checks) are added here. Types only: the measuring modules
 * (index.ts, interactions.ts), the judging ones (findings.ts, interaction-findings.ts) and the run
 * all read them from here, so none of them has to import another to name a result, and audit/
 * stays free of import cycles.
 */
import type { z } from 'zod';
import type { BrowserMeasured, Finding, browserRuleSchema, checkSchema, thresholdSchema } from '../schema/measured';

export type { InteractionResult, InteractionSummary, Sampling } from '../schema/measured';

/** A browser check's finding has the shape of every other finding in report.json. */
export type BrowserFinding = Finding;
export type BrowserRule = z.infer<typeof browserRuleSchema>;
export type BrowserThreshold = z.infer<typeof thresholdSchema>;

export interface BrowserFindingsResult {
  findings: BrowserFinding[];
  rules: BrowserRule[];
  thresholds: BrowserThreshold[];
  checks: z.infer<typeof checkSchema>[];
}

/** What the browser checks measured, and the findings, rules, thresholds and checks judged from it. */
export type BrowserResults = BrowserMeasured & BrowserFindingsResult;

/** The browser tools' raw results, before they become findings and thresholds (judge.ts): what `collect` writes. */
export type BrowserMeasurements = BrowserMeasured;
