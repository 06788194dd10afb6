/**
 * A page's own history on its row of the "By page" table: one square per
 * recorded run (the latest PICKABLE), red when the page had an error or
 * warning in that run, green when it was audited and had none and every rule that flagged it in the
 * run before was measured on it again (measured-rules.ts), hatched ("not measured") when such a rule
 * was not (Lighthouse did not time the page that run: its app-cost error is not known gone), grey when
 * it was not audited then (or the run predates recording page lists); opening it lists date, commit, errors and warnings
 * (counted as the page's row counts them), the rules they came from, and the Lighthouse scores and vitals measured on
 * that page in each run. An average over the
 * site hides the one page that fell; this shows it where the page is.
 */
import { CATEGORIES } from '../config';
import { commitLabel } from '../git';
import { splitFindingKey, type RunSummary } from '../report-data';
import { PICKABLE } from './run-picker';
import { esc, when } from './escape';
import { shortTitle } from '../changes';
import { ruleMeasured } from '../measured-rules';

const pts = (v: number | undefined) => (v === undefined ? '–' : String(Math.round(v * 100)));
const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

/**
 * `errors`/`warnings`: counted as the page table's row counts them (every finding, the trend check's
 * too); undefined for a run recorded before the counts were, which knows only `findings`: the rules
 * that had an error or warning on the page.
 */
export interface PageRun {
  at: string;
  commit: string;
  present: boolean;
  findings: string[];
  errors?: number;
  warnings?: number;
  scores?: Partial<Record<string, number>>;
  metrics?: { lcpMs: number; tbtMs: number; cls: number };
  /** Rules that flagged the page in the run before and that this run did not measure on it. */
  unmeasured: string[];
}

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
  const titles: Record<string, string> = Object.assign({}, ...runs.map((r) => r.titles ?? {}));
  // A rule that flagged the page before and has no finding now is only known gone where this run measured it.
  const unmeasured = (i: number, path: string) =>
    i === 0
      ? []
      : [...new Set(byRun[i - 1].get(path) ?? [])].filter(
          (rule) => !byRun[i].get(path)?.includes(rule) && ruleMeasured(runs[i], rule, path, titles) === false,
        );
  return new Map(
    paths.map((path) => [
      path,
      runs.map((r, i) => {
        const page = r.pages[path];
        const counts = r.pageCounts ? (r.pageCounts[path] ?? { errors: 0, warnings: 0 }) : undefined;
        return {
          at: r.generatedAt,
          commit: commitLabel(r.commit),
          present: Boolean(page) || byRun[i].has(path) || Boolean(r.audited?.includes(path)),
          findings: byRun[i].get(path) ?? [],
          ...counts,
          scores: page?.scores.mobile as PageRun['scores'],
          metrics: page?.metrics,
          unmeasured: unmeasured(i, path),
        };
      }),
    ]),
  );
}

/** Errors and warnings of a run, or, for a run that did not count them, how many rules had one. */
const failing = (r: PageRun) => (r.errors === undefined ? r.findings.length : r.errors + (r.warnings ?? 0));
const counted = (r: PageRun) =>
  r.errors === undefined
    ? plural(r.findings.length, 'rule') + ' with errors or warnings'
    : `${plural(r.errors, 'error')} and ${plural(r.warnings ?? 0, 'warning')}`;

/** `titles`: rule id → title, so the rules of each run are named as everywhere else in the report (the id on hover). */
export function pageHistoryCell(path: string, runs: PageRun[], titles: Record<string, string> = {}): string {
  if (!runs.length) return '<td class="hist muted">–</td>';
  const name = (id: string) => (titles[id] ? shortTitle(titles[id]) : id);
  const square = (r: PageRun) => (failing(r) ? 'bad' : !r.present ? 'na' : r.unmeasured.length ? 'unmeasured' : 'good');
  const said = (r: PageRun) =>
    !r.present
      ? 'not audited'
      : `${counted(r)}${r.unmeasured.length ? `; not measured this run: ${r.unmeasured.map(name).join(', ')}` : ''}`;
  const squares = runs
    .map((r) => `<span class="hs ${square(r)}" title="${esc(`${when(r.at)} ${r.commit}: ${said(r)}`)}"></span>`)
    .join('');
  const counts = (r: PageRun) =>
    !r.present
      ? '<td class="num">–</td><td class="num">–</td>'
      : r.errors === undefined
        ? `<td class="num" colspan="2" title="This run recorded which rules failed on the page, not how many errors and warnings.">${esc(plural(r.findings.length, 'rule'))}</td>`
        : `<td class="num">${r.errors}</td><td class="num">${r.warnings ?? 0}</td>`;
  const rule = (id: string) =>
    titles[id]
      ? `<span title="${esc(`${titles[id]} (${id})`)}">${esc(shortTitle(titles[id]))}</span>`
      : `<code>${esc(id)}</code>`;
  const rows = [...runs]
    .reverse()
    .map(
      (r) =>
        `<tr><td>${esc(when(r.at))}</td><td><code>${esc(r.commit)}</code></td>${counts(r)}${CATEGORIES.map((c) => `<td class="num">${pts(r.scores?.[c])}</td>`).join('')}<td class="num">${r.metrics ? `${(r.metrics.lcpMs / 1000).toFixed(2)} s` : '–'}</td><td class="num">${r.metrics ? `${r.metrics.tbtMs} ms` : '–'}</td><td>${r.findings.map(rule).join('; ')}</td></tr>`,
    )
    .join('');
  return `<td class="hist" data-sort="${failing(runs.at(-1)!)}"><details><summary aria-label="${esc(`History of ${path}`)}">${squares}</summary><table class="compact page-history"><thead><tr><th>run (UTC)</th><th>commit</th><th class="num">errors</th><th class="num">warnings</th><th class="num">Perf</th><th class="num">A11y</th><th class="num">BP</th><th class="num">SEO</th><th class="num">LCP</th><th class="num">TBT</th><th>rules</th></tr></thead><tbody>${rows}</tbody></table></details></td>`;
}
