/**
 * The "Over time" section: data per recorded run (dated, labelled with its
 * commit) drawn by uPlot, inlined so the report stays one file that opens
 * offline. What is plotted is what a marketer tracks: passed or failed,
 * errors and warnings; per Lighthouse category the LOWEST page score (an
 * average hides one page falling from 100 to 80) and how many pages are
 * below 100, each run over the pages the latest run measured (a fast run scores a sample, so the
 * lowest of 57 pages then of 21 would read as a change of the site); each category per template (its
 * lowest page, on the same pages); Core Web Vitals per template, and lab INP (the slowest scripted interaction); how many pages each rule flagged
 * (rule-trends.ts). The score axis starts a few points under the lowest value
 * seen, so a five-point drop is a visible step.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { CATEGORIES, type AuditConfig, type Category } from '../config';
import type { RunSummary } from '../report-data';
import { commitLabel } from '../git';
import { CATEGORY_NAMES } from '../browser/findings';
import { esc } from './escape';
import { ruleTrendsHtml } from './rule-trends';

export interface TrendData {
  /** Seconds since 1970 (uPlot's time axis). */
  t: number[];
  runs: { at: string; commit: string; profile: string; passed: boolean; errors: number; warnings: number }[];
  categories: Record<
    Category,
    {
      name: string;
      lowest: (number | null)[];
      below: (number | null)[];
      /** How many pages each run's `lowest` and `below` are of: those the latest run measured too. */
      compared: number[];
      limit: number;
      floor: number;
    }
  >;
  /**
   * Per category, per template (`scoreTemplates`, same order), the lowest mobile score of the template's
   * pages in each run (0–100; null: none scored), over the pages of the template the latest run scored.
   */
  templateScores: Record<Category, { limit: number; floor: number; values: (number | null)[][] }>;
  scoreTemplates: string[];
  templates: string[];
  /** Per metric, per template (same order), one value per run (null when not measured). */
  cwv: Record<'lcpMs' | 'tbtMs' | 'cls' | 'inpMs', { limit: number; values: (number | null)[][] }>;
}

export function trendData(history: RunSummary[], config: AuditConfig): TrendData {
  const categories = {} as TrendData['categories'];
  const latest = history.at(-1);
  for (const c of CATEGORIES) {
    const lowest: (number | null)[] = [];
    const below: (number | null)[] = [];
    const compared: number[] = [];
    // Like with like: every run over the pages the latest run measured, so a run that sampled other pages is no step.
    const latestPages = new Set(
      Object.entries(latest?.pages ?? {})
        .filter(([, p]) => typeof p.scores.mobile?.[c] === 'number')
        .map(([path]) => path),
    );
    for (const h of history) {
      const scores = Object.entries(h.pages)
        .filter(([path]) => latestPages.has(path))
        .map(([, p]) => p.scores.mobile?.[c])
        .filter((s): s is number => typeof s === 'number');
      lowest.push(scores.length ? Math.round(Math.min(...scores) * 100) : null);
      below.push(scores.length ? scores.filter((s) => s < 1).length : null);
      compared.push(scores.length);
    }
    const limit = Math.round(config.lighthouse.thresholds[c] * 100);
    const seen = lowest.filter((v): v is number => v !== null);
    // Five points under the lowest of the limit and every value: 100 → 95 then spans a quarter of the chart or more.
    const floor = Math.max(0, Math.min(limit, ...seen) - 5);
    categories[c] = { name: CATEGORY_NAMES[c], lowest, below, compared, limit, floor };
  }
  const { scoreTemplates, templateScores } = perTemplateScores(history, config);
  const templates = [
    ...new Set(
      history.flatMap((h) =>
        Object.values(h.pages)
          .filter((p) => p.metrics || p.inpMs !== undefined)
          .map((p) => p.template),
      ),
    ),
  ].sort();
  const metric = (k: 'lcpMs' | 'tbtMs' | 'cls') =>
    templates.map((t) =>
      history.map((h) => Object.values(h.pages).find((p) => p.template === t && p.metrics)?.metrics?.[k] ?? null),
    );
  // Lab INP: the template's slowest scripted interaction in each run (browser/interactions.ts).
  const inp = templates.map((t) =>
    history.map((h) => Object.values(h.pages).find((p) => p.template === t && p.inpMs !== undefined)?.inpMs ?? null),
  );
  return {
    t: history.map((h) => Math.round(Date.parse(h.generatedAt) / 1000)),
    runs: history.map((h) => ({
      at: h.generatedAt,
      commit: commitLabel(h.commit),
      profile: h.profile,
      passed: h.passed,
      errors: h.totals.errors,
      warnings: h.totals.warnings,
    })),
    categories,
    templateScores,
    scoreTemplates,
    templates,
    cwv: {
      lcpMs: { limit: config.lighthouse.thresholds.lcpMs, values: metric('lcpMs') },
      tbtMs: { limit: config.lighthouse.thresholds.tbtMs, values: metric('tbtMs') },
      cls: { limit: config.lighthouse.thresholds.cls, values: metric('cls') },
      inpMs: { limit: config.interactions.maxInpMs, values: inp },
    },
  };
}

/**
 * Each category per template, as the Web Vitals are: the lowest mobile score of the template's pages in
 * every run. Like with like, as the site-wide lines: each run over the pages the latest run scored in that
 * category, grouped by the template the latest run gives them; a template the latest run did not score is
 * left out. Performance reads the timed pages (one a template, plus the changed pages a run timed).
 */
function perTemplateScores(
  history: RunSummary[],
  config: AuditConfig,
): Pick<TrendData, 'scoreTemplates' | 'templateScores'> {
  const latest = history.at(-1)?.pages ?? {};
  const templateScores = {} as TrendData['templateScores'];
  const scored = new Set<string>();
  const byCategory = new Map<Category, Map<string, string[]>>();
  for (const c of CATEGORIES) {
    const byTemplate = new Map<string, string[]>();
    for (const [path, p] of Object.entries(latest))
      if (typeof p.scores.mobile?.[c] === 'number')
        byTemplate.set(p.template, [...(byTemplate.get(p.template) ?? []), path]);
    for (const t of byTemplate.keys()) scored.add(t);
    byCategory.set(c, byTemplate);
  }
  const scoreTemplates = [...scored].sort();
  for (const c of CATEGORIES) {
    const byTemplate = byCategory.get(c)!;
    const values = scoreTemplates.map((t) =>
      history.map((h) => {
        const list = (byTemplate.get(t) ?? [])
          .map((path) => h.pages[path]?.scores.mobile?.[c])
          .filter((v): v is number => typeof v === 'number');
        return list.length ? Math.round(Math.min(...list) * 100) : null;
      }),
    );
    const limit = Math.round(config.lighthouse.thresholds[c] * 100);
    const seen = values.flat().filter((v): v is number => v !== null);
    templateScores[c] = { limit, floor: Math.max(0, Math.min(limit, ...seen) - 5), values };
  }
  return { scoreTemplates, templateScores };
}

/** The latest run's lowest score per template and category beside the run before's: the text alternative to the per-template charts. */
function templateTable(data: TrendData): string {
  if (!data.scoreTemplates.length) return '';
  const last = data.t.length - 1;
  const cell = (c: Category, i: number) => {
    const k = data.templateScores[c];
    const now = k.values[i][last];
    const before = last > 0 ? k.values[i][last - 1] : null;
    if (now === null) return '<td class="num na">–</td>';
    const moved = before !== null && before !== now ? ` <small>(was ${before})</small>` : '';
    return `<td class="num ${now >= k.limit ? 'good' : 'bad'}" data-sort="${now}">${now}${moved}</td>`;
  };
  return `<details class="runs" data-testid="template-trends"><summary>Lowest score per template in the latest run${last > 0 ? ', and the run before where it differs' : ''}</summary><table class="compact sortable"><thead><tr><th>template</th>${CATEGORIES.map((c) => `<th class="num">${esc(CATEGORY_NAMES[c])}</th>`).join('')}</tr></thead><tbody>
${data.scoreTemplates.map((t, i) => `<tr data-template="${esc(t)}"><td>${esc(t)}</td>${CATEGORIES.map((c) => cell(c, i)).join('')}</tr>`).join('\n')}
</tbody></table></details>`;
}

const require = createRequire(import.meta.url);
let uplot: { js: string; css: string } | null = null;
/** uPlot's minified build and stylesheet, read once from node_modules. */
function uplotAssets(): { js: string; css: string } {
  uplot ??= {
    js: readFileSync(require.resolve('uplot/dist/uPlot.iife.min.js'), 'utf8'),
    css: readFileSync(require.resolve('uplot/dist/uPlot.min.css'), 'utf8'),
  };
  return uplot;
}

/** JSON safe inside a <script> element. */
const scriptJson = (v: unknown) => JSON.stringify(v).replace(/</g, '\\u003c');

/** The section body: chart slots, the runs table (also the text alternative to the charts) and the inline data and code. */
export function trendsHtml(history: RunSummary[], config: AuditConfig): { body: string; head: string; script: string } {
  if (!history.length) return { body: '<p>No run recorded yet.</p>', head: '', script: '' };
  const data = trendData(history, config);
  const { js, css } = uplotAssets();
  const recent = history
    .map((h, i) => ({ h, i }))
    .slice(-12)
    .reverse();
  const table = `<details class="runs"><summary>Runs (${history.length}; the last ${recent.length} listed, newest first)</summary><table class="compact" data-testid="runs"><thead><tr><th class="num">run</th><th>date (UTC)</th><th>commit</th><th>profile</th><th>result</th><th class="num">errors</th><th class="num">warnings</th>${CATEGORIES.map((c) => `<th class="num" title="Over the pages the latest run measured, where this run measured them too">lowest ${esc(CATEGORY_NAMES[c])}</th>`).join('')}</tr></thead><tbody>
${recent.map(({ h, i }) => `<tr><td class="num">${i + 1}</td><td>${esc(h.generatedAt.slice(0, 16).replace('T', ' '))}</td><td><code>${esc(commitLabel(h.commit))}</code></td><td>${esc(h.profile)}</td><td class="${h.passed ? 'good' : 'bad'}">${h.passed ? 'passed' : 'failed'}</td><td class="num">${h.totals.errors}</td><td class="num">${h.totals.warnings}</td>${CATEGORIES.map((c) => `<td class="num" title="${data.categories[c].compared[i]} pages">${data.categories[c].lowest[i] ?? '–'}</td>`).join('')}</tr>`).join('\n')}
</tbody></table><p class="muted">Compare any two runs without auditing again: <code>npm run audit -- compare A B</code> with run numbers, commit hashes or report.json files.</p></details>`;
  const slots = [
    'runs',
    ...CATEGORIES.map((c) => `cat-${c}`),
    ...CATEGORIES.map((c) => `tpl-${c}`),
    'cwv-lcpMs',
    'cwv-tbtMs',
    'cwv-cls',
    'cwv-inpMs',
  ]
    .map((id) => `<figure class="uchart" id="chart-${id}"></figure>`)
    .join('');
  return {
    head: `<style>${css}</style>`,
    body: `<div class="ucharts">${slots}</div>${ruleTrendsHtml(history)}${templateTable(data)}${table}`,
    script: `<script>${js}</script><script id="trend-data" type="application/json">${scriptJson(data)}</script><script>${TREND_SCRIPT}</script>`,
  };
}

/** Builds the charts in the browser from #trend-data (plain ES5, no network). */
const TREND_SCRIPT = `
(function(){
  var el=document.getElementById('trend-data');if(!el||!window.uPlot)return;
  var d=JSON.parse(el.textContent),charts=[];window.auditCharts=charts;
  var RED='#b42318',GREEN='#0b7a3e',AMBER='#a15c00',BLUE='#12466e',GREY='#888';
  var PALETTE=['#12466e','#b42318','#0b7a3e','#a15c00','#6b3fa0','#00838f','#c2185b','#5d4037','#455a64','#7cb342','#f57c00','#3949ab','#00897b','#8e24aa','#e53935','#546e7a'];
  function date(v){return new Date(v*1000).toISOString().slice(0,16).replace('T',' ');}
  function xSeries(){return {label:'run',value:function(u,v,si,i){if(i==null)return '–';var r=d.runs[i];return date(v)+' '+r.commit+' '+(r.passed?'passed':'failed');}};}
  var xAxis={space:70,values:function(u,vals){return vals.map(function(v){var s=new Date(v*1000).toISOString();return s.slice(5,10)+'\\n'+s.slice(11,16);});}};
  function flat(v){return d.t.map(function(){return v;});}
  function make(id,title,series,data,axes,scales,hooks){
    var target=document.getElementById('chart-'+id);if(!target)return;
    var cap=document.createElement('figcaption');cap.textContent=title;target.appendChild(cap);
    var opts={width:Math.max(240,target.clientWidth-18),height:190,series:[xSeries()].concat(series),axes:[xAxis].concat(axes),scales:Object.assign({x:{time:true}},scales),hooks:hooks||{},cursor:{y:false,points:{size:7}}};
    var plot=new uPlot(opts,[d.t].concat(data),target);
    // The legend starts on the latest run, so a glance (or a screenshot) reads today's values.
    plot.setCursor({left:plot.valToPos(d.t[d.t.length-1],'x'),top:plot.bbox.height/(2*devicePixelRatio)});
    charts.push({id:id,plot:plot});
  }
  // Passed or failed: a coloured band under each run, with errors and warnings above it.
  var verdictBand={draw:[function(u){var ctx=u.ctx,top=u.bbox.top+u.bbox.height+2;d.t.forEach(function(t,i){var x=u.valToPos(t,'x',true);ctx.fillStyle=d.runs[i].passed?GREEN:RED;ctx.fillRect(x-5,top-8,10,8);});}]};
  make('runs','Errors and warnings per run (band: green passed, red failed)',[
    {label:'errors',stroke:RED,width:2,points:{show:true,size:7,fill:RED}},
    {label:'warnings',stroke:AMBER,width:2,dash:[5,3],points:{show:true,size:5}}
  ],[d.runs.map(function(r){return r.errors;}),d.runs.map(function(r){return r.warnings;})],[{label:'findings'}],{y:{range:function(u,min,max){return [0,Math.max(1,max)+1];}}},verdictBand);
  Object.keys(d.categories).forEach(function(c){
    var k=d.categories[c];
    make('cat-'+c,k.name+': lowest page score and pages below 100 (mobile; each run over the '+k.compared[k.compared.length-1]+' pages the latest run measured)',[
      {label:'lowest page',stroke:BLUE,width:2,scale:'score',points:{show:true,size:7,fill:BLUE}},
      {label:'target',stroke:GREY,dash:[4,3],width:1,scale:'score',points:{show:false}},
      {label:'pages below 100',stroke:AMBER,width:1.5,scale:'pages',paths:uPlot.paths.stepped({align:1}),points:{show:true,size:5}}
    ],[k.lowest,flat(k.limit),k.below],[{scale:'score',label:'score'},{scale:'pages',side:1,label:'pages',grid:{show:false}}],
    {score:{range:[k.floor,100]},pages:{range:function(u,min,max){return [0,Math.max(4,max)];}}});
  });
  function templateSeries(){return d.scoreTemplates.map(function(t,i){return {label:t,stroke:PALETTE[i%PALETTE.length],width:1.5,points:{show:true,size:4}};});}
  Object.keys(d.templateScores).forEach(function(c){
    var k=d.templateScores[c];
    var series=templateSeries();
    series.push({label:'target',stroke:GREY,dash:[4,3],width:1,points:{show:false}});
    make('tpl-'+c,d.categories[c].name+' per template: lowest page score (mobile; dashed: target)',series,k.values.concat([flat(k.limit)]),[{label:'score'}],{y:{range:[k.floor,100]}});
  });
  var names={lcpMs:'LCP (ms)',tbtMs:'TBT (ms)',cls:'CLS',inpMs:'lab INP, slowest interaction (ms)'};
  Object.keys(d.cwv).forEach(function(m){
    var k=d.cwv[m];
    var series=d.templates.map(function(t,i){return {label:t,stroke:PALETTE[i%PALETTE.length],width:1.5,points:{show:true,size:4}};});
    series.push({label:'limit',stroke:GREY,dash:[4,3],width:1,points:{show:false}});
    make('cwv-'+m,names[m]+' per template (the page measured for the template; dashed: limit)',series,k.values.concat([flat(k.limit)]),[{label:names[m]}],{y:{range:function(u,min,max){return [0,Math.max(max,k.limit)*1.1];}}});
  });
})();
`;
