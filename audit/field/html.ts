/**
 * The report's "Field against lab" section (compare.ts) as HTML and Markdown: one row per template,
 * each metric's 75th percentile from real visitors, coloured by Google's rating, with the lab's
 * figure beside it and the element the slowest visits name.
 */
import { esc } from '../report/escape';
import type { FieldComparison, FieldFigure } from '../schema/field';
import { FIELD_METRICS, type FieldMetric } from '../schema/field';

const show = (metric: FieldMetric, v: number | null) =>
  v === null ? '–' : metric === 'CLS' ? v.toFixed(3) : `${Math.round(v)} ms`;
const CLASS = { good: 'good', 'needs-improvement': 'fair', poor: 'bad' } as const;

function cell(metric: FieldMetric, f: FieldFigure | undefined): string {
  if (!f) return '<td class="num">–</td>';
  const target = f.target ? `<br><small><code>${esc(f.target)}</code></small>` : '';
  return `<td class="num ${CLASS[f.rating]}" data-sort="${f.p75}">${show(metric, f.p75)} <small>(${f.count})</small><br><small>lab ${show(metric, f.lab)}</small>${target}</td>`;
}

const intro = (c: FieldComparison) =>
  `${c.events} events from ${c.source}; 75th percentile per template (page views in brackets), lab figures from ${c.labFrom ?? 'no recorded run'}${c.unknownPages ? `; ${c.unknownPages} events on pages this build does not have were left out` : ''}${c.skipped ? `; ${c.skipped} rows were not a metric` : ''}.`;

export function fieldHtml(c: FieldComparison | undefined): string {
  if (!c) return '';
  const rows = c.templates
    .map(
      (t) =>
        `<tr><td>${esc(t.template)}</td><td>${t.labPage ? `<code>${esc(t.labPage)}</code>` : '–'}</td>${FIELD_METRICS.map((m) => cell(m, t.metrics[m])).join('')}</tr>`,
    )
    .join('\n');
  return `<section aria-labelledby="h-field"><h2 id="h-field">Field against lab <small>(real visitors' Core Web Vitals, imported with --field)</small></h2><p>${esc(intro(c))}</p>
<table class="sortable" id="field"><thead><tr><th>template</th><th>lab page</th>${FIELD_METRICS.map((m) => `<th class="num">${m}</th>`).join('')}</tr></thead><tbody>
${rows}
</tbody></table><p class="muted">Green good, amber needs improvement, red poor (Google's thresholds at the 75th percentile). Lab LCP and FCP are Lighthouse's simulated slow 4G phone, lab INP the slowest scripted interaction at 4× CPU; the field is what visitors' own devices and networks did.</p></section>`;
}

export function fieldMarkdown(c: FieldComparison | undefined): string[] {
  if (!c) return [];
  return [
    '## Field against lab',
    '',
    intro(c),
    '',
    `| template | ${FIELD_METRICS.join(' | ')} |`,
    `|---|${FIELD_METRICS.map(() => '---:').join('|')}|`,
    ...c.templates.map(
      (t) =>
        `| ${t.template} | ${FIELD_METRICS.map((m) => {
          const f = t.metrics[m];
          return f
            ? `${show(m, f.p75)} (lab ${show(m, f.lab)})${f.rating === 'good' ? '' : f.rating === 'poor' ? ' ❌' : ' ⚠️'}`
            : '–';
        }).join(' | ')} |`,
    ),
    '',
  ];
}
