/**
 * The shapes of what the browser half measures and judges (axe, Lighthouse, lab INP), as report.json
 * carries them under `browser`. Types only: the measuring modules (index.ts, interactions.ts), the
 * judging ones (findings.ts, interaction-findings.ts) and report-data.ts all read them from here, so
 * none of them has to import another to name a result, and audit/ stays free of import cycles.
 */
import type { Finding } from '../finding';
import type { Severity } from '../types';
import type { AxePage } from './axe';
import type { LighthousePage } from './lighthouse';

/** A browser check's finding has the shape of every other finding in report.json. */
export type BrowserFinding = Finding;
export interface BrowserRule {
  id: string;
  family: string;
  severity: Severity;
  scope: 'page';
  title: string;
  fix: string;
  docs: string | null;
  durationMs: number;
}
export interface BrowserThreshold {
  name: string;
  limit: number;
  actual: number;
  ok: boolean;
}

export interface BrowserFindingsResult {
  findings: BrowserFinding[];
  rules: BrowserRule[];
  thresholds: BrowserThreshold[];
  checks: { ruleId: string; page: string }[];
}

export interface InteractionResult {
  name: string;
  template: string;
  path: string;
  /** INP of each run, ms; null: Lighthouse saw no interaction in that run. */
  runs: (number | null)[];
  /** Median of the runs that measured. */
  inpMs: number | null;
  /** The lowest run: what the gate judges. */
  bestMs: number | null;
  error?: string;
}

export interface InteractionSummary {
  cpuSlowdown: number;
  maxInpMs: number;
  results: InteractionResult[];
  durationMs: number;
}

export interface BrowserResults extends BrowserFindingsResult {
  profile: string;
  axe: AxePage[];
  lighthouse: LighthousePage[];
  /** Representative page of each template (performance runs). */
  representatives: Record<string, string>;
  /** When `everyPageSample` limits the every-page Lighthouse runs: which pages of each template were measured, and why. */
  sampling?: Sampling;
  /** Wall time of each part; axe and Lighthouse's every-page runs overlap, so axe + lighthouse can exceed the whole. */
  durationMs: { axe: number; lighthouse: number; performance?: number };
  /** Pages timed besides the representatives because they changed since the run compared with. */
  changed?: ChangedTiming;
  /** Lab INP of each scripted interaction (interactions.ts); absent when none is configured or Lighthouse is off. */
  interactions?: InteractionSummary;
}

/** The browser tools' raw results, before they become findings and thresholds (judge.ts): what `collect` writes. */
export type BrowserMeasurements = Omit<BrowserResults, keyof BrowserFindingsResult>;

/** `known` false: the run compared with recorded no fingerprints, so no page is known to have changed. */
export interface ChangedTiming {
  changed: string[];
  timed: string[];
  limit: number;
  known: boolean;
}

export interface Sampling {
  perTemplate: number;
  reason: string;
  templates: Record<string, { pages: number; measured: string[] }>;
  /** true: axe checked only the sampled pages too (foreign builds). */
  axe?: boolean;
}
