/**
 * Field against lab, per template: the 75th percentile of each metric over the imported events
 * (Google's Core Web Vitals percentile, each row weighted by its event count) beside what the audit
 * measured in the lab on the template's page: LCP, CLS and FCP from Lighthouse (mobile), INP the
 * slowest scripted interaction. The lab figures are this run's, or, when it measured none
 * (--skip-browser), those of the latest recorded run that did.
 */
import type { AuditReport, RunSummary } from '../report-data';
import type { FieldRead } from './read';
import { FIELD_METRICS, type FieldMetric } from '../schema/field';
import type { FieldComparison, FieldTemplate, Rating } from '../schema/field';

/** Google's thresholds: good up to the first, poor from the second. */
export const RATING_LIMITS: Record<FieldMetric, [number, number]> = {
  LCP: [2500, 4000],
  INP: [200, 500],
  CLS: [0.1, 0.25],
  FCP: [1800, 3000],
  TTFB: [800, 1800],
};

export const rating = (metric: FieldMetric, value: number): Rating =>
  value <= RATING_LIMITS[metric][0] ? 'good' : value <= RATING_LIMITS[metric][1] ? 'needs-improvement' : 'poor';

/** The smallest value at or above which a quarter of the weight lies: the 75th percentile, nearest rank. */
export function p75(values: { value: number; count: number }[]): number {
  const sorted = [...values].sort((a, b) => a.value - b.value);
  const total = sorted.reduce((n, v) => n + v.count, 0);
  let seen = 0;
  for (const v of sorted) {
    seen += v.count;
    if (seen >= 0.75 * total) return v.value;
  }
  return sorted.at(-1)?.value ?? 0;
}

type Lab = Record<string, { page: string; figures: Partial<Record<FieldMetric, number>> }>;

function labOfRun(report: AuditReport): Lab | null {
  const lab: Lab = {};
  for (const p of report.browser?.lighthouse ?? [])
    if (p.representative && p.formFactor === 'mobile' && p.metrics)
      lab[p.template] = {
        page: p.path,
        figures: { LCP: Math.round(p.metrics.lcpMs), CLS: p.metrics.cls, FCP: Math.round(p.metrics.fcpMs) },
      };
  for (const r of report.browser?.interactions?.results ?? []) {
    if (r.inpMs === null) continue;
    const entry = (lab[r.template] ??= { page: r.path, figures: {} });
    entry.figures.INP = Math.max(entry.figures.INP ?? 0, r.inpMs);
  }
  return Object.keys(lab).length ? lab : null;
}

function labOfHistory(run: RunSummary): Lab {
  const lab: Lab = {};
  for (const [path, p] of Object.entries(run.pages)) {
    if (!p.metrics && p.inpMs === undefined) continue;
    const entry = (lab[p.template] ??= { page: path, figures: {} });
    if (p.metrics) Object.assign(entry.figures, { LCP: p.metrics.lcpMs, CLS: p.metrics.cls });
    if (p.inpMs !== undefined) entry.figures.INP = p.inpMs;
  }
  return lab;
}

function mostCommon(targets: string[]): string | undefined {
  const counts = new Map<string, number>();
  for (const t of targets) counts.set(t, (counts.get(t) ?? 0) + 1);
  return [...counts.entries()].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))[0]?.[0];
}

export function fieldComparison(
  read: FieldRead,
  report: AuditReport,
  history: RunSummary[],
  source: string,
): FieldComparison {
  const templateOf = new Map(report.pages.map((p) => [p.path, p.template]));
  const thisRun = labOfRun(report);
  const recorded = thisRun ? null : [...history].reverse().find((h) => Object.values(h.pages).some((p) => p.metrics));
  const lab = thisRun ?? (recorded ? labOfHistory(recorded) : {});
  const labFrom = thisRun
    ? 'this run'
    : recorded
      ? `the run of ${recorded.generatedAt.slice(0, 16).replace('T', ' ')} UTC${recorded.commit ? ` (${recorded.commit.hash})` : ''}`
      : null;
  const groups = new Map<string, Map<FieldMetric, typeof read.events>>();
  let unknownPages = 0;
  for (const e of read.events) {
    const template = templateOf.get(e.path);
    if (!template) {
      unknownPages++;
      continue;
    }
    const byMetric = groups.get(template) ?? new Map<FieldMetric, typeof read.events>();
    groups.set(template, byMetric);
    byMetric.set(e.metric, [...(byMetric.get(e.metric) ?? []), e]);
  }
  const templates = [...groups.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([template, byMetric]): FieldTemplate => {
      const metrics: FieldTemplate['metrics'] = {};
      for (const metric of FIELD_METRICS) {
        const events = byMetric.get(metric);
        if (!events?.length) continue;
        const value = p75(events);
        const target = mostCommon(events.filter((e) => e.value >= value && e.target).map((e) => e.target!));
        metrics[metric] = {
          p75: metric === 'CLS' ? Math.round(value * 1000) / 1000 : Math.round(value),
          count: events.reduce((n, e) => n + e.count, 0),
          rating: rating(metric, value),
          lab: lab[template]?.figures[metric] ?? null,
          ...(target ? { target } : {}),
        };
      }
      return { template, labPage: lab[template]?.page ?? null, metrics };
    });
  return { source, events: read.events.length, skipped: read.skipped, unknownPages, labFrom, templates };
}
