/**
 * `npm run bench`: how close each template gets to plain HTML. Builds the site
 * (timed; `--reuse` keeps an existing dist/), makes a copy with every script
 * removed (the no-JS limit), runs Lighthouse mobile on both in the same run
 * (median of `--runs`, default 7: one variant's LCP spreads over about 50 ms
 * from run to run on this machine, wider than the 5 % the ratio may differ;
 * medians of 3 and of 5 each put one or two templates past it by chance),
 * measures transfer sizes from the built files, times synthetic builds (`--sizes 100,1000`, `--no-synthetic` to skip;
 * `--templates home,city` measures only those templates),
 * prints one table and writes bench-results/bench.json. A benchmark, not a
 * test: nothing here gates CI (the audit's thresholds do).
 */
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { manifest, type PageEntry } from '../../src/lib/urls';
import { startAuditServer } from '../../serve';
import { htmlFiles } from '../lib/normalize-html';
import { pageSizes } from './sizes';
import { BenchLighthouse, medianFigures, type PerfRun } from './lighthouse-runner';
import { timeSyntheticBuild, type BuildTiming } from './synthetic-build';

const { values: args } = parseArgs({
  options: {
    runs: { type: 'string', default: '7' },
    reuse: { type: 'boolean', default: false },
    synthetic: { type: 'boolean', default: true },
    sizes: { type: 'string', default: '100,1000' },
    templates: { type: 'string', default: '' },
  },
  allowNegative: true,
});

const dist = resolve(process.env.DIST_DIR ?? 'dist');
const runs = Math.max(1, Number(args.runs));

function timeBuild(): number | null {
  if (args.reuse && existsSync(join(dist, 'index.html'))) return null;
  const started = process.hrtime.bigint();
  const result = spawnSync(process.execPath, ['node_modules/tsx/dist/cli.mjs', 'scripts/build.ts'], { stdio: 'inherit', env: process.env });
  if (result.status !== 0) throw new Error('the build failed');
  return Number(process.hrtime.bigint() - started) / 1e9;
}

/**
 * A copy of the build with every script removed (JSON-LD kept): the physical limit. It is
 * loaded by the same browser, scripts on, so its <noscript> fallback stays inert as for any
 * visitor with JavaScript: neither variant requests the full stylesheet before first paint.
 */
function noJsCopy(): string {
  const dir = mkdtempSync(join(tmpdir(), 'bench-nojs-'));
  cpSync(dist, dir, { recursive: true });
  for (const file of htmlFiles(dir)) {
    const html = readFileSync(file, 'utf8')
      .replace(/<script(?![^>]*application\/ld\+json)[^>]*>[\s\S]*?<\/script>\n?/g, '')
      .replace(/<link rel="modulepreload"[^>]*>\n?/g, '');
    writeFileSync(file, html);
  }
  return dir;
}

/**
 * One page per template, the first in manifest order: the page the audit's performance gate
 * measures (audit/browser/index.ts `representatives`). Taking the last one instead measured the
 * home template on its alias `/appliance-repair`, whose document is past the first round trip.
 */
function representativePages(): PageEntry[] {
  const first = new Map<string, PageEntry>();
  for (const entry of manifest) if (entry.status === 200 && !first.has(entry.template)) first.set(entry.template, entry);
  return [...first.values()];
}

interface Row {
  template: string; path: string; score: number; lcpMs: number; noJsLcpMs: number; ratio: number; tbtMs: number; noJsTbtMs: number; cls: number;
  jsBeforePaintKb: number; jsKb: number; cssKb: number; htmlKb: number;
  lcpElement: string | null; noJsLcpElement: string | null;
}

const fmt = (n: number, digits = 0) => n.toFixed(digits);

function printTable(rows: Row[]): void {
  const head = ['template', 'score', 'LCP ms', 'no-JS LCP', 'ratio', 'TBT ms', 'no-JS TBT', 'CLS', 'JS KB*', 'JS KB', 'CSS KB'];
  const body = rows.map((r) => [r.template, fmt(r.score * 100), fmt(r.lcpMs), fmt(r.noJsLcpMs), fmt(r.ratio, 3), fmt(r.tbtMs), fmt(r.noJsTbtMs), fmt(r.cls, 3), fmt(r.jsBeforePaintKb, 1), fmt(r.jsKb, 1), fmt(r.cssKb, 1)]);
  const widths = head.map((h, i) => Math.max(h.length, ...body.map((row) => row[i].length)));
  const line = (cells: string[]) => cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join('  ');
  console.log(line(head));
  for (const row of body) console.log(line(row));
  console.log('no-JS TBT = the same page without scripts: the document\'s own parsing, layout and paint, which no script change can remove.');
  console.log('JS KB* = script bytes requested before first contentful paint; JS KB = every script the page loads once it has loaded (gzipped).');
}

async function main(): Promise<void> {
  const buildSeconds = timeBuild();
  const only = args.templates.split(',').filter(Boolean);
  const templates = representativePages().filter((e) => !only.length || only.includes(e.template));
  const nojs = noJsCopy();
  // Served as the audit serves them: HTTPS, HTTP/2 and compression, like the CDN (serve/https.ts).
  const site = await startAuditServer(dist);
  const plain = await startAuditServer(nojs);
  const lighthouse = await BenchLighthouse.start();
  const rows: Row[] = [];
  try {
    for (const entry of templates) {
      const withJs: PerfRun[] = [];
      const withoutJs: PerfRun[] = [];
      for (let i = 0; i < runs; i++) {
        // Interleaved, so machine noise hits both variants alike.
        withJs.push(await lighthouse.run(`${site.url}${entry.path}`));
        withoutJs.push(await lighthouse.run(`${plain.url}${entry.path}`));
      }
      const js = medianFigures(withJs);
      const limit = medianFigures(withoutJs);
      const sizes = pageSizes(dist, entry.path);
      rows.push({
        template: entry.template, path: entry.path, score: js.score, lcpMs: js.lcpMs, noJsLcpMs: limit.lcpMs, ratio: js.lcpMs / limit.lcpMs,
        tbtMs: js.tbtMs, noJsTbtMs: limit.tbtMs, cls: js.cls, jsBeforePaintKb: js.jsBeforePaintKb, jsKb: sizes.jsKb, cssKb: sizes.cssKb, htmlKb: sizes.htmlKb,
        lcpElement: js.lcpElement, noJsLcpElement: limit.lcpElement,
      });
      process.stderr.write(`bench: ${entry.template} done\n`);
    }
  } finally {
    await lighthouse.close();
    await Promise.all([site.close(), plain.close()]);
    rmSync(nojs, { recursive: true, force: true });
  }
  const synthetic: BuildTiming[] = args.synthetic ? args.sizes.split(',').map(Number).filter(Boolean).map((n) => timeSyntheticBuild(n)) : [];
  console.log(`\nLighthouse mobile, simulated throttling, median of ${runs}; one page per template.\n`);
  printTable(rows);
  console.log(`\nBuild of the real site (${manifest.length} pages): ${buildSeconds === null ? 'reused' : `${fmt(buildSeconds, 1)} s`}`);
  for (const t of synthetic) console.log(`Synthetic build, ${t.cityPages} city pages (${t.pages} HTML files): ${fmt(t.seconds, 1)} s, ${fmt(t.msPerPage, 1)} ms per page`);
  mkdirSync('bench-results', { recursive: true });
  writeFileSync('bench-results/bench.json', `${JSON.stringify({ generatedAt: new Date().toISOString(), runs, rows, buildSeconds, synthetic }, null, 2)}\n`);
  console.log('\nWritten: bench-results/bench.json');
}

await main();
