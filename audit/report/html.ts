/**
 * index.html: the report marketers read. One self-contained file (inline CSS,
 * uPlot charts inlined, a few lines of inline JavaScript for sorting and
 * filtering; no network) that answers "which pages are worst, and what do we
 * fix first?" at the top, then shows every score, the trends, what changed
 * and every finding with its explanation and fix.
 */
import { CATEGORIES, lighthouseLimits, type AuditConfig, type Category } from '../config';
import type { AuditReport, Finding, RunSummary } from '../report-data';
import { CATEGORY_NAMES } from '../browser/findings';
import type { LighthousePage } from '../browser/lighthouse';
import { HTML_SCRIPT, HTML_STYLE } from './html-assets';
import { changesHtml } from './changes-html';
import { changeSummary } from './changes-md';
import { trendsHtml } from './trends';
import { pageHistoryCell, pageRuns } from './page-history';
import { fieldHtml } from '../field/html';
import { interactionsHtml } from './interactions';
import { RUN_PICKER_SCRIPT, runPickerHtml } from './run-picker';
import { esc } from './escape';
import { categoryCell } from './csv';
import { topFixes } from './fix-first';
import { fixFirstHtml } from './fix-first-text';
import { coverage, coverageWords } from './coverage';
import { changedWords, clockWords, noiseWords } from './timing-notes';
import { ruleTitles } from '../rule-titles';

const pts = (score: number | null | undefined) => (typeof score === 'number' ? Math.round(score * 100) : null);
const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;

function scoreCell(score: number | null | undefined, limit: number | null, attrs = ''): string {
  const p = pts(score);
  if (p === null) return `<td class="num na" data-sort="-1"${attrs}>–</td>`;
  const cls = limit === null ? (p >= 90 ? 'good' : p >= 50 ? 'fair' : 'bad') : score! >= limit ? 'good' : 'bad';
  return `<td class="num ${cls}" data-sort="${p}"${attrs}><span class="pill">${p}</span></td>`;
}

/**
 * A page's score in the per-page table: as scoreCell, but a page Lighthouse does not measure (404) says
 * `n/a` and a page whose run failed says `failed` (with Lighthouse's reason), never an empty dash.
 */
function pageScoreCell(l: LighthousePage | undefined, c: Category, limit: number, attrs = ''): string {
  const cell = categoryCell(l, c);
  if (cell === 'n/a')
    return `<td class="num na" data-sort="-1"${attrs} title="${esc(l?.note ?? 'Lighthouse only measures pages that load with status 200')}">n/a</td>`;
  if (cell === 'failed')
    return `<td class="num bad" data-sort="-2"${attrs} title="${esc(l?.note ?? 'Lighthouse could not score this page')}">failed</td>`;
  if (cell === null && l && c === 'performance')
    return `<td class="num na" data-sort="-1"${attrs} title="Performance is timed on one page per template and the changed pages">–</td>`;
  return scoreCell(l?.scores[c], limit, attrs);
}

function metricCell(value: number | undefined, limit: number, format: (v: number) => string): string {
  if (value === undefined) return '<td class="num na" data-sort="-1">–</td>';
  return `<td class="num ${value <= limit ? 'good' : 'bad'}" data-sort="${value}">${format(value)}</td>`;
}

interface PageRow {
  path: string;
  template: string;
  status: number;
  mobile?: LighthousePage;
  desktop?: LighthousePage;
  errors: number;
  warnings: number;
  axe: number;
  badness: number;
}

function pageRows(report: AuditReport, config: AuditConfig): PageRow[] {
  const lh = report.browser?.lighthouse ?? [];
  const axe = new Map((report.browser?.axe ?? []).map((a) => [a.path, a]));
  return report.pages.map((p) => {
    const mine = report.findings.filter((f) => f.page === p.path);
    const mobile = lh.find((l) => l.path === p.path && l.formFactor === 'mobile');
    const desktop = lh.find((l) => l.path === p.path && l.formFactor === 'desktop');
    const limits = lighthouseLimits(config, p.template);
    const deficit = CATEGORIES.reduce((n, c) => n + Math.max(0, limits[c] - (mobile?.scores[c] ?? limits[c])) * 100, 0);
    const errors = mine.filter((f) => f.severity === 'error').length;
    return {
      path: p.path,
      template: p.template,
      status: p.status,
      mobile,
      desktop,
      errors,
      warnings: mine.filter((f) => f.severity === 'warning').length,
      axe: axe.get(p.path)?.violations.reduce((n, v) => n + v.nodes.length, 0) ?? 0,
      badness: errors * 10 + deficit,
    };
  });
}

interface Fix {
  ruleId: string;
  title: string;
  fix: string;
  docs: string | null;
  severity: string;
  pages: string[];
  findings: Finding[];
}

function fixes(report: AuditReport): Fix[] {
  const rules = new Map(report.rules.map((r) => [r.id, r]));
  const groups = new Map<string, Fix>();
  for (const f of report.findings) {
    const rule = rules.get(f.ruleId);
    const g = groups.get(f.ruleId) ?? {
      ruleId: f.ruleId,
      title: rule?.title ?? f.ruleId,
      fix: rule?.fix ?? '',
      docs: rule?.docs ?? null,
      severity: f.severity,
      pages: [],
      findings: [],
    };
    if (!g.pages.includes(f.page)) g.pages.push(f.page);
    if (f.severity === 'error') g.severity = 'error';
    g.findings.push(f);
    groups.set(f.ruleId, g);
  }
  const rank: Record<string, number> = { error: 0, warning: 1, info: 2 };
  return [...groups.values()].sort(
    (a, b) =>
      rank[a.severity] - rank[b.severity] || b.pages.length - a.pages.length || a.ruleId.localeCompare(b.ruleId),
  );
}

export interface HtmlOptions {
  config: AuditConfig;
  history: RunSummary[];
}

export function htmlReport(report: AuditReport, { config, history }: HtmlOptions): string {
  const s = report.summary;
  const lh = report.browser?.lighthouse ?? [];
  const rows = pageRows(report, config);
  const allFixes = fixes(report);
  const failing = report.thresholds.filter((t) => !t.ok);
  const measured = lh.filter((l) => l.state === 'measured');
  const covered = coverage(report);
  const link = (l: LighthousePage | undefined) =>
    l?.report ? `<a href="${esc(l.report)}">${esc(l.formFactor)}</a>` : '';

  const tiles = CATEGORIES.map((c) => {
    const worst = covered[c].lowest;
    const limit = config.lighthouse.thresholds[c];
    const p = pts(worst?.scores[c]);
    const ok = worst ? (worst.scores[c] as number) >= lighthouseLimits(config, worst.template)[c] : null;
    return `<div class="tile ${ok === null ? 'na' : ok ? 'good' : 'bad'}" data-category="${c}"><div class="tile-label">${CATEGORY_NAMES[c]}</div><div class="tile-score" data-testid="score-${c}">${p ?? '–'}</div>
<div class="tile-note">${coverageWords(covered[c], (path) => `<a href="#page-${esc(path)}">${esc(path)}</a>`)} · target ${Math.round(limit * 100)}${c === 'performance' ? ' (median)' : ''}</div></div>`;
  }).join('');

  const cwvTemplates = measured.filter((l) => l.metrics && l.formFactor === config.lighthouse.metricsFormFactor);
  const cwvWorst = (k: 'lcpMs' | 'tbtMs' | 'cls') =>
    cwvTemplates.reduce<LighthousePage | null>((a, b) => (!a || b.metrics![k] > a.metrics![k] ? b : a), null);
  const cwv = (
    [
      ['lcpMs', 'LCP', (v: number) => seconds(v), 'lcpMs'],
      ['tbtMs', 'TBT', (v: number) => `${Math.round(v)} ms`, 'tbtMs'],
      ['cls', 'CLS', (v: number) => v.toFixed(3), 'cls'],
    ] as const
  )
    .map(([k, label, fmt, lk]) => {
      const w = cwvWorst(k);
      const ok = w ? w.metrics![k] <= lighthouseLimits(config, w.template)[lk] : null;
      return `<div class="tile small ${ok === null ? 'na' : ok ? 'good' : 'bad'}"><div class="tile-label">${label} (worst template)</div><div class="tile-score" data-testid="metric-${k}">${w ? fmt(w.metrics![k]) : '–'}</div><div class="tile-note">${w ? esc(w.path) : 'not measured'} · limit ${fmt(config.lighthouse.thresholds[lk])}</div></div>`;
    })
    .join('');

  const worstPages = [...rows]
    .filter((r) => r.badness > 0)
    .sort((a, b) => b.badness - a.badness)
    .slice(0, 8);

  const changes = changesHtml(report);
  const trends = trendsHtml(history, config);

  const templates = [...new Set(report.pages.map((p) => p.template))].sort();
  const reps = report.browser?.representatives ?? {};
  const templateRows = templates
    .map((t) => {
      const pages = rows.filter((r) => r.template === t);
      const limits = lighthouseLimits(config, t);
      const rep = lh.find((l) => l.path === reps[t] && l.formFactor === 'mobile');
      const repDesktop = lh.find((l) => l.path === reps[t] && l.formFactor === 'desktop');
      const min = (c: Category) => {
        const v = pages.map((r) => r.mobile?.scores[c]).filter((x): x is number => typeof x === 'number');
        return v.length ? Math.min(...v) : null;
      };
      // Loaded at once, not lazily: a printed or captured report shows only images already loaded, and these are small inline data: URIs.
      const shot = rep?.screenshot
        ? `<img class="shot" src="${esc(rep.screenshot)}" width="60" alt="${esc(`${t} page on a phone`)}">`
        : '';
      return `<tr><td>${shot ? (rep?.report ? `<a href="${esc(rep.report)}" title="Open the full Lighthouse report">${shot}</a>` : shot) : ''}</td><td>${esc(t)}</td><td class="num" data-sort="${pages.length}">${pages.length}</td><td>${rep ? `<code>${esc(rep.path)}</code>` : reps[t] ? `<code>${esc(reps[t])}</code>` : '–'}${rep?.state === 'not-applicable' ? ' <span class="muted">404, not applicable</span>' : ''}</td>
${scoreCell(rep?.scores.performance, limits.performance)}${scoreCell(repDesktop?.scores.performance, limits.performance)}${scoreCell(min('accessibility'), limits.accessibility)}${scoreCell(min('best-practices'), limits['best-practices'])}${scoreCell(min('seo'), limits.seo)}
${metricCell(rep?.metrics?.lcpMs, limits.lcpMs, seconds)}${metricCell(rep?.metrics?.tbtMs, limits.tbtMs, (v) => `${Math.round(v)} ms`)}${metricCell(rep?.metrics?.cls, limits.cls, (v) => v.toFixed(3))}
<td class="num" data-sort="${pages.reduce((n, r) => n + r.errors, 0)}">${pages.reduce((n, r) => n + r.errors, 0)}</td><td class="links">${link(rep)} ${link(repDesktop)}</td></tr>`;
    })
    .join('\n');

  const histories = pageRuns(
    history,
    rows.map((r) => r.path),
  );
  // Rules named as this run names them, and the Lighthouse audits and axe rules older runs recorded.
  const titles: Record<string, string> = Object.assign(
    {},
    ...history.map((h) => h.titles ?? {}),
    ruleTitles(report.rules),
  );
  const pageTable = rows
    .map((r) => {
      const limits = lighthouseLimits(config, r.template);
      return `<tr id="page-${esc(r.path)}" data-template="${esc(r.template)}" data-page="${esc(r.path)}"><td><code>${esc(r.path)}</code></td><td>${esc(r.template)}</td><td class="num">${r.status}</td>
${CATEGORIES.map((c) => pageScoreCell(r.mobile, c, limits[c], ` data-col="${c}"${c === 'performance' && clockWords(r.mobile) ? ` title="${esc(clockWords(r.mobile)!)}"` : ''}`)).join('')}${pageScoreCell(r.desktop, 'performance', limits.performance)}
<td class="num ${r.errors ? 'bad' : ''}" data-sort="${r.errors}">${r.errors}</td><td class="num" data-sort="${r.warnings}">${r.warnings}</td><td class="num ${r.axe ? 'bad' : ''}" data-sort="${r.axe}">${r.axe}</td>
<td class="links">${r.mobile?.state === 'not-applicable' ? '<span class="muted">404: n/a</span>' : `${link(r.mobile)} ${link(r.desktop)}`}</td>${pageHistoryCell(r.path, histories.get(r.path) ?? [], titles)}</tr>`;
    })
    .join('\n');

  const findingSections = allFixes
    .map(
      (
        f,
      ) => `<details class="finding ${f.severity}" data-rule="${esc(f.ruleId)}"${f.severity === 'error' ? ' open' : ''}><summary><span class="sev ${f.severity}">${f.severity}</span> <strong>${esc(f.title)}</strong> <code>${esc(f.ruleId)}</code> · ${f.pages.length} page${f.pages.length === 1 ? '' : 's'}</summary>
<p class="fix"><b>How to fix:</b> ${esc(f.fix)}${f.docs ? ` <a href="${esc(f.docs)}" rel="noreferrer">More</a>` : ''}</p>
<ul>${f.findings
        .slice(0, 200)
        .map((x) => `<li><code>${esc(x.page)}</code> ${esc(x.message)}</li>`)
        .join(
          '',
        )}${f.findings.length > 200 ? `<li>…and ${f.findings.length - 200} more in report.json</li>` : ''}</ul></details>`,
    )
    .join('\n');

  const since = changeSummary(report);
  const durations = report.browser ? ` · ${browserDurations(report.browser.durationMs)}` : '';
  return `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Site audit ${s.passed ? 'passed' : 'failed'}: ${esc(report.generatedAt.slice(0, 10))}</title>
<style>${HTML_STYLE}</style>${trends.head}</head>
<body><header class="top ${s.passed ? 'pass' : 'fail'}"><div class="wrap"><h1>Site audit <span class="verdict" data-testid="verdict">${s.passed ? 'passed' : 'failed'}</span></h1>
<p>${esc(report.siteUrl)}${report.url ? ` · audited live at ${esc(report.url)}` : ''} · ${s.pages} pages · ${esc(report.generatedAt.slice(0, 16).replace('T', ' '))} UTC · profile <b>${esc(report.browser?.profile ?? 'SEO rules only')}</b> · ${Math.round(report.durationMs.total / 1000)} s${durations}</p>${since ? `<p data-testid="since"><a href="#h-changes">${esc(since)}</a></p>` : ''}</div></header>
<main class="wrap">
<section aria-labelledby="h-scores"><h2 id="h-scores">Scores <small>(Lighthouse, mobile; 100 is best)</small></h2><div class="tiles">${tiles}</div><div class="tiles">${cwv}
<div class="tile small ${s.errors ? 'bad' : 'good'}"><div class="tile-label">Errors to fix</div><div class="tile-score" data-testid="errors">${s.errors}</div><div class="tile-note">${s.warnings} warnings</div></div></div>
${failing.length ? `<p class="alert"><b>Gate failed:</b> ${failing.map((t) => `${esc(t.name)} (${t.actual}, limit ${t.limit})`).join('; ')}.</p>` : `<p class="okay">Every threshold in ${report.configPath ? esc(report.configPath.split('/').pop()) : 'the built-in configuration'} holds.</p>`}${[
    noiseWords(report),
    changedWords(report),
  ]
    .filter(Boolean)
    .map((t) => `<p class="muted" data-testid="timing-note">${esc(t!)}</p>`)
    .join('')}</section>
<div class="cols">
<section aria-labelledby="h-fix"><h2 id="h-fix">Fix these first</h2>${fixFirstHtml(topFixes(report))}</section>
<section aria-labelledby="h-worst"><h2 id="h-worst">Worst pages</h2>${
    worstPages.length
      ? `<table class="compact"><thead><tr><th>page</th><th class="num">Perf</th><th class="num">A11y</th><th class="num">BP</th><th class="num">SEO</th><th class="num">errors</th></tr></thead><tbody>${worstPages
          .map((r) => {
            const l = lighthouseLimits(config, r.template);
            return `<tr><td><a href="#page-${esc(r.path)}"><code>${esc(r.path)}</code></a></td>${CATEGORIES.map((c) => scoreCell(r.mobile?.scores[c], l[c])).join('')}<td class="num">${r.errors}</td></tr>`;
          })
          .join('')}</tbody></table>`
      : '<p>No page misses a threshold.</p>'
  }</section>
</div>
<section aria-labelledby="h-trend"><h2 id="h-trend">Over time <small>(one point per recorded run, dated and labelled with its commit; hover for values)</small></h2>${trends.body}</section>
${fieldHtml(report.field)}
<section aria-labelledby="h-changes"><h2 id="h-changes">What changed</h2>${changes}${runPickerHtml(history, config, titles)}</section>
<section aria-labelledby="h-templates"><h2 id="h-templates">By template <small>(performance: ${esc(describeRuns(report, config))} on one page per template; other categories: lowest page)</small></h2>
<table class="sortable" id="templates"><thead><tr><th>mobile</th><th>template</th><th class="num">pages</th><th>measured page</th><th class="num">Perf</th><th class="num">Perf desktop</th><th class="num">A11y</th><th class="num">BP</th><th class="num">SEO</th><th class="num">LCP</th><th class="num">TBT</th><th class="num">CLS</th><th class="num">errors</th><th class="links">Lighthouse</th></tr></thead><tbody>
${templateRows}</tbody></table>${samplingHtml(report)}</section>
${interactionsHtml(report)}
<section aria-labelledby="h-pages"><h2 id="h-pages">By page <small>(also as <a href="pages.csv">pages.csv</a> for a spreadsheet)</small></h2><p class="controls"><label>Filter <input id="filter" type="search" placeholder="path or template"></label> <label><input id="only-failing" type="checkbox"> only pages with errors</label></p>
<table class="sortable" id="pages"><thead><tr><th>page</th><th>template</th><th class="num">status</th><th class="num">Perf</th><th class="num">A11y</th><th class="num">BP</th><th class="num">SEO</th><th class="num">Perf desktop</th><th class="num">errors</th><th class="num">warnings</th><th class="num">axe</th><th class="links">Lighthouse</th><th>history <small>(oldest → latest run)</small></th></tr></thead><tbody>
${pageTable}</tbody></table></section>
<section aria-labelledby="h-findings"><h2 id="h-findings">Every finding <small>(${s.errors} errors, ${s.warnings} warnings, ${s.infos} information)</small></h2><p class="controls"><label>Filter <input id="filter-findings" type="search" placeholder="rule, page or words"></label></p>${findingSections || '<p>No findings.</p>'}${notCheckedHtml(report)}</section>
<section aria-labelledby="h-thresholds"><h2 id="h-thresholds">Thresholds</h2><table class="compact"><thead><tr><th>threshold</th><th class="num">limit</th><th class="num">actual</th><th></th></tr></thead><tbody>${report.thresholds.map((t) => `<tr><td>${esc(t.name)}</td><td class="num">${t.limit}</td><td class="num">${t.actual}</td><td class="${t.ok ? 'good' : 'bad'}">${t.ok ? 'ok' : 'missed'}</td></tr>`).join('')}</tbody></table></section>
</main><script>${HTML_SCRIPT}${RUN_PICKER_SCRIPT}</script>${trends.script}</body></html>
`;
}

/** The rules this run could not check (no manifest, a deployed site's missing files): not checked is not passed. */
function notCheckedHtml(report: AuditReport): string {
  const rules = report.rules.filter((r) => r.notApplicable);
  if (!rules.length) return '';
  return `<details class="runs" data-testid="not-checked"><summary>${rules.length} rule${rules.length === 1 ? '' : 's'} not checked in this run</summary><ul>${rules.map((r) => `<li><code>${esc(r.id)}</code>: ${esc(r.notApplicable!)}</li>`).join('')}</ul></details>`;
}

/** Lighthouse's performance runs go alone; axe then runs beside its every-page runs, so the parts overlap. */
function browserDurations(d: { axe: number; lighthouse: number; performance?: number }): string {
  const sec = (ms: number) => `${Math.round(ms / 1000)} s`;
  return d.performance === undefined
    ? `axe ${sec(d.axe)}, Lighthouse ${sec(d.lighthouse)}`
    : `Lighthouse performance runs ${sec(d.performance)}, then axe ${sec(d.axe)} beside the other Lighthouse runs (${sec(d.lighthouse - d.performance)})`;
}

function describeRuns(report: AuditReport, config: AuditConfig): string {
  const runs =
    (report.browser?.lighthouse ?? []).find((l) => l.representative && l.formFactor === 'mobile')?.performanceRuns
      .length ??
    config.lighthouse.runs.mobile ??
    1;
  return runs > 1 ? `median of ${runs} runs, TBT the lowest` : 'one run';
}

/** Which pages the every-page Lighthouse runs measured, when the config samples them per template. */
function samplingHtml(report: AuditReport): string {
  const s = report.browser?.sampling;
  if (!s) return '';
  const rows = Object.entries(s.templates)
    .filter(([, t]) => t.measured.length < t.pages)
    .map(
      ([name, t]) =>
        `<li><b>${esc(name)}</b>: ${t.measured.length} of ${t.pages} (${t.measured.map((p) => `<code>${esc(p)}</code>`).join(', ')})</li>`,
    );
  return `<details class="runs" data-testid="sampling"><summary>${s.axe ? 'axe and Lighthouse' : 'Lighthouse'} sampled ${rows.length} template${rows.length === 1 ? '' : 's'}</summary><p>${esc(s.reason)}</p><ul>${rows.join('')}</ul></details>`;
}
