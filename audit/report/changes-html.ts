/** The change list in the HTML report: one line per change, biggest regression first, each page linking to its row. */
import type { AuditReport, ChangeItem, ChangeKind, CrawlComparison } from '../report-data';
import { commitLabel } from '../git';
import { esc, when } from './escape';
import { shortTitle } from '../changes';
import { crawlCounts, crawlLines, notRecordedWords } from '../crawl-compare';

const LABEL: Record<ChangeKind, string> = {
  regression: 'regression',
  new: 'new',
  'new-rule': 'new rule',
  'newly-checked': 'first checked',
  still: 'worse',
  severity: 'severity',
  worse: 'lower',
  fixed: 'fixed',
  better: 'higher',
  'not-measured': 'not measured',
};

export function changesHtml(report: AuditReport, max = 60): string {
  const cmp = report.comparison;
  if (!cmp) return '<p>No previous run recorded: this run is the baseline for the next one.</p>';
  const since = `the ${esc(cmp.against.profile)} run of ${esc(when(cmp.against.generatedAt))} UTC, <code>${esc(commitLabel(cmp.against.commit))}</code>`;
  if (!cmp.items.length && !crawlCounts(cmp.crawl))
    return `<p class="muted" data-testid="no-changes">Nothing changed since ${since}.</p>${crawlHtml(cmp.crawl, max)}`;
  return `<p>Since ${since}${cmp.items.length > max ? `; the first ${max} of ${cmp.items.length}, the rest in report.json` : ''}:</p>
${cmp.items.length ? changeListHtml(cmp.items, max) : ''}${crawlHtml(cmp.crawl, max)}`;
}

/**
 * The crawl comparison: one line a page whose title, description, canonical or indexability changed (old → new),
 * each page added or removed, each new redirect; a line saying it was not recorded; nothing when the crawls are alike.
 */
export function crawlHtml(crawl: CrawlComparison | undefined, max = 60): string {
  if (!crawl) return '';
  if (!crawl.recorded) return `<p class="muted" data-testid="crawl-not-recorded">${esc(notRecordedWords(crawl))}</p>`;
  const lines = crawlLines(crawl);
  if (!lines.length) return '';
  const rows = lines
    .slice(0, max)
    .map(
      (l) =>
        `<li class="crawl ${l.kind}"><span class="ch-kind">${esc(l.label)}</span> ${l.what ? 'on ' : ''}<a href="#page-${esc(l.page)}"><code>${esc(l.page)}</code></a>${l.what ? `: ${esc(l.what)}` : ''}</li>`,
    )
    .join('\n');
  return `<h3>Pages <small class="muted">(titles, descriptions, canonicals, indexability, redirects${lines.length > max ? `; the first ${max} of ${lines.length}` : ''})</small></h3>
<ol class="change-list" data-testid="crawl-changes">${rows}</ol>`;
}

/** The list itself, shared by "What changed" and the two runs chosen in "Compare two runs". */
export function changeListHtml(items: ChangeItem[], max = 60): string {
  // The bold line already carries the rule's title when no value was measured: the line under it then says only what was wrong.
  // Hovering the bold line shows the full title and the rule's id.
  const under = (i: ChangeItem) =>
    (i.what.startsWith(shortTitle(i.title)) ? [i.detail] : [i.title, i.detail])
      .filter(Boolean)
      .map((t) => esc(t!))
      .join(' · ');
  const rows = items
    .slice(0, max)
    .map(
      (
        i,
      ) => `<li class="change ${i.kind}" data-rule="${esc(i.ruleId)}"><span class="ch-kind">${LABEL[i.kind]}</span> <b title="${esc(`${i.title} (${i.ruleId})`)}">${esc(i.what)}</b> on <a href="#page-${esc(i.page)}"><code>${esc(i.page)}</code></a>
<span class="muted">${under(i)}</span></li>`,
    )
    .join('\n');
  return `<ol class="change-list" data-testid="change-list">${rows}</ol>`;
}
