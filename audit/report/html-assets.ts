/**
 * The report's inline style and script (kept apart so html.ts stays readable). Printed (to paper or a PDF for a
 * client), it drops the screen's chrome: no sticky table headers, filters, run picker, links to the Lighthouse reports
 * or a page's own table of runs (its squares stay); tables fit the page's width, repeat their header on
 * each page and never split a row; every finding opens; the colours of scores, verdicts and history squares are kept
 * (print-color-adjust), which browsers otherwise leave out as backgrounds.
 */
export const HTML_STYLE = `
:root{--ink:#1d2733;--muted:#5b6776;--line:#dde3ea;--good:#0b7a3e;--good-bg:#e3f5ea;--bad:#b42318;--bad-bg:#fdecea;--fair:#a15c00;--fair-bg:#fff3df;--brand:#12466e}
*{box-sizing:border-box}body{margin:0;font:15px/1.45 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:var(--ink);background:#f6f8fa}
.wrap{max-width:1200px;margin:0 auto;padding:0 20px}header.top{color:#fff;padding:18px 0 10px}.top a{color:#fff}.fixes.noise{list-style:disc;color:var(--muted)}header.pass{background:#0f5132}header.fail{background:#7a1f1a}
header h1{margin:0;font-size:26px}header p{margin:4px 0 0;opacity:.9}.verdict{text-transform:uppercase;font-size:.7em;letter-spacing:.06em;border:2px solid #fff;border-radius:6px;padding:1px 8px;margin-left:8px;vertical-align:middle}
section{background:#fff;border:1px solid var(--line);border-radius:10px;padding:14px 18px;margin:16px 0}h2{margin:0 0 10px;font-size:19px}h2 small{font-weight:400;color:var(--muted);font-size:13px}h3{font-size:15px;margin:12px 0 6px}
.tiles{display:grid;grid-template-columns:repeat(auto-fit,minmax(170px,1fr));gap:10px;margin-bottom:10px}.tile{border-radius:10px;padding:10px 14px;border:1px solid var(--line)}
.tile-label{font-weight:600;color:var(--muted);font-size:13px}.tile-score{font-size:40px;font-weight:800;line-height:1.1}.tile.small .tile-score{font-size:26px}.tile-note{font-size:12px;color:var(--muted)}
.tile.good{background:var(--good-bg)}.tile.good .tile-score{color:var(--good)}.tile.bad{background:var(--bad-bg)}.tile.bad .tile-score{color:var(--bad)}.tile.na{background:#f1f3f5}
.cols{display:grid;grid-template-columns:repeat(auto-fit,minmax(420px,1fr));gap:16px}.cols>section{margin:0}.cols{margin:16px 0}
table{border-collapse:collapse;width:100%;font-size:13.5px}th,td{padding:5px 8px;border-bottom:1px solid var(--line);text-align:left;vertical-align:top}th{background:#f1f4f7;position:sticky;top:0}
table.sortable th{cursor:pointer;user-select:none}table.sortable th:hover{background:#e4eaf0}th[aria-sort=ascending]::after{content:" ▲"}th[aria-sort=descending]::after{content:" ▼"}
.num{text-align:right;font-variant-numeric:tabular-nums}td.good{color:var(--good)}td.bad{color:var(--bad);font-weight:700}td.fair{color:var(--fair)}td.na{color:#99a}
.pill{display:inline-block;min-width:34px;text-align:center;border-radius:10px;padding:0 6px}td.good .pill{background:var(--good-bg)}td.bad .pill{background:var(--bad-bg)}td.fair .pill{background:var(--fair-bg)}
code{font:12.5px ui-monospace,SFMono-Regular,Menlo,monospace;background:#f1f4f7;border-radius:4px;padding:0 3px}.muted{color:var(--muted)}
.alert{background:var(--bad-bg);border-left:4px solid var(--bad);padding:8px 12px;margin:6px 0 0}.okay{background:var(--good-bg);border-left:4px solid var(--good);padding:8px 12px;margin:6px 0 0}
.fixes{padding-left:22px;margin:0}.fixes li{margin:0 0 10px}.sev{display:inline-block;font-size:11px;text-transform:uppercase;font-weight:700;border-radius:4px;padding:0 5px;color:#fff;background:var(--muted)}.sev.error{background:var(--bad)}.sev.warning{background:var(--fair)}
.charts{display:grid;grid-template-columns:repeat(auto-fit,minmax(250px,1fr));gap:14px}.chart svg{width:100%;height:auto}.chart{margin:0;border:1px solid var(--line);border-radius:8px;padding:6px 8px}.chart figcaption{font-size:13px;color:var(--muted)}.chart b{color:var(--ink);font-size:16px}
.chart .trend{fill:none;stroke:var(--brand);stroke-width:2}.chart .limit{stroke:#999;stroke-dasharray:4 3}.chart circle.ok{fill:var(--good)}.chart circle.ko{fill:var(--bad)}
.changes{columns:2;padding-left:18px}.changes .down{color:var(--bad)}.changes .up{color:var(--good)}.keys{font-size:12.5px;padding-left:18px}
details.finding{border-top:1px solid var(--line);padding:6px 0}details.finding summary{cursor:pointer}details.finding ul{font-size:13px;margin:4px 0;padding-left:20px;max-height:320px;overflow:auto}.fix{margin:6px 0}
input[type=search]{font:inherit;padding:3px 8px;border:1px solid #aab;border-radius:6px;min-width:240px}tr.hidden,details.hidden{display:none}
.change-list{padding-left:0;list-style:none;margin:0}.change-list li{padding:4px 0;border-bottom:1px solid var(--line)}.change-list .muted{display:block;font-size:12.5px}
.ch-kind{display:inline-block;min-width:78px;font-size:11px;text-transform:uppercase;font-weight:700;border-radius:4px;padding:0 5px;text-align:center;color:#fff}
.change.regression .ch-kind,.change.new .ch-kind,.change.new-rule .ch-kind,.change.newly-checked .ch-kind,.change.still .ch-kind{background:var(--bad)}.change.worse .ch-kind,.change.severity .ch-kind{background:var(--fair)}.change.fixed .ch-kind,.change.better .ch-kind{background:var(--good)}.change.not-measured .ch-kind{background:#99a}.change.not-measured b{font-weight:400;color:var(--muted)}
.crawl .ch-kind{background:var(--brand);min-width:130px}.crawl.removed .ch-kind{background:var(--fair)}
.ucharts{display:grid;grid-template-columns:repeat(auto-fit,minmax(280px,1fr));gap:12px}.uchart{margin:0;border:1px solid var(--line);border-radius:8px;padding:6px 8px;overflow:hidden}.uchart figcaption{font-size:13px;font-weight:600;color:var(--ink)}.uchart .u-legend{font-size:12px}
details.runs{margin-top:10px}details.runs summary{cursor:pointer;font-weight:600}
.hist summary{cursor:pointer;white-space:nowrap;list-style:none}.hs{display:inline-block;width:8px;height:14px;margin-right:2px;border-radius:2px;background:var(--line)}.hs.good{background:var(--good)}.hs.bad{background:var(--bad)}.hs.unmeasured{background:repeating-linear-gradient(45deg,#aab2bd 0 2px,#fff 2px 4px);box-shadow:inset 0 0 0 1px #aab2bd}
.page-history{margin-top:6px;font-size:12px}.picker{margin-top:12px}.picker select{max-width:100%;font:inherit}
img.shot{display:block;border:1px solid var(--line);border-radius:4px}
@media print{
@page{margin:12mm 10mm}
*{-webkit-print-color-adjust:exact;print-color-adjust:exact}
body{background:#fff;font-size:10pt}.wrap{max-width:none;padding:0}header.top{padding:8px 10px;margin-bottom:8px}
th{position:static}thead{display:table-header-group}table{font-size:8.5pt}th,td{padding:2px 4px}table.sortable th{cursor:auto}th[aria-sort]::after{content:none}
section{border:0;border-radius:0;padding:0;margin:0 0 14px;break-inside:auto}.cols{display:block;margin:0}.cols>section{margin:0 0 14px}
h2,h3,summary,figcaption{break-after:avoid}tr,li,.tile,.chart,.uchart,img{break-inside:avoid}
.tiles{grid-template-columns:repeat(4,1fr)}.charts,.ucharts{grid-template-columns:repeat(2,1fr)}.uchart canvas{max-width:100%;height:auto!important}
code{background:none;padding:0;overflow-wrap:break-word}a{color:inherit;text-decoration:none}
details.finding ul{max-height:none;overflow:visible}.controls,.picker,.links,table.page-history,input,select{display:none!important}
}
`;

/** Sorts tables by a clicked header (numbers by data-sort) and filters rows and findings. */
export const HTML_SCRIPT = `
(function(){
  document.querySelectorAll('table.sortable').forEach(function(table){
    // Only the table's own header and rows: a page row holds a small table of its history.
    var heads=Array.prototype.slice.call(table.tHead.rows[0].cells);
    heads.forEach(function(th,col){
      th.tabIndex=0;
      function sort(){
        var asc=th.getAttribute('aria-sort')!=='ascending';
        heads.forEach(function(h){h.removeAttribute('aria-sort');});
        th.setAttribute('aria-sort',asc?'ascending':'descending');
        var body=table.tBodies[0];
        var rows=Array.prototype.slice.call(body.rows);
        rows.sort(function(a,b){
          var x=a.cells[col],y=b.cells[col];
          var nx=x.getAttribute('data-sort'),ny=y.getAttribute('data-sort');
          var r=(nx!==null&&ny!==null)?(parseFloat(nx)-parseFloat(ny)):x.textContent.localeCompare(y.textContent);
          return asc?r:-r;
        });
        rows.forEach(function(r){body.appendChild(r);});
      }
      th.addEventListener('click',sort);
      th.addEventListener('keydown',function(e){if(e.key==='Enter'||e.key===' '){e.preventDefault();sort();}});
    });
  });
  var filter=document.getElementById('filter'),failing=document.getElementById('only-failing');
  function applyPages(){
    var q=(filter.value||'').toLowerCase();
    document.querySelectorAll('#pages > tbody > tr').forEach(function(tr){
      var text=(tr.getAttribute('data-page')+' '+tr.getAttribute('data-template')).toLowerCase();
      var errors=parseFloat(tr.cells[8].getAttribute('data-sort'))||0;
      tr.classList.toggle('hidden',text.indexOf(q)<0||(failing.checked&&errors===0));
    });
  }
  if(filter){filter.addEventListener('input',applyPages);failing.addEventListener('change',applyPages);}
  // Printed, every finding shows its pages (a closed <details> prints its summary alone); afterwards, as the reader left them.
  var closed=[];
  window.addEventListener('beforeprint',function(){Array.prototype.forEach.call(document.querySelectorAll('details.finding,details.runs'),function(d){if(!d.open){d.open=true;closed.push(d);}});});
  window.addEventListener('afterprint',function(){closed.forEach(function(d){d.open=false;});closed=[];});
  var ff=document.getElementById('filter-findings');
  if(ff)ff.addEventListener('input',function(){
    var q=ff.value.toLowerCase();
    document.querySelectorAll('details.finding').forEach(function(d){d.classList.toggle('hidden',d.textContent.toLowerCase().indexOf(q)<0);});
  });
})();
`;
