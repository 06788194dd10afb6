/**
 * Measures one build through the audit: `seo-audit collect` with the `bench` profile of
 * audit.config.json (the mobile performance runs of one page per template, each beside its
 * script-free copy, pairs taking turns to open, and lab INP), at the CPU multiplier asked for; at
 * Lighthouse's default 4× the results are judged by `seo-audit assert` too, so the app cost's
 * verdict is the audit's own. The benchmark reads the results folder (`results.json`, and
 * `report/report.json` when judged) and the page's sizes from the built files (sizes.ts).
 * `npm run bench` calls it for the real site and for the `--scale` copy.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pageSizes } from './sizes';
import { rowsOf, type BenchReport, type BenchResults, type InpRow, type Row, type Sizes } from './table';

/** The profile of audit.config.json the benchmark measures with. */
const BENCH_PROFILE = 'bench';
/** Lighthouse's default CPU multiplier, at which the audit judges the app's cost (`lighthouse.cpuSlowdown`). */
export const JUDGED_SLOWDOWN = 4;

interface MeasureOptions {
  /** Lighthouse runs per page and variant (the profile's `runs.mobile`). */
  runs: number;
  /** Names the build in progress lines. */
  label: string;
  cpuSlowdown: number;
  /** The control run (`collect --control`): each page's script-free copy timed against itself. */
  control: boolean;
  /** Only these templates (empty: all). */
  templates: string[];
  /** Runs of each scripted interaction (0: no lab INP). */
  inpRuns: number;
  /** The results folder collect writes (and assert's report, under `report/`). */
  out: string;
}

/** audit.config.json as written, with the benchmark's runs and multiplier: the configuration collect and assert both read. */
function benchConfig(options: MeasureOptions): Record<string, unknown> {
  const raw = JSON.parse(readFileSync('audit.config.json', 'utf8')) as {
    $schema?: string;
    lighthouse: Record<string, unknown>;
    profiles: Record<string, { lighthouse: Record<string, unknown> }>;
    interactions: { runs: Record<string, number> };
    axe: Record<string, unknown>;
  };
  const profile = raw.profiles[BENCH_PROFILE];
  if (!profile) throw new Error(`audit.config.json has no "${BENCH_PROFILE}" profile: the benchmark measures with it.`);
  delete raw.$schema;
  raw.lighthouse.cpuSlowdown = options.cpuSlowdown;
  profile.lighthouse.runs = { mobile: options.runs };
  raw.interactions.runs[BENCH_PROFILE] = options.inpRuns;
  // axe times nothing; the benchmark reads none of it.
  raw.axe.enabled = false;
  return raw;
}

function audit(args: string[]): number {
  const result = spawnSync(
    process.execPath,
    ['node_modules/tsx/dist/cli.mjs', 'audit/bin/seo-audit.ts', ...args, '--no-history'],
    { stdio: ['ignore', 'inherit', 'inherit'], env: process.env },
  );
  if (result.status === null) throw new Error(`seo-audit ${args[0]} was stopped (${result.signal})`);
  return result.status;
}

export interface Measured {
  rows: Row[];
  inp: InpRow[];
  /** The results folder. */
  out: string;
}

/**
 * One build's rows: `collect` writes the results, `assert` judges them at 4×, and the table is
 * made of what they say (table.ts `rowsOf`) and of each page's sizes.
 */
export function measureBuild(dist: string, options: MeasureOptions): Measured {
  const out = resolve(options.out);
  mkdirSync(out, { recursive: true });
  const config = join(out, 'audit.config.json');
  writeFileSync(config, `${JSON.stringify(benchConfig(options), null, 2)}\n`);
  process.stderr.write(
    `bench (${options.label}): seo-audit collect --profile ${BENCH_PROFILE}, ${options.cpuSlowdown}× CPU\n`,
  );
  const collected = audit([
    'collect',
    '--dist',
    dist,
    '--config',
    config,
    '--profile',
    BENCH_PROFILE,
    '--out',
    out,
    ...(options.templates.length ? ['--templates', options.templates.join(',')] : []),
    ...(options.control ? ['--control'] : []),
  ]);
  if (collected !== 0) throw new Error(`seo-audit collect failed (exit code ${collected})`);
  const judged = options.cpuSlowdown === JUDGED_SLOWDOWN;
  if (judged) {
    // Exit code 1 is a failed gate, 2 one with tool errors: both write the report read here.
    const report = join(out, 'report');
    rmSync(report, { recursive: true, force: true });
    const asserted = audit(['assert', out, '--config', config, '--format', 'json', '--out', report]);
    if (!existsSync(join(report, 'report.json')))
      throw new Error(`seo-audit assert could not judge ${out} (exit code ${asserted})`);
  }
  return { ...readMeasured(out, judged, (path) => pageSizes(dist, path)), out };
}

/**
 * A results folder as the benchmark reads it: collect's results.json and, when `judged`, assert's
 * report/report.json; `sizes` weighs each page (in a control run too: the build's, where the copy
 * timed has none of its scripts).
 */
export function readMeasured(out: string, judged: boolean, sizes: (path: string) => Sizes): Omit<Measured, 'out'> {
  const results = JSON.parse(readFileSync(join(out, 'results.json'), 'utf8')) as BenchResults;
  const report = judged ? (JSON.parse(readFileSync(join(out, 'report', 'report.json'), 'utf8')) as BenchReport) : null;
  return rowsOf(results, report, sizes);
}
