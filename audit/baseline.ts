/**
 * Which history line a run is compared with: the last run of the same profile, else the last of any.
 * A fast run measures fewer pages than a full one, so comparing a full run with the fast run of an
 * hour before (or the reverse) lists changes of coverage as changes of the site; the comparison's
 * `source` says which run was chosen and why.
 */
import type { RunSummary } from './report-data';

export interface Baseline {
  run: RunSummary;
  /** In words, for `comparison.against.source`: "the last full run in audit/history.jsonl". */
  source: string;
}

export function baselineOf(runs: RunSummary[], profile: string | null | undefined, file: string): Baseline | undefined {
  const same = profile ? runs.filter((r) => r.profile === profile).at(-1) : undefined;
  if (same) return { run: same, source: `the last ${profile} run in ${file}` };
  const last = runs.at(-1);
  if (!last) return undefined;
  return {
    run: last,
    source: profile
      ? `the last run in ${file}, a ${last.profile} run (no ${profile} run recorded)`
      : `the last run in ${file}`,
  };
}
