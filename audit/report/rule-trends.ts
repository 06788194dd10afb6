/**
 * "Pages flagged per rule" under the "Over time" charts: for every rule that
 * ever flagged anything, how many pages (or files) it flagged in each recorded
 * run, from the `ruleId page` keys of the history's `findings` (errors and
 * warnings). The error chart says how many findings a run had; this says
 * which rules they came from, so a rule creeping from 2 pages to 9 shows
 * before it is the whole chart. A table, not a chart: a few dozen rules would
 * be an unreadable tangle of lines, and the exact counts are what one acts on.
 */
import { splitFindingKey, type RunSummary } from '../report-data';
import { ruleTitles } from '../rule-titles';
import { esc } from './escape';

export interface RuleTrend {
  ruleId: string;
  /** Pages flagged per run, oldest first; null where the run did not check the rule (a fast run without axe). */
  counts: (number | null)[];
}

/** Whether a run looked for findings of the rule: browser checks do not run in every profile. */
function checked(run: RunSummary, ruleId: string): boolean {
  if (ruleId.startsWith('lighthouse/')) return run.checked.lighthouse.length > 0;
  if (/^(axe|a11y|browser|offline)\//.test(ruleId)) return run.checked.axe;
  return true;
}

/**
 * Every rule that flagged something in any run, top first: most pages in the latest run, then
 * most over all runs (a rule fixed last week still ranks by what it was), then by id.
 */
export function ruleTrends(history: RunSummary[]): RuleTrend[] {
  const perRun = history.map((run) => {
    const pages = new Map<string, Set<string>>();
    for (const key of run.findings) {
      const { ruleId, page } = splitFindingKey(key);
      if (!pages.has(ruleId)) pages.set(ruleId, new Set());
      pages.get(ruleId)!.add(page);
    }
    return pages;
  });
  const ids = [...new Set(perRun.flatMap((m) => [...m.keys()]))];
  const trends = ids.map((ruleId) => ({
    ruleId,
    counts: history.map((run, i) => (checked(run, ruleId) ? (perRun[i].get(ruleId)?.size ?? 0) : null)),
  }));
  const sum = (t: RuleTrend) => t.counts.reduce<number>((s, n) => s + (n ?? 0), 0);
  return trends.sort(
    (a, b) => (b.counts.at(-1) ?? 0) - (a.counts.at(-1) ?? 0) || sum(b) - sum(a) || a.ruleId.localeCompare(b.ruleId),
  );
}

/** The table for the report: one row per rule, the latest runs as columns (newest first, as the runs table); up = red, down = green. */
export function ruleTrendsHtml(history: RunSummary[], columns = 12): string {
  const trends = ruleTrends(history);
  if (!trends.length)
    return '<p class="muted" data-testid="rule-trends">No rule has flagged a page in any recorded run.</p>';
  const titles = ruleTitles();
  const shown = history
    .map((_, i) => i)
    .slice(-columns)
    .reverse();
  const cell = (t: RuleTrend, i: number) => {
    const n = t.counts[i];
    if (n === null) return '<td class="num na" title="not checked in this run">–</td>';
    const before = i > 0 ? t.counts[i - 1] : null;
    const trend = before === null ? '' : n > before ? ' bad' : n < before ? ' good' : '';
    return `<td class="num${trend}">${n}</td>`;
  };
  const head = shown
    .map(
      (i) => `<th class="num" title="${esc(history[i].generatedAt.slice(0, 16).replace('T', ' '))}">run ${i + 1}</th>`,
    )
    .join('');
  const rows = trends
    .map(
      (t) =>
        `<tr><td><code title="${esc(titles[t.ruleId] ?? '')}">${esc(t.ruleId)}</code></td>${shown.map((i) => cell(t, i)).join('')}</tr>`,
    )
    .join('\n');
  return `<details class="runs" open><summary>Pages flagged per rule (${trends.length} rule${trends.length === 1 ? '' : 's'} that flagged anything in ${history.length} run${history.length === 1 ? '' : 's'}; most in the latest run first; red: more pages than the run before, green: fewer)</summary><table class="compact" data-testid="rule-trends"><thead><tr><th>rule</th>${head}</tr></thead><tbody>
${rows}
</tbody></table></details>`;
}
