/**
 * `npm run audit -- compare A B` (`seo-audit compare A B`): what changed from run A to run B, from
 * the recorded history or saved report.json files, without auditing again
 * (Lighthouse CI's "compare builds"). Prints the change list and writes it to
 * compare.md and compare.json in the output folder.
 */
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { AuditConfig } from './config';
import { commitLabel } from './git';
import { compare } from './compare-runs';
import { loadBaseline, readHistory } from './history';
import type { RunSummary } from './report-data';
import { changeLine } from './report/changes-md';
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

export function compareRuns(
  refs: string[],
  options: { config: AuditConfig; historyFile: string; out: string; siteUrl: string },
): number {
  if (refs.length !== 2)
    throw new Error('compare needs two runs: seo-audit compare A B (run numbers, commit hashes or report.json files).');
  const history = readHistory(options.historyFile);
  const [a, b] = refs.map((r) => resolveRun(r, history, options.historyFile));
  const result = compare(b, a, options.config, refs[0], ruleTitles());
  const label = (r: RunSummary) =>
    `${r.profile} run of ${r.generatedAt.slice(0, 16).replace('T', ' ')} UTC, ${commitLabel(r.commit)}, ${r.passed ? 'passed' : 'failed'} with ${r.totals.errors} errors`;
  const lines = [`# From ${label(a)}`, `# to ${label(b)}`, ''];
  if (!result.items.length) lines.push('Nothing changed.');
  for (const item of result.items) lines.push(changeLine(item, options.siteUrl));
  const text = `${lines.join('\n')}\n`;
  console.log(text);
  mkdirSync(options.out, { recursive: true });
  writeFileSync(join(options.out, 'compare.md'), text);
  writeFileSync(join(options.out, 'compare.json'), `${JSON.stringify(result, null, 2)}\n`);
  console.log(`Written: ${join(options.out, 'compare.md')}, ${join(options.out, 'compare.json')}`);
  return 0;
}
