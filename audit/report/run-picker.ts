/**
 * "Compare two runs" in the HTML report: pick any two of the latest recorded
 * runs and read what changed between them, in the same words as "What
 * changed" (Lighthouse CI's "compare builds", without a server). The report
 * opens from disk with no server to ask, so every pair among the last
 * PICKABLE runs is compared here in Node with the audit's own comparison
 * (history.compare) and stored as rendered HTML; the page's script only shows
 * the chosen pair. Older runs: `npm run audit -- compare A B`.
 */
import type { AuditConfig } from '../config';
import { commitLabel } from '../git';
import { compare } from '../compare-runs';
import type { RunSummary } from '../report-data';
import { ruleTitles } from '../rule-titles';
import { changeListHtml, crawlHtml } from './changes-html';
import { crawlCounts } from '../crawl-compare';
import { esc, when } from './escape';

/** 12 runs are 66 pairs: a few hundred KB at most, usually a few KB (most pairs differ little). */
export const PICKABLE = 12;

/** JSON that cannot close the <script> element it sits in. */
const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

export function runLabel(r: RunSummary): string {
  return `${when(r.generatedAt)} · ${commitLabel(r.commit)} · ${r.profile} · ${r.passed ? 'passed' : 'failed'}, ${r.totals.errors} errors`;
}

/**
 * Rendered change list per pair `older-newer` (indexes into the last PICKABLE runs). `extra`: titles of rules
 * the code does not list (this run's Lighthouse audits and axe rules); the runs' own recorded titles come next.
 */
export function pairLists(
  runs: RunSummary[],
  config: AuditConfig,
  extra: Record<string, string> = {},
): Record<string, string> {
  const titles = { ...extra, ...ruleTitles() };
  const pairs: Record<string, string> = {};
  for (let newer = 1; newer < runs.length; newer++) {
    for (let older = 0; older < newer; older++) {
      const { items, crawl } = compare(runs[newer], runs[older], config, `run ${older + 1}`, titles);
      pairs[`${older}-${newer}`] =
        items.length || crawlCounts(crawl)
          ? `${items.length ? changeListHtml(items) : ''}${crawlHtml(crawl)}`
          : `<p class="muted">Nothing changed between these two runs.</p>${crawlHtml(crawl)}`;
    }
  }
  return pairs;
}

export function runPickerHtml(history: RunSummary[], config: AuditConfig, titles: Record<string, string> = {}): string {
  const runs = history.slice(-PICKABLE);
  if (runs.length < 2) return '';
  const options = (selected: number) =>
    runs
      .map((r, i) => `<option value="${i}"${i === selected ? ' selected' : ''}>${esc(runLabel(r))}</option>`)
      .reverse()
      .join('');
  const older =
    history.length > PICKABLE ? ` Runs before these ${PICKABLE}: <code>npm run audit -- compare A B</code>.` : '';
  return `<details class="picker" data-testid="run-picker"><summary>Compare any two runs</summary>
<p><label>From <select id="run-from">${options(runs.length - 2)}</select></label> <label>to <select id="run-to">${options(runs.length - 1)}</select></label>${older}</p>
<div id="picked" aria-live="polite"></div>
<script type="application/json" id="run-pairs">${scriptJson(pairLists(runs, config, titles))}</script></details>`;
}

/** Shows the chosen pair; choosing the newer run as "from" reads the change backwards, so the pair is put in order and the reader told. */
export const RUN_PICKER_SCRIPT = `
(function(){
  var from=document.getElementById('run-from'),to=document.getElementById('run-to'),out=document.getElementById('picked');
  if(!from)return;
  var pairs=JSON.parse(document.getElementById('run-pairs').textContent);
  function show(){
    var a=+from.value,b=+to.value;
    if(a===b){out.innerHTML='<p class="muted">Choose two different runs.</p>';return;}
    var swapped=a>b,key=Math.min(a,b)+'-'+Math.max(a,b);
    out.innerHTML=(swapped?'<p class="muted">Shown from the older run to the newer one.</p>':'')+pairs[key];
  }
  from.addEventListener('change',show);to.addEventListener('change',show);show();
})();
`;
