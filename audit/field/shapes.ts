/**
 * The shapes of field against lab as report.json carries them (`field`). Types only: compare.ts
 * works the figures out and reads recorded runs through report-data.ts, so the shapes live apart
 * from it and report-data.ts names them without importing compare.ts back.
 */
import type { FieldMetric } from './read';

export type Rating = 'good' | 'needs-improvement' | 'poor';

export interface FieldFigure {
  p75: number;
  /** Page views the figure stands for. */
  count: number;
  rating: Rating;
  /** The lab's figure for the template, when the audit measures it. */
  lab: number | null;
  /** The element most often named by the slowest quarter of the events. */
  target?: string;
}

export interface FieldTemplate {
  template: string;
  /** The page the lab figures come from. */
  labPage: string | null;
  metrics: Partial<Record<FieldMetric, FieldFigure>>;
}

export interface FieldComparison {
  source: string;
  events: number;
  skipped: number;
  /** Events on pages this build does not have (removed or renamed pages): left out. */
  unknownPages: number;
  /** Where the lab figures come from: "this run" or a recorded run's date and commit. */
  labFrom: string | null;
  templates: FieldTemplate[];
}
