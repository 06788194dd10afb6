/**
 * `npm run audit -- compare A B` (`seo-audit compare A B`): what changed from run A to run B, from
 * the recorded history or saved report.json files, without auditing again
 * (Lighthouse CI's "compare builds"). Prints the change list and the crawl comparison (titles,
 * descriptions, canonicals and indexability changed, pages added and removed, new redirects) and
 * writes them to compare.md and compare.json in the output folder; `--csv` also writes compare.csv,
 * the history from A to B as a spreadsheet (report/history-csv.ts).
 */
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { AuditConfig } from './config';
import { commitLabel } from './git';
import { compare } from './compare-runs';
import { loadBaseline, readHistory } from './history';
import type { RunSummary } from './report-data';
import { changeLine, crawlMarkdown } from './report/changes-md';
import { crawlCounts } from './crawl-compare';
import { historyCsv } from './report/history-csv';
import { ruleTitles } from './rule-titles';

/** A run number (1 = oldest, -1 = latest), a commit hash prefix (that commit's latest run) or a report.json path. */
export function resolveRun(ref: string, history: RunSummary[], historyFile: string): RunSummary {
  if (/^-?\d+$/.test(ref) && !existsSync(ref)) {
    const n = Number(ref);
    const run = n < 0 ? history.at(n) : history[n - 1];
    if (!run || n === 0)
      throw new Error(
        `compare: no run ${ref} in ${historyFile} (it holds ${history.length}; 1 is the oldest, -1 the latest).`,
      );
    return run;
  }
  if (existsSync(ref)) return loadBaseline(ref);
  const byCommit = history.filter(
    (h) => h.commit?.hash && ref.length >= 4 && h.commit.hash.startsWith(ref.toLowerCase()),
  );
  if (byCommit.length) return byCommit.at(-1)!;
  throw new Error(`compare: "${ref}" is no run number, no commit recorded in ${historyFile} and no report.json file.`);
}

/** The runs from `a` to `b` for the CSV: every history line between them, both included; a report.json outside the history stands alone. */
function runsBetween(a: RunSummary, b: RunSummary, history: RunSummary[]): RunSummary[] {
  const [i, j] = [history.indexOf(a), history.indexOf(b)];
  if (i < 0 || j < 0) return a === b ? [a] : [a, b];
  return history.slice(Math.min(i, j), Math.max(i, j) + 1);
}

export function compareRuns(
  refs: string[],
  options: { config: AuditConfig; historyFile: string; out: string; siteUrl: string; csv?: boolean },
): number {
  if (refs.length !== 2)
    throw new Error('compare needs two runs: seo-audit compare A B (run numbers, commit hashes or report.json files).');
  const history = readHistory(options.historyFile);
  const [a, b] = refs.map((r) => resolveRun(r, history, options.historyFile));
  const result = compare(b, a, options.config, refs[0], ruleTitles());
  const label = (r: RunSummary) =>
    `${r.profile} run of ${r.generatedAt.slice(0, 16).replace('T', ' ')} UTC, ${commitLabel(r.commit)}, ${r.passed ? 'passed' : 'failed'} with ${r.totals.errors} errors`;
  const lines = [`# From ${label(a)}`, `# to ${label(b)}`, ''];
  if (!result.items.length && !crawlCounts(result.crawl)) lines.push('Nothing changed.', '');
  for (const item of result.items) lines.push(changeLine(item, options.siteUrl));
  if (result.items.length) lines.push('');
  lines.push(...crawlMarkdown(result.crawl, options.siteUrl));
  const text = `${lines.join('\n').trimEnd()}\n`;
  console.log(text);
  mkdirSync(options.out, { recursive: true });
  const written = [join(options.out, 'compare.md'), join(options.out, 'compare.json')];
  writeFileSync(written[0], text);
  writeFileSync(written[1], `${JSON.stringify(result, null, 2)}\n`);
  if (options.csv) {
    written.push(join(options.out, 'compare.csv'));
    writeFileSync(written[2], historyCsv(runsBetween(a, b, history)));
  }
  console.log(`Written: ${written.join(', ')}`);
  return 0;
}
