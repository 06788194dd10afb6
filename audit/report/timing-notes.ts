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
  const head = `${c.changed.length} page${c.changed.length === 1 ? '' : 's'} changed since the run compared with`;
  if (c.sizes) return `${head}; ${rankedWords(report, c.timed, c.sizes, c.limit)}.`;
  const left = c.changed.length - c.timed.length;
  return `${head}; Performance was also timed on ${c.timed.length ? c.timed.join(', ') : 'none of them'}${left > 0 ? ` (${left} not timed: representatives, pages not answering 200, or past lighthouse.changedPages, ${c.limit})` : ''}.`;
}

type Sizes = Record<string, number | 'new'>;

/** "+2.9 MB", "−12 kB", "+40 B", "new": how much a timed page changed. */
function sizeWords(size: number | 'new' | undefined): string {
  if (size === undefined || size === 'new') return 'new';
  const sign = size < 0 ? '−' : '+';
  const n = Math.abs(size);
  const amount = n >= 1e6 ? `${(n / 1e6).toFixed(1)} MB` : n >= 1e3 ? `${Math.round(n / 1e3)} kB` : `${n} B`;
  return `${sign}${amount}`;
}

/**
 * The pages timed when the baseline recorded sizes: the ones that changed most, with how much, and
 * how many more were left out by `lighthouse.changedPages` alone, so a capped run says it was capped.
 */
function rankedWords(report: AuditReport, timed: string[], sizes: Sizes, limit: number): string {
  const reps = new Set(Object.values(report.browser?.representatives ?? {}));
  const status = new Map(report.pages.map((p) => [p.path, p.status]));
  const eligible = Object.keys(sizes).filter((p) => !reps.has(p) && (status.get(p) ?? 200) === 200);
  const past = eligible.length - timed.length;
  const other = Object.keys(sizes).length - eligible.length;
  const list = timed.map((p) => `${p} (${sizeWords(sizes[p])})`).join(', ');
  const which = past > 0 ? `the ${timed.length} that changed most (new pages first, then by bytes): ` : '';
  const notes = [
    past > 0 ? `${past} past lighthouse.changedPages, ${limit}, not timed` : null,
    other > 0 ? `${other} not timed as changed: representatives or pages not answering 200` : null,
  ].filter(Boolean);
  return `Performance was also timed on ${timed.length ? which + list : 'none of them'}${notes.length ? ` (${notes.join('; ')})` : ''}`;
}
