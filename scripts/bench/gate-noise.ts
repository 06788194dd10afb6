/**
 * `npm run bench:gate`: can the audit's gate be trusted on a busy machine? Proof, not a test.
 *
 * 1. A copy of the build is audited once on a quiet machine: the baseline (its scores and the
 *    fingerprints that tell later runs which pages changed).
 * 2. Beside a load that reproduces the false failures of issue 32 (`--browsers` other Chromiums
 *    loading pages in a loop), the unchanged copy is audited `--runs` times: every failed run is a
 *    false failure. Then `--planted` copies, each with one regression a release could ship, are
 *    audited: a 300 ms long task in one page's start-up, or a 3 MB image at the top of one page,
 *    on a different page each time. A catch is a failed run with an error naming that page.
 *
 * Each run is the fast gate `npm test` runs (one Lighthouse run per template, three when a run
 * misses a limit) plus the pages that changed since the baseline, with every SEO rule; axe is
 * left out (it times nothing, so load cannot move it, and it doubles a run's length).
 * `--cpu-time off` judges on the clock alone, as the audit did before: it shows the load is heavy
 * enough to fail the gate (a load that never fails proves nothing).
 *
 *   npm run bench:gate -- [--runs 10] [--planted 10] [--browsers 2] [--cpu-time off]
 *
 * Writes bench-results/gate-noise.json; docs/performance.md records the result.
 */
import { spawn } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { AuditReport, RunSummary } from '../../audit/report-data';
import { CHROMIUM_ENV, parseCli } from '../lib/cli-help';

const {
  values: args,
  fail,
  count,
} = parseCli({
  usage: 'npm run bench:gate -- [options]',
  about: `Can the audit's gate be trusted on a busy machine? Audits a copy of the build once on a quiet machine (the baseline), then beside --browsers Chromiums loading pages in a loop audits the unchanged copy --runs times (every failed run is a false failure) and --planted copies with one regression each (a 300 ms long task or a 3 MB image on one page; a catch is a failed run naming that page). Each run is the fast gate \`npm test\` runs, without axe.

Writes bench-results/gate-noise.json; docs/performance.md records the result. Proof, not a test.`,
  options: {
    runs: { type: 'string', default: '10', value: 'n', description: 'audits of the unchanged build under load' },
    planted: { type: 'string', default: '10', value: 'n', description: 'audits of copies with a planted regression' },
    browsers: { type: 'string', default: '2', value: 'n', description: 'busy Chromiums loading pages meanwhile' },
    'cpu-time': {
      type: 'string',
      default: 'on',
      value: 'on|off',
      description: 'off: judge on the clock alone, as the audit did before (shows the load can fail the gate)',
    },
  },
  dotEnv: true,
  env: { DIST_DIR: 'the build to audit (default: dist; `npm run build` first)', ...CHROMIUM_ENV },
});
if (!['on', 'off'].includes(args['cpu-time'])) fail(`--cpu-time is on or off, not '${args['cpu-time']}'.`);
count(args.runs, 'runs');
count(args.planted, 'planted copies');
count(args.browsers, 'browsers');

// Imported once the arguments are read: `--help` answers without loading the audit.
const { loadConfig } = await import('../../audit/config');
const { applyComparison, summarize } = await import('../../audit/history');
const { compare } = await import('../../audit/compare-runs');
const { runAudit } = await import('../../audit/run');
const { calibrateLongTask, plantImage, plantLongTask, PLANT_PAGES } = await import('./plant');

const dist = resolve(process.env.DIST_DIR ?? 'dist');
if (!existsSync(join(dist, 'index.html'))) throw new Error('No build in dist/: run `npm run build` first.');
const { config } = await loadConfig();
config.lighthouse.cpuTime = args['cpu-time'] !== 'off';

interface Outcome {
  kind: 'unchanged' | 'long task' | '3 MB image';
  page: string | null;
  passed: boolean;
  caught: boolean | null;
  errors: string[];
  /** App-cost findings (the scripts' cost over the script-free copy): information from the fast gate's one pair. */
  appCostNotes: string[];
  seconds: number;
}

async function audit(dir: string, baseline: RunSummary | null): Promise<AuditReport> {
  const report = await runAudit({
    dist: dir,
    config,
    browser: { profile: 'fast', out: null, axe: false },
    changedSince: baseline?.fingerprints,
    baselineBytes: baseline?.pageBytes,
  });
  if (baseline) applyComparison(report, compare(summarize(report), baseline, config, 'the quiet baseline run'), config);
  return report;
}

function copyOf(label: string): string {
  const dir = mkdtempSync(join(tmpdir(), `gate-${label}-`));
  cpSync(dist, dir, { recursive: true });
  return dir;
}

const errorsOf = (report: AuditReport) =>
  report.findings.filter((f) => f.severity === 'error').map((f) => `${f.ruleId} ${f.page}: ${f.message}`);
const appCostNotesOf = (report: AuditReport) =>
  report.findings.filter((f) => f.ruleId === 'lighthouse/app-cost').map((f) => `${f.page}: ${f.message}`);

const unchanged = copyOf('unchanged');
const outcomes: Outcome[] = [];
let baselineAppCostNotes: string[] = [];
let load: ReturnType<typeof spawn> | null = null;
try {
  console.log('Baseline: the unchanged build on a quiet machine…');
  const baseReport = await audit(unchanged, null);
  const baseline = summarize(baseReport);
  baselineAppCostNotes = appCostNotesOf(baseReport);
  console.log(
    `  ${baseReport.summary.passed ? 'passed' : 'FAILED'}; ${baseReport.summary.errors} errors, ${baselineAppCostNotes.length} app-cost notes${errorsOf(
      baseReport,
    )
      .map((e) => `\n    ${e}`)
      .join('')}`,
  );
  const iterations = calibrateLongTask(300);
  load = spawn(
    process.execPath,
    [
      'node_modules/tsx/dist/cli.mjs',
      '--import',
      './scripts/lib/node-setup.mjs',
      'scripts/bench/busy-browsers.ts',
      unchanged,
      args.browsers,
    ],
    { stdio: 'ignore' },
  );
  const record = async (kind: Outcome['kind'], dir: string, page: string | null) => {
    const started = performance.now();
    const report = await audit(dir, baseline);
    const errors = errorsOf(report);
    const caught =
      page === null
        ? null
        : !report.summary.passed && report.findings.some((f) => f.severity === 'error' && f.page === page);
    const outcome: Outcome = {
      kind,
      page,
      passed: report.summary.passed,
      caught,
      errors,
      appCostNotes: appCostNotesOf(report),
      seconds: Math.round((performance.now() - started) / 1000),
    };
    outcomes.push(outcome);
    console.log(
      `  ${kind}${page ? ` on ${page}` : ''}: ${outcome.passed ? 'passed' : 'FAILED'}${caught === null ? '' : caught ? ', caught' : ', MISSED'}, ${outcome.appCostNotes.length} app-cost notes (${outcome.seconds} s)${errors.length ? `\n    ${errors.slice(0, 4).join('\n    ')}` : ''}`,
    );
  };
  console.log(
    `Beside ${args.browsers} busy browsers, judged ${config.lighthouse.cpuTime ? "on the page's own CPU time where a run misses" : 'on the clock alone'}:`,
  );
  for (let i = 0; i < Number(args.runs); i++) await record('unchanged', unchanged, null);
  for (let i = 0; i < Number(args.planted); i++) {
    const page = PLANT_PAGES[i % PLANT_PAGES.length];
    const dir = copyOf('planted');
    try {
      const kind = i % 2 === 0 ? 'long task' : '3 MB image';
      await (kind === 'long task' ? plantLongTask(dir, page, iterations) : plantImage(dir, page));
      await record(kind, dir, page);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }
} finally {
  load?.kill('SIGTERM');
  rmSync(unchanged, { recursive: true, force: true });
}

const falseFailures = outcomes.filter((o) => o.kind === 'unchanged' && !o.passed).length;
const planted = outcomes.filter((o) => o.kind !== 'unchanged');
const result = {
  date: new Date().toISOString(),
  browsers: Number(args.browsers),
  cpuTime: config.lighthouse.cpuTime,
  baselineAppCostNotes,
  unchanged: {
    runs: outcomes.length - planted.length,
    falseFailures,
    appCostNotes: outcomes.filter((o) => o.kind === 'unchanged').map((o) => o.appCostNotes.length),
  },
  planted: { runs: planted.length, caught: planted.filter((o) => o.caught).length },
  outcomes,
};
mkdirSync('bench-results', { recursive: true });
writeFileSync('bench-results/gate-noise.json', `${JSON.stringify(result, null, 2)}\n`);
console.log(
  `\nUnchanged build: ${falseFailures} of ${result.unchanged.runs} runs failed; app-cost notes ${baselineAppCostNotes.length} quiet, ${result.unchanged.appCostNotes.join(', ')} beside the load. Planted regressions: ${result.planted.caught} of ${result.planted.runs} caught, naming the page.`,
);
console.log(`Written: bench-results/gate-noise.json (${readFileSync('bench-results/gate-noise.json').length} bytes)`);
