/**
 * One finding, the unit every rule (SEO, axe, Lighthouse, lab INP) reports in. Its own leaf, below
 * report-data.ts, so the browser results' shapes (browser/results.ts) can name it while
 * report-data.ts names them back without an import cycle.
 */
import type { Severity } from './types';

export interface Finding {
  ruleId: string;
  family: string;
  severity: Severity;
  page: string;
  template: string;
  message: string;
  /**
   * How far past its limit the measured value is, as a ratio (1.5: half again over the limit), where
   * the rule measures a value against a limit (Lighthouse scores and vitals, budgets, lengths).
   * Ranks "Fix these first".
   */
  over?: number;
  /**
   * The figure missed its limit on the clock but not on the page's own CPU time: the machine was busy,
   * not the page (audit/browser/cpu-time.ts). Reported as information, never fails the run, ranks last.
   */
  withinNoise?: boolean;
}
