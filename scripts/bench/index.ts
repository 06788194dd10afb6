/**
 * `npm run bench`: what the app costs each template over the same page without scripts. Builds the
 * site (timed; `--reuse` keeps an existing dist/), makes a copy with every script removed
 * (audit/script-free.ts), runs Lighthouse mobile on both in the same run, alternately, and judges
 * what the scripts add exactly as the audit's gate does (audit/app-cost.ts, against
 * audit.config.json's `lighthouse.appCost`) (median of `--runs`, default 5), records the machine
 * (cores, load, Lighthouse's benchmarkIndex), slows the CPU by the multiplier Lighthouse's throttling
 * guidance gives that index (`--cpu-slowdown`; verdicts are published only inside the guidance's
 * range, scripts/bench/machine.ts), runs Chrome's own
 * `lighthouse` command line on the same pages (`--chrome-runs`, default 1),
 * measures transfer sizes from the built files, times synthetic builds (`--sizes 100,1000`, `--no-synthetic` to skip;
 * `--templates home,city` measures only those templates),
 * prints one table and writes bench-results/bench.json. A benchmark, not a
 * test: nothing here gates CI (the audit's thresholds do).
 *
 * `--scale 1000` also builds a copy of the site with 1,000 city pages (scripts/bench/synthetic-build.ts,
 * timed), measures the same pages on it the same way and prints the same table for it, then how each
 * template's JavaScript and HTML moved between the two sizes, every target judged pass or fail
 * (scripts/bench/table.ts). `--keep-scale` leaves that copy and says where; `--scale-dist DIR` measures
 * a copy kept earlier instead of building one (its build time then reads "reused").
 *
 * Lab INP (scripts/bench/interactions.ts): every interaction audit.config.json scripts for the measured
 * templates, replayed in a Lighthouse timespan at 4× CPU (median of `--inp-runs`, default 5), on the
 * real site and on the `--scale` copy; `--no-inp` skips it.
 *
 * `--control` times each template's script-free copy against itself (an A/A run): the app adds
 * nothing there, so whatever the table still reads over the targets is the method's noise on this
 * machine, the yardstick for reading a real run's misses (docs/performance.md, "The control run").
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { cpus, loadavg } from 'node:os';
import { BUILD_ENV, CHROMIUM_ENV, parseCli } from '../lib/cli-help';
import type { BuildTiming } from './synthetic-build';
import type { InpRow } from './interactions';
import type { Row } from './table';

const {
  values: args,
  fail,
  count,
} = parseCli({
  usage: 'npm run bench -- [options]',
  about: `How close each template gets to plain HTML: builds the site (timed), makes a copy with every script removed (the no-JS limit), runs Lighthouse mobile on one page per template of both in the same run, measures transfer sizes from the built files and lab INP (every interaction audit.config.json scripts, 4× CPU), times synthetic builds, prints one table and writes bench-results/bench.json. A benchmark, not a test: nothing here gates CI.

--scale N does the same on a copy of the site with N city pages and prints how each template's bytes moved between the two sizes, every target judged pass or fail (docs/performance.md).`,
  options: {
    runs: {
      type: 'string',
      default: '5',
      value: 'n',
      description: 'Lighthouse runs per page and variant; the median counts',
    },
    'cpu-slowdown': {
      type: 'string',
      default: 'guidance',
      value: 'n|guidance',
      description:
        "Lighthouse's CPU multiplier: `guidance` (what Lighthouse's calculator advises for this machine's benchmarkIndex, so figures compare across machines), or a number such as 4 (Lighthouse's default, the gate's and Chrome's)",
    },
    'chrome-runs': {
      type: 'string',
      default: '1',
      value: 'n',
      description: "runs of Chrome's own lighthouse command line per page, beside the project's figures (0: none)",
    },
    reuse: {
      type: 'boolean',
      default: false,
      description: 'keep the build in DIST_DIR when it has one (its time reads "reused")',
    },
    synthetic: { type: 'boolean', default: true, description: 'skip the synthetic builds' },
    sizes: {
      type: 'string',
      default: '100,1000',
      value: 'list',
      description: 'city pages of each synthetic build timed',
    },
    templates: {
      type: 'string',
      default: '',
      value: 'list',
      description: 'measure only these templates, e.g. home,city (default: one page of every template)',
    },
    scale: { type: 'string', default: '', value: 'n', description: 'also build and measure a copy with N city pages' },
    'scale-dist': {
      type: 'string',
      default: '',
      value: 'dir',
      description: 'measure the dist/ of a --scale copy kept earlier instead of building one (give its --scale N too)',
    },
    'keep-scale': { type: 'boolean', default: false, description: 'leave the --scale copy and say where' },
    control: {
      type: 'boolean',
      default: false,
      description:
        "time each page's script-free copy against itself (A/A): every difference is then the method's noise on this machine",
    },
    inp: { type: 'boolean', default: true, description: 'skip lab INP' },
    'inp-runs': {
      type: 'string',
      default: '5',
      value: 'n',
      description: 'runs of each interaction; the median counts',
    },
  },
  allowNegative: true,
  dotEnv: true,
  env: { DIST_DIR: 'the build to time and measure (default: dist)', ...CHROMIUM_ENV, ...BUILD_ENV },
});
const runs = count(args.runs, 'Lighthouse runs', 1);
const chromeRuns = count(args['chrome-runs'], 'Chrome Lighthouse runs', 0);
const inpRuns = count(args['inp-runs'], 'INP runs', 1);
const scaleCities = args.scale ? count(args.scale, 'city pages', 1) : 0;
if (args['scale-dist'] && !scaleCities)
  fail('--scale-dist measures a copy built with --scale N --keep-scale: give its --scale N too.');

// Imported once the arguments are read: `--help` answers without loading the site or the audit.
const { manifest } = await import('../../core/urls/manifest');
const { measureBuild, representativePages } = await import('./measure');
const { REAL_CITY_COUNT, timeSyntheticBuild } = await import('./synthetic-build');
const { formatInpTable, measureInteractionsOf } = await import('./interactions');
const { byteChanges, formatByteChanges, formatTable, judgeBuild, judgeRow, tableNotes } = await import('./table');
const { chosenSlowdown, describeMachine, machineLine } = await import('./machine');
const { measureBenchmarkIndex } = await import('./benchmark-index');
const { loadConfig } = await import('../../audit/config');
const limits = (await loadConfig()).config.lighthouse.appCost;
if (!limits) fail('audit.config.json sets no lighthouse.appCost: the benchmark judges what the gate judges.');

const dist = resolve(process.env.DIST_DIR ?? 'dist');
const labInp = (dir: string, pages: ReturnType<typeof representativePages>): Promise<InpRow[]> =>
  args.inp ? measureInteractionsOf(dir, pages, inpRuns) : Promise.resolve([]);

function timeBuild(): number | null {
  if (args.reuse && existsSync(join(dist, 'index.html'))) return null;
  const started = process.hrtime.bigint();
  const result = spawnSync(process.execPath, ['node_modules/tsx/dist/cli.mjs', 'scripts/build.ts'], {
    stdio: 'inherit',
    env: process.env,
  });
  if (result.status !== 0) throw new Error('the build failed');
  return Number(process.hrtime.bigint() - started) / 1e9;
}

const fmt = (n: number, digits = 0) => n.toFixed(digits);
/** The machine's load averages (1, 5, 15 min) and cores: lab INP means something only on a quiet machine. */
const loadLine = () =>
  `${loadavg()
    .map((n) => n.toFixed(2))
    .join(' ')} on ${cpus().length} cores`;

interface ScaleRun {
  cityPages: number;
  pages: number | null;
  buildSeconds: number | null;
  dist: string;
  rows: Row[];
  inp: InpRow[];
}

/** The `--scale` copy: built (and timed) here, or one kept by an earlier run. */
async function scaleRun(pages: ReturnType<typeof representativePages>): Promise<ScaleRun> {
  if (args['scale-dist']) {
    const scaleDist = resolve(args['scale-dist']);
    if (!existsSync(join(scaleDist, 'index.html')))
      throw new Error(`${scaleDist} has no index.html: pass the dist/ of a copy kept by --keep-scale`);
    return {
      cityPages: scaleCities,
      pages: null,
      buildSeconds: null,
      dist: scaleDist,
      rows: await measureBuild(scaleDist, pages, measureOptions(`${scaleCities} cities`)),
      inp: await labInp(scaleDist, pages),
    };
  }
  const build = timeSyntheticBuild(scaleCities, { keep: true });
  const copy = build.dir!;
  const scaleDist = join(copy, 'dist');
  try {
    return {
      cityPages: scaleCities,
      pages: build.pages,
      buildSeconds: build.seconds,
      dist: scaleDist,
      rows: await measureBuild(scaleDist, pages, measureOptions(`${scaleCities} cities`)),
      inp: await labInp(scaleDist, pages),
    };
  } finally {
    if (args['keep-scale'])
      console.error(
        `bench: the ${scaleCities}-city copy is kept in ${copy} (measure it again with --scale ${scaleCities} --scale-dist ${scaleDist})`,
      );
    else rmSync(copy, { recursive: true, force: true });
  }
}

/** The CPU multiplier of every Lighthouse run, chosen once the machine has been rated (`--cpu-slowdown`). */
let cpuSlowdown = 4;

const measureOptions = (label: string) => ({ runs, label, chromeRuns, cpuSlowdown, control: args.control });

async function main(): Promise<void> {
  const buildSeconds = timeBuild();
  const pages = representativePages(args.templates.split(',').filter(Boolean));
  // The machine is rated before and after, with nothing else of ours running (scripts/bench/benchmark-index.ts).
  const indexBefore = await measureBenchmarkIndex();
  const slowdown = chosenSlowdown(args['cpu-slowdown'], indexBefore);
  if (slowdown === null) {
    fail(
      `--cpu-slowdown ${args['cpu-slowdown']}: give a number of at least 1, or guidance (this machine's benchmarkIndex ${Math.round(indexBefore)} has none below 150).`,
    );
    return;
  }
  cpuSlowdown = slowdown;
  const rows = await measureBuild(dist, pages, measureOptions(`${REAL_CITY_COUNT} cities`));
  const inp = await labInp(dist, pages);
  const scale = scaleCities ? await scaleRun(pages) : null;
  const sizes = args.sizes
    .split(',')
    .map(Number)
    .filter((n) => n && n !== scaleCities);
  const synthetic: BuildTiming[] = args.synthetic ? sizes.map((n) => timeSyntheticBuild(n)) : [];

  const indexAfter = await measureBenchmarkIndex();
  const machine = describeMachine((indexBefore + indexAfter) / 2, cpuSlowdown);
  console.log(
    `\nLighthouse mobile, simulated throttling (${cpuSlowdown}× CPU, slow 4G), median of ${runs}; one page per template.`,
  );
  console.log(`${machineLine(machine)}\n`);
  if (args.control)
    console.log(
      "Control run: each page is its own script-free copy, timed against that copy. The app adds nothing here: every difference below is the method's noise on this machine.\n",
    );
  if (scale) console.log(`The real site (${REAL_CITY_COUNT} cities):\n`);
  for (const line of formatTable(rows, limits!, undefined, machine.comparable)) console.log(line);
  for (const line of tableNotes(limits!, cpuSlowdown)) console.log(line);
  if (inp.length) {
    console.log(`\nLab INP, Lighthouse timespan, phone, 4× CPU, median of ${inpRuns} (load: ${loadLine()}):\n`);
    for (const line of formatInpTable(inp)) console.log(line);
  }
  console.log(
    `\nBuild of the real site (${manifest.length} pages): ${buildSeconds === null ? 'reused' : `${fmt(buildSeconds, 1)} s`}`,
  );
  for (const t of synthetic)
    console.log(
      `Synthetic build, ${t.cityPages} city pages (${t.pages} HTML files): ${fmt(t.seconds, 1)} s, ${fmt(t.msPerPage, 1)} ms per page`,
    );

  let changes = null;
  let buildVerdict = null;
  if (scale) {
    const bases = new Map(rows.map((r) => [r.template, r]));
    console.log(`\nThe synthetic copy with ${scale.cityPages} cities (${dirname(scale.dist)}), the same pages:\n`);
    for (const line of formatTable(scale.rows, limits!, bases, machine.comparable)) console.log(line);
    if (scale.inp.length) {
      console.log(`\nLab INP with ${scale.cityPages} cities (median of ${inpRuns}):\n`);
      for (const line of formatInpTable(scale.inp, inp)) console.log(line);
    }
    buildVerdict = judgeBuild(scale.cityPages, scale.buildSeconds);
    const verdict = buildVerdict ? ` (${buildVerdict.target}: ${buildVerdict.pass ? 'pass' : 'fail'})` : '';
    console.log(
      `\nBuild with ${scale.cityPages} cities${scale.pages ? ` (${scale.pages} HTML files)` : ''}: ${scale.buildSeconds === null ? 'reused' : `${fmt(scale.buildSeconds, 1)} s`}${verdict}`,
    );
    changes = byteChanges(rows, scale.rows);
    console.log(
      `\nWhat ${scale.cityPages - REAL_CITY_COUNT} more cities did to each template's bytes (JS gzipped, HTML Brotli 5):\n`,
    );
    for (const line of formatByteChanges(changes, REAL_CITY_COUNT, scale.cityPages)) console.log(line);
  }

  mkdirSync('bench-results', { recursive: true });
  const judged = (list: Row[], bases?: Map<string, Row>) =>
    list.map((r) => ({ ...r, targets: machine.comparable ? judgeRow(r, limits!, bases?.get(r.template)) : null }));
  const result = {
    generatedAt: new Date().toISOString(),
    machine: { ...machine, benchmarkIndexBefore: Math.round(indexBefore), benchmarkIndexAfter: Math.round(indexAfter) },
    appCostLimits: limits,
    /** `--control`: both variants were the script-free copy (A/A). */
    control: args.control,
    runs,
    chromeRuns,
    cities: REAL_CITY_COUNT,
    rows: judged(rows),
    inp: { runs: inpRuns, load: loadLine(), rows: inp },
    buildSeconds,
    synthetic,
    ...(scale
      ? {
          scale: {
            cityPages: scale.cityPages,
            pages: scale.pages,
            buildSeconds: scale.buildSeconds,
            build: buildVerdict,
            rows: judged(scale.rows, new Map(rows.map((r) => [r.template, r]))),
            changes,
            inp: scale.inp,
          },
        }
      : {}),
  };
  writeFileSync('bench-results/bench.json', `${JSON.stringify(result, null, 2)}\n`);
  console.log('\nWritten: bench-results/bench.json');
}

await main();
