/**
 * `npm run bench:gate`: can the audit's verdict be trusted on a busy machine? Proof, not a test.
 *
 * 1. A copy of the build is audited once on a quiet machine: the baseline (its scores, the
 *    fingerprints that tell later runs which pages changed, and the pages each template is timed on).
 * 2. Beside a load that reproduces the false failures of issue 58 (`--browsers` other Chromiums
 *    loading pages in a loop), the unchanged copy is audited `--runs` times: every failed run is a
 *    false failure. Then `--planted` copies, each with one regression a release could ship, are
 *    audited: a 300 ms long task in one page's start-up (or, with `--kinds task,image`, also a 3 MB
 *    image at the top of one page), each on the page the profile times for a template, in turn. A
 *    catch is a failed run with an error naming that page.
 *
 * Each run is the audit's command line, `seo-audit run --profile` (`full` by default, the one a release is gated on; `fast` is
 * `npm test`'s gate) with every SEO rule and every Lighthouse run that times a page (mobile with
 * its script-free copy, desktop); what times nothing is left out (axe, the every-page categories:
 * a load cannot move them, and they double a run's length), and so is lab INP, a warning on this
 * site (all four left out in a copy of audit.config.json the runs are given). A planted copy is timed
 * on the planted page's template alone (`--templates`: the planted page is the one it times) unless
 * `--planted-scope site`: the catch depends on that page alone, and a full audit beside the load
 * takes most of half an hour.
 * `--cpu-time off` judges on the clock alone.
 *
 *   npm run bench:gate -- [--profile full] [--runs 3] [--planted 3] [--browsers 2] [--kinds task]
 *
 * Writes bench-results/gate-noise.json and its table as bench-results/gate-noise.md.
 */
import { spawn, spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { CHROMIUM_ENV, parseCli } from '../lib/cli-help';
import type { Outcome } from './gate-table';

const {
  values: args,
  fail,
  count,
} = parseCli({
  usage: 'npm run bench:gate -- [options]',
  about: `Can the audit's verdict be trusted on a busy machine? Audits a copy of the build once on a quiet machine (the baseline), then beside --browsers Chromiums loading pages in a loop audits the unchanged copy --runs times (every failed run is a false failure) and --planted copies with one regression each (a 300 ms start-up task, or a 3 MB image with --kinds task,image) on the page the profile times for one template (a catch is a failed run naming that page). Each run is the --profile audit without axe.

Writes bench-results/gate-noise.json and bench-results/gate-noise.md (its table). Proof, not a test.`,
  options: {
    profile: { type: 'string', default: 'full', value: 'full|fast', description: 'the audit profile to run' },
    runs: { type: 'string', default: '3', value: 'n', description: 'audits of the unchanged build under load' },
    planted: { type: 'string', default: '3', value: 'n', description: 'audits of copies with a planted regression' },
    kinds: { type: 'string', default: 'task', value: 'list', description: 'planted regressions, in turn: task, image' },
    'planted-scope': {
      type: 'string',
      default: 'page',
      value: 'page|site',
      description:
        'page: a planted copy is timed on the planted page alone (the catch depends on it alone); site: every timed page, as the unchanged runs',
    },
    browsers: { type: 'string', default: '2', value: 'n', description: 'busy Chromiums loading pages meanwhile' },
    'cpu-time': {
      type: 'string',
      default: 'on',
      value: 'on|off',
      description: 'off: judge on the clock alone (shows the load can move the figures)',
    },
  },
  dotEnv: true,
  env: { DIST_DIR: 'the build to audit (default: dist; `npm run build` first)', ...CHROMIUM_ENV },
});
if (!['on', 'off'].includes(args['cpu-time'])) fail(`--cpu-time is on or off, not '${args['cpu-time']}'.`);
if (!['full', 'fast'].includes(args.profile)) fail(`--profile is full or fast, not '${args.profile}'.`);
if (!['page', 'site'].includes(args['planted-scope']))
  fail(`--planted-scope is page or site, not '${args['planted-scope']}'.`);
const kinds = args.kinds.split(',').map((k) => k.trim());
if (!kinds.length || kinds.some((k) => k !== 'task' && k !== 'image')) fail(`--kinds lists task and/or image.`);
count(args.runs, 'runs');
count(args.planted, 'planted copies');
count(args.browsers, 'browsers');

// Imported once the arguments are read.
const { calibrateLongTask, plantImage, plantLongTask, PLANT_TEMPLATES } = await import('./plant');
const { gateTable } = await import('./gate-table');

const dist = resolve(process.env.DIST_DIR ?? 'dist');
if (!existsSync(join(dist, 'index.html'))) throw new Error('No build in dist/: run `npm run build` first.');
const work = mkdtempSync(join(tmpdir(), 'gate-noise-'));
// What times nothing cannot be moved by a load: axe and the every-page categories are left out. Lab INP is a
// warning on this site (audit.config.json), so no verdict waits on it either.
const config = JSON.parse(readFileSync('audit.config.json', 'utf8')) as {
  $schema?: string;
  lighthouse: { cpuTime?: boolean; everyPage?: boolean };
  interactions: { enabled?: boolean };
  axe: { enabled?: boolean };
};
delete config.$schema;
config.lighthouse.cpuTime = args['cpu-time'] !== 'off';
config.lighthouse.everyPage = false;
config.interactions.enabled = false;
config.axe.enabled = false;
const configFile = join(work, 'audit.config.json');
writeFileSync(configFile, `${JSON.stringify(config, null, 2)}\n`);

/** The part of report.json read here (audit/schema/report.schema.json). */
interface Report {
  summary: { passed: boolean };
  findings: { ruleId: string; page: string; severity: string; message: string }[];
  browser?: { representatives: Record<string, string>; lighthouse: { confirmation?: unknown }[] };
}

let audits = 0;
/** One `seo-audit run` of `dir`, compared with the baseline's report.json when given; its report and where it is. */
function audit(dir: string, baseline: string | null, template?: string): { report: Report; file: string } {
  const out = join(work, `audit-${++audits}`);
  const result = spawnSync(
    process.execPath,
    [
      'node_modules/tsx/dist/cli.mjs',
      'audit/bin/seo-audit.ts',
      'run',
      '--dist',
      dir,
      '--config',
      configFile,
      '--profile',
      args.profile,
      '--no-history',
      '--format',
      'json',
      '--out',
      out,
      ...(baseline ? ['--baseline', baseline] : []),
      ...(template ? ['--templates', template] : []),
    ],
    { stdio: ['ignore', 'ignore', 'inherit'] },
  );
  // 0 passed, 1 failed: both are verdicts; anything else is an audit that could not finish.
  if (result.status !== 0 && result.status !== 1)
    throw new Error(`seo-audit run on ${dir} ended with ${result.status ?? result.signal}`);
  const file = join(out, 'report.json');
  return { report: JSON.parse(readFileSync(file, 'utf8')) as Report, file };
}

function copyOf(label: string): string {
  const dir = mkdtempSync(join(tmpdir(), `gate-${label}-`));
  cpSync(dist, dir, { recursive: true });
  return dir;
}

const line = (f: Report['findings'][number]) => `${f.ruleId} ${f.page}: ${f.message}`;
const load = () => Math.round(loadavg()[0] * 10) / 10;

const outcomes: Outcome[] = [];
/** Each timed page's template, read off the baseline: a planted page is timed alone by naming its template. */
const templateOf = new Map<string, string>();
function record(kind: Outcome['kind'], dir: string, page: string | null, baseline: string | null) {
  const started = performance.now();
  const before = load();
  const { report, file } = audit(
    dir,
    baseline,
    page && args['planted-scope'] === 'page' ? templateOf.get(page) : undefined,
  );
  const errors = report.findings.filter((f) => f.severity === 'error');
  const outcome: Outcome = {
    kind,
    page,
    passed: report.summary.passed,
    caught: page === null ? null : !report.summary.passed && errors.some((f) => f.page === page),
    errors: errors.map(line),
    unresolved: report.findings.filter((f) => f.message.includes('not resolved on this machine')).map(line),
    measuredAgain: (report.browser?.lighthouse ?? []).filter((p) => p.confirmation).length,
    load: [before, load()],
    seconds: Math.round((performance.now() - started) / 1000),
  };
  outcomes.push(outcome);
  console.log(
    `  ${kind}${page ? ` on ${page}` : ''}: ${outcome.passed ? 'passed' : 'FAILED'}${outcome.caught === null ? '' : outcome.caught ? ', caught' : ', MISSED'}; ${errors.length} errors, ${outcome.unresolved.length} unresolved, ${outcome.measuredAgain} pages measured again; load ${outcome.load.join(' → ')} (${outcome.seconds} s)${errors.length ? `\n    ${outcome.errors.slice(0, 4).join('\n    ')}` : ''}`,
  );
  return { report, file };
}

const unchanged = copyOf('unchanged');
let busy: ReturnType<typeof spawn> | null = null;
try {
  console.log(`Baseline: the unchanged build, ${args.profile} profile, without the busy browsers…`);
  const { report: baseReport, file: baseline } = record('baseline', unchanged, null, null);
  const timed = baseReport.browser?.representatives ?? {};
  for (const [template, page] of Object.entries(timed)) templateOf.set(page, template);
  const plantPages = PLANT_TEMPLATES.flatMap((t) => (timed[t] ? [timed[t]] : []));
  if (!plantPages.length) throw new Error('The baseline timed none of the templates to plant on.');
  const iterations = calibrateLongTask(300);
  busy = spawn(
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
  console.log(
    `Beside ${args.browsers} busy browsers, judged ${config.lighthouse.cpuTime ? "on the page's own CPU time where a run misses" : 'on the clock alone'}:`,
  );
  for (let i = 0; i < Number(args.planted); i++) {
    const page = plantPages[i % plantPages.length];
    const dir = copyOf('planted');
    try {
      const kind = kinds[i % kinds.length] === 'task' ? 'long task' : '3 MB image';
      await (kind === 'long task' ? plantLongTask(dir, page, iterations) : plantImage(dir, page));
      record(kind, dir, page, baseline);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  } // The unchanged runs last: the planted copies, a few minutes each, answer first.
  for (let i = 0; i < Number(args.runs); i++) record('unchanged', unchanged, null, baseline);
} finally {
  busy?.kill('SIGTERM');
  rmSync(unchanged, { recursive: true, force: true });
  rmSync(work, { recursive: true, force: true });
}

const underLoad = outcomes.filter((o) => o.kind === 'unchanged');
const planted = outcomes.filter((o) => o.kind === 'long task' || o.kind === '3 MB image');
const result = {
  date: new Date().toISOString(),
  profile: args.profile,
  browsers: Number(args.browsers),
  cpuTime: config.lighthouse.cpuTime,
  unchanged: { runs: underLoad.length, falseFailures: underLoad.filter((o) => !o.passed).length },
  planted: { runs: planted.length, caught: planted.filter((o) => o.caught).length },
  outcomes,
};
mkdirSync('bench-results', { recursive: true });
writeFileSync('bench-results/gate-noise.json', `${JSON.stringify(result, null, 2)}\n`);
writeFileSync('bench-results/gate-noise.md', gateTable(result));
console.log(`\n${gateTable(result)}`);
console.log(
  `Unchanged build under load: ${result.unchanged.falseFailures} of ${result.unchanged.runs} runs failed. Planted regressions: ${result.planted.caught} of ${result.planted.runs} caught, naming the page.`,
);
