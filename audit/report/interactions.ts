/**
 * Lab INP in the reports (browser/interactions.ts): one row per scripted interaction, beside the
 * template table's load figures: the median of its runs, the fastest (which the gate judges), every
 * run, and whether it is within `interactions.maxInpMs`.
 */
import type { AuditReport } from '../report-data';
import { esc } from './escape';

const ms = (v: number | null) => (v === null ? '–' : `${v} ms`);

export function interactionsHtml(report: AuditReport): string {
  const s = report.browser?.interactions;
  if (!s?.results.length) return '';
  const rows = s.results
    .map((r) => {
      const ok = r.bestMs !== null && r.bestMs <= s.maxInpMs && !r.error;
      return `<tr><td>${esc(r.template)}</td><td>${esc(r.name)}</td><td><code>${esc(r.path)}</code></td><td class="num" data-sort="${r.inpMs ?? ''}">${ms(r.inpMs)}</td><td class="num">${ms(r.bestMs)}</td><td class="num">${r.runs.map((v) => (v === null ? '–' : v)).join(' ')}</td><td class="${ok ? 'good' : 'bad'}">${ok ? 'ok' : esc(r.error ?? 'over the limit')}</td></tr>`;
    })
    .join('\n');
  return `<section aria-labelledby="h-inp"><h2 id="h-inp">Interactions <small>(lab INP: Lighthouse timespan, phone, ${s.cpuSlowdown}× CPU; limit ${s.maxInpMs} ms at the fastest run)</small></h2>
<table class="sortable" id="interactions"><thead><tr><th>template</th><th>interaction</th><th>page</th><th class="num">INP (median)</th><th class="num">fastest</th><th class="num">runs (ms)</th><th></th></tr></thead><tbody>
${rows}
</tbody></table></section>`;
}

export function interactionsMarkdown(report: AuditReport): string[] {
  const s = report.browser?.interactions;
  if (!s?.results.length) return [];
  return [
    `## Interactions (lab INP, ${s.cpuSlowdown}× CPU, limit ${s.maxInpMs} ms)`,
    '',
    '| template | interaction | INP (median) | fastest | runs | |',
    '|---|---|---:|---:|---|---|',
    ...s.results.map(
      (r) =>
        `| ${r.template} | ${r.name} | ${ms(r.inpMs)} | ${ms(r.bestMs)} | ${r.runs.map((v) => v ?? '–').join(' ')} | ${r.error ? `❌ ${r.error}` : r.bestMs !== null && r.bestMs <= s.maxInpMs ? '✅' : '❌'} |`,
    ),
    '',
  ];
}
