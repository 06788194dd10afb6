/**
 * `npm run bench`: what the app costs each template over the same page without scripts, measured
 * through the audit. Builds the site (timed; `--reuse` keeps an existing dist/), rates the machine
 * (cores, load, Lighthouse's benchmarkIndex), and runs `seo-audit collect --profile bench` on it
 * (scripts/bench/measure.ts): Lighthouse mobile on one page per template and on its script-free
 * copy, in pairs that take turns opening (median of `--runs`, default 5), and lab INP of every
 * interaction audit.config.json scripts (4× CPU, median of `--inp-runs`; `--no-inp` skips it).
 * Then it formats its own table from the results folder (scripts/bench/table.ts), with each page's
 * transfer sizes from the built files, times synthetic builds (`--sizes 100,1000`, `--no-synthetic`
 * to skip; `--templates home,city` measures only those templates) and writes
 * bench-results/bench.json. A benchmark, not a test: nothing here gates CI (the audit does).
 *
 * How it judges (docs/performance.md, "One instrument"): at Lighthouse's default 4×
 * (`--cpu-slowdown 4`) the app cost is the audit's verdict (`seo-audit assert` on the results); at
 * the multiplier Lighthouse's throttling guidance gives the machine (`guidance`, the default,
 * scripts/bench/machine.ts) the same table is a published figure: a template's excess counts only
 * beyond the limit on each variant's lowest run and beyond the control run's spread at that
 * multiplier (bench-results/control.json); any other multiplier prints "no verdict".
 *
 * `--scale 1000` also builds a copy of the site with 1,000 city pages (scripts/bench/synthetic-build.ts,
 * timed), measures the same pages on it the same way and prints the same table for it, then how each
 * template's JavaScript and HTML moved between the two sizes, every target judged pass or fail
 * (scripts/bench/table.ts). `--keep-scale` leaves that copy and says where; `--scale-dist DIR` measures
 * a copy kept earlier instead of building one (its build time then reads "reused").
 *
 * `--control` times each template's script-free copy against itself (an A/A run, `collect
 * --control`): the app adds nothing there, so whatever the table still reads is the method's noise
 * on this machine; it writes bench-results/control.json, the spread a later run at the same
 * multiplier judges by (docs/performance.md, "The control run").
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { cpus, loadavg } from 'node:os';
import { BUILD_ENV, CHROMIUM_ENV, parseCli } from '../lib/cli-help';
import type { BuildTiming } from './synthetic-build';
import type { AppCostLimits, InpRow, Judgement, Row } from './table';

const {
  values: args,
  fail,
  count,
} = parseCli({
  usage: 'npm run bench -- [options]',
  about: `How close each template gets to plain HTML, measured through the audit: builds the site (timed), runs \`seo-audit collect --profile bench\` on it (Lighthouse mobile on one page per template and on its copy with every script removed, in pairs taking turns; lab INP of every interaction audit.config.json scripts, 4× CPU), reads its results, measures transfer sizes from the built files, times synthetic builds, prints one table and writes bench-results/bench.json. At 4× the app cost is the audit's verdict (seo-audit assert); at the guidance multiplier a published figure judged against the control run (--control). A benchmark, not a test: nothing here gates CI.

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
        "Lighthouse's CPU multiplier: `guidance` (what Lighthouse's calculator advises for this machine's benchmarkIndex: a published figure, judged against the control run), or a number; at 4 (Lighthouse's default, the gate's) the audit judges the app cost",
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
        "time each page's script-free copy against itself (A/A, collect --control): every difference is then the method's noise on this machine; writes bench-results/control.json",
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
const inpRuns = count(args['inp-runs'], 'INP runs', 1);
const scaleCities = args.scale ? count(args.scale, 'city pages', 1) : 0;
if (args['scale-dist'] && !scaleCities)
  fail('--scale-dist measures a copy built with --scale N --keep-scale: give its --scale N too.');

// Imported once the arguments are read: `--help` answers without loading the site or the audit.
const { manifest } = await import('../../core/urls/manifest');
const { JUDGED_SLOWDOWN, measureBuild } = await import('./measure');
const { REAL_CITY_COUNT, timeSyntheticBuild } = await import('./synthetic-build');
const {
  byteChanges,
  controlSpreadMs,
  formatByteChanges,
  formatInpTable,
  formatTable,
  judgeBuild,
  judgeRow,
  tableNotes,
} = await import('./table');
const { chosenSlowdown, describeMachine, machineLine } = await import('./machine');
const { measureBenchmarkIndex } = await import('./benchmark-index');
/** The gate's app-cost targets, as audit.config.json sets them (the audit validates the file; it has no default for them). */
const limits = (JSON.parse(readFileSync('audit.config.json', 'utf8')) as { lighthouse?: { appCost?: AppCostLimits } })
  .lighthouse?.appCost;
if (!limits) fail('audit.config.json sets no lighthouse.appCost: the benchmark judges what the gate judges.');

const dist = resolve(process.env.DIST_DIR ?? 'dist');
const templates = args.templates.split(',').filter(Boolean);
const CONTROL_FILE = 'bench-results/control.json';

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

/** The CPU multiplier of every Lighthouse run, chosen once the machine has been rated (`--cpu-slowdown`). */
let cpuSlowdown = JUDGED_SLOWDOWN;

const measure = (dir: string, label: string, out: string) =>
  measureBuild(dir, {
    runs,
    label,
    cpuSlowdown,
    control: args.control,
    templates,
    inpRuns: args.inp && !args.control ? inpRuns : 0,
    out,
  });

/** The `--scale` copy: built (and timed) here, or one kept by an earlier run. */
function scaleRun(): ScaleRun {
  const out = `bench-results/${args.control ? 'control' : 'bench'}-${scaleCities}`;
  if (args['scale-dist']) {
    const scaleDist = resolve(args['scale-dist']);
    if (!existsSync(join(scaleDist, 'index.html')))
      throw new Error(`${scaleDist} has no index.html: pass the dist/ of a copy kept by --keep-scale`);
    return {
      cityPages: scaleCities,
      pages: null,
      buildSeconds: null,
      dist: scaleDist,
      ...measure(scaleDist, `${scaleCities} cities`, out),
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
      ...measure(scaleDist, `${scaleCities} cities`, out),
    };
  } finally {
    if (args['keep-scale'])
      console.error(
        `bench: the ${scaleCities}-city copy is kept in ${copy} (measure it again with --scale ${scaleCities} --scale-dist ${scaleDist})`,
      );
    else rmSync(copy, { recursive: true, force: true });
  }
}

/** The control run's spread at this multiplier on this machine (bench-results/control.json), or null when none was recorded. */
function recordedControlSpread(): number | null {
  if (!existsSync(CONTROL_FILE)) return null;
  const control = JSON.parse(readFileSync(CONTROL_FILE, 'utf8')) as {
    machine: { cores: number; cpuSlowdown: number };
    controlSpreadMs: number | null;
  };
  return control.machine.cpuSlowdown === cpuSlowdown && control.machine.cores === cpus().length
    ? control.controlSpreadMs
    : null;
}

async function main(): Promise<void> {
  const buildSeconds = timeBuild();
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
  const { rows, inp } = measure(
    dist,
    `${REAL_CITY_COUNT} cities`,
    `bench-results/${args.control ? 'control' : 'bench'}`,
  );
  const scale = scaleCities ? scaleRun() : null;
  const sizes = args.sizes
    .split(',')
    .map(Number)
    .filter((n) => n && n !== scaleCities);
  const synthetic: BuildTiming[] = args.synthetic ? sizes.map((n) => timeSyntheticBuild(n)) : [];

  const indexAfter = await measureBenchmarkIndex();
  const machine = describeMachine((indexBefore + indexAfter) / 2, cpuSlowdown);
  // docs/performance.md, "One instrument": the audit's verdict at 4×, a published figure at the guidance multiplier.
  const spread = args.control ? controlSpreadMs(rows) : recordedControlSpread();
  const judgement: Judgement =
    cpuSlowdown === JUDGED_SLOWDOWN
      ? { kind: 'audit', limits: limits! }
      : machine.comparable
        ? { kind: 'published', limitMs: limits!.tbtMs, controlSpreadMs: spread }
        : { kind: 'none' };
  console.log(
    `\nLighthouse mobile, simulated throttling (${cpuSlowdown}× CPU, slow 4G), median of ${runs}; one page per template (seo-audit collect --profile bench).`,
  );
  console.log(`${machineLine(machine, judgement.kind === 'audit')}\n`);
  if (args.control)
    console.log(
      `Control run: each page is its own script-free copy, timed against that copy. The app adds nothing here: every difference below is the method's noise on this machine (spread on the lowest runs: ${spread === null ? '–' : `±${Math.round(spread)} ms`}).\n`,
    );
  if (scale) console.log(`The real site (${REAL_CITY_COUNT} cities):\n`);
  for (const line of formatTable(rows, judgement)) console.log(line);
  for (const line of tableNotes(judgement, cpuSlowdown, runs)) console.log(line);
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
    for (const line of formatTable(scale.rows, judgement, bases)) console.log(line);
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
    list.map((r) => ({
      ...r,
      targets: judgement.kind === 'none' ? null : judgeRow(r, judgement, bases?.get(r.template)),
    }));
  const result = {
    generatedAt: new Date().toISOString(),
    machine: { ...machine, benchmarkIndexBefore: Math.round(indexBefore), benchmarkIndexAfter: Math.round(indexAfter) },
    appCostLimits: limits,
    judgement: judgement.kind,
    /** `--control`: both variants were the script-free copy (A/A). */
    control: args.control,
    /** The largest lowest-run excess of any template in the control run at this multiplier (null: none recorded). */
    controlSpreadMs: spread,
    runs,
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
  const file = args.control ? CONTROL_FILE : 'bench-results/bench.json';
  writeFileSync(file, `${JSON.stringify(result, null, 2)}\n`);
  console.log(`\nWritten: ${file} (the audit's results: bench-results/${args.control ? 'control' : 'bench'}/)`);
}

await main();
