/**
 * A page's own history on its row of the "By page" table: one square per
 * recorded run (the latest PICKABLE), red when the page had an error or
 * warning in that run, green when it was audited and had none, grey when
 * it was not audited then (or the run predates recording page lists); opening it lists date, commit, findings and the Lighthouse
 * scores and vitals measured on that page in each run. An average over the
 * site hides the one page that fell; this shows it where the page is.
 */
import { CATEGORIES } from '../config';
import { commitLabel } from '../git';
import { splitFindingKey, type RunSummary } from '../report-data';
import { PICKABLE } from './run-picker';
import { esc, when } from './escape';

const pts = (v: number | undefined) => (v === undefined ? '–' : String(Math.round(v * 100)));

export interface PageRun { at: string; commit: string; present: boolean; findings: string[]; scores?: Partial<Record<string, number>>; metrics?: { lcpMs: number; tbtMs: number; cls: number } }

/** Every page's runs, oldest first. */
export function pageRuns(history: RunSummary[], paths: string[]): Map<string, PageRun[]> {
  const runs = history.slice(-PICKABLE);
  const byRun = runs.map((r) => {
    const findings = new Map<string, string[]>();
    for (const key of r.findings) {
      const { ruleId, page } = splitFindingKey(key);
      findings.set(page, [...(findings.get(page) ?? []), ruleId]);
    }
    return findings;
  });
  return new Map(paths.map((path) => [path, runs.map((r, i) => {
    const page = r.pages[path];
    return {
      at: r.generatedAt, commit: commitLabel(r.commit), present: Boolean(page) || byRun[i].has(path) || Boolean(r.audited?.includes(path)),
      findings: byRun[i].get(path) ?? [], scores: page?.scores.mobile as PageRun['scores'], metrics: page?.metrics,
    };
  })]));
}

export function pageHistoryCell(path: string, runs: PageRun[]): string {
  if (!runs.length) return '<td class="hist muted">–</td>';
  const squares = runs.map((r) => `<span class="hs ${r.findings.length ? 'bad' : r.present ? 'good' : 'na'}" title="${esc(`${when(r.at)} ${r.commit}: ${r.present ? `${r.findings.length} findings` : 'not audited'}`)}"></span>`).join('');
  const rows = [...runs].reverse().map((r) => `<tr><td>${esc(when(r.at))}</td><td><code>${esc(r.commit)}</code></td><td class="num">${r.present ? r.findings.length : '–'}</td>${CATEGORIES.map((c) => `<td class="num">${pts(r.scores?.[c])}</td>`).join('')}<td class="num">${r.metrics ? `${(r.metrics.lcpMs / 1000).toFixed(2)} s` : '–'}</td><td class="num">${r.metrics ? `${r.metrics.tbtMs} ms` : '–'}</td><td>${esc(r.findings.join(', '))}</td></tr>`).join('');
  const lastBad = runs.at(-1)!.findings.length;
  return `<td class="hist" data-sort="${lastBad}"><details><summary aria-label="${esc(`History of ${path}`)}">${squares}</summary><table class="compact page-history"><thead><tr><th>run (UTC)</th><th>commit</th><th class="num">findings</th><th class="num">Perf</th><th class="num">A11y</th><th class="num">BP</th><th class="num">SEO</th><th class="num">LCP</th><th class="num">TBT</th><th>rules</th></tr></thead><tbody>${rows}</tbody></table></details></td>`;
}
