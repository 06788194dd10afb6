/**
 * What the report says about how the pages were timed, in the same words in index.html and
 * summary.md: which figures were judged on the page's own CPU time because the machine was busy
 * (the clock's figures stay visible beside them), and which pages were timed because they changed.
 */
import type { AuditReport } from '../report-data';
import type { LighthousePage } from '../browser/lighthouse';

const ms = (v: number) => `${Math.round(v)} ms`;

/** "on the clock: Performance 78, TBT 1034 ms, LCP 1.77 s" for a re-timed page, else null. */
export function clockWords(page: LighthousePage | undefined): string | null {
  const clock = page?.clock;
  if (!clock) return null;
  const parts = [
    typeof clock.performance === 'number' ? `Performance ${Math.round(clock.performance * 100)}` : null,
    clock.metrics ? `TBT ${ms(clock.metrics.tbtMs)}, LCP ${(clock.metrics.lcpMs / 1000).toFixed(2)} s` : null,
  ].filter(Boolean);
  return `on the clock: ${parts.join(', ')}`;
}

/** Pages whose figures were judged on CPU time, and why, in one paragraph; null when none was. */
export function noiseWords(report: AuditReport): string | null {
  const retimed = (report.browser?.lighthouse ?? []).filter((l) => l.clock);
  if (!retimed.length) return null;
  const within = new Set(report.findings.filter((f) => f.withinNoise).map((f) => f.page));
  const paths = [...new Set(retimed.map((l) => l.path))];
  // When every one of them was within noise, say so once rather than after each path.
  const all = paths.every((p) => within.has(p));
  const list = paths.map((p) => `${p}${within.has(p) && !all ? ' (within noise)' : ''}`).join(', ');
  const verdict = all
    ? ` ${paths.length === 1 ? 'It was' : 'Every one was'} within noise: the machine was busy, not the page.`
    : '';
  return `${paths.length} page${paths.length === 1 ? '' : 's'} missed a performance limit on the clock and ${paths.length === 1 ? 'was' : 'were'} judged again on the page's own CPU time (the time the machine took away removed): ${list}.${verdict} Scores and vitals shown are the judged ones; each page's Lighthouse report shows the clock's.`;
}

/** The changed pages timed besides the representatives; null when the run did not look. */
export function changedWords(report: AuditReport): string | null {
  const c = report.browser?.changed;
  if (!c) return null;
  if (c.known === false)
    return 'The run compared with recorded no page fingerprints, so Performance was timed on one page per template only.';
  if (!c.changed.length)
    return 'No page changed since the run compared with, so Performance was timed on one page per template.';
  const left = c.changed.length - c.timed.length;
  return `${c.changed.length} page${c.changed.length === 1 ? '' : 's'} changed since the run compared with; Performance was also timed on ${c.timed.length ? c.timed.join(', ') : 'none of them'}${left > 0 ? ` (${left} not timed: representatives, pages not answering 200, or past lighthouse.changedPages, ${c.limit})` : ''}.`;
}
