/**
 * `npm run drill`: the defect drill (docs/drill.md). Proves the fast tier still catches each class
 * of defect: for every case of ./cases.ts it copies the repository's sources (node_modules
 * linked), plants the case's regression, builds the copy when the step reads a build, and runs
 * only the step of `npm test` that owns the class. A case is caught when that step exits non-zero
 * and its output names the expected catcher, so a step that failed for another reason (a flaky
 * server, a broken copy) does not count. Prints one Markdown table, writes it into docs/drill.md
 * between its markers, and exits 1 when any case was not caught.
 *
 * One case at a time: the browser steps time pages on the machine's CPU, as `npm test` does.
 */
import { spawn } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { stripVTControlCharacters } from 'node:util';
import { CHROMIUM_ENV, parseCli } from '../lib/cli-help';
import { CASES } from './cases';
import type { DrillCase } from './kit';
import { excerpt, HEADER, row, shown, writeDoc, type Result } from './report';

const cli = parseCli({
  usage: 'npm run drill -- [--only <ids>] [--list] [--keep] [--no-write]',
  about:
    'The defect drill: for each planted regression, a copy of the repository with the defect in it, built when needed, and the one step of `npm test` that owns its class, which must fail naming the expected test or finding. Prints a table (case, class, step, what caught it, seconds; `--list` names each defect), writes it into docs/drill.md and exits 1 if any case was not caught. Cases run one at a time; all of them take about 15 minutes on two cores, most of it the audit gate’s.',
  options: {
    only: {
      type: 'string',
      value: 'ids',
      description: 'run only these cases (comma-separated ids; --list names them)',
    },
    list: { type: 'boolean', description: 'list the cases (id, class, defect) and exit' },
    keep: {
      type: 'boolean',
      description: "keep each case's copy of the repository (with its build) and print where",
    },
    write: {
      type: 'boolean',
      default: true,
      description:
        'print the table only, leaving docs/drill.md as it is (without it, the rows run replace theirs there)',
    },
  },
  allowNegative: true,
  env: {
    TMPDIR: 'where the copies and the logs go (default /tmp)',
    ...CHROMIUM_ENV,
  },
});

const ROOT = resolve(import.meta.dirname, '../..');
const DOC = join(ROOT, 'docs/drill.md');
/** Playwright's server port in the copies, away from the default 4310 a developer's own run may hold. */
const TEST_PORT = '4510';

if (cli.values.list) {
  for (const c of CASES) console.log(`${c.id.padEnd(22)} ${c.class.padEnd(28)} ${c.defect}`);
  process.exit(0);
}
const ids = cli.values.only?.split(',').map((id) => id.trim()) ?? CASES.map((c) => c.id);
const unknown = ids.filter((id) => !CASES.some((c) => c.id === id));
if (unknown.length) cli.fail(`No case ${unknown.join(', ')}: run --list for the ids.`);
const selected = CASES.filter((c) => ids.includes(c.id));

/** Top-level entries that are not sources: dependencies, outputs, reports, VCS (tests/dist/reproducible.full.test.ts). */
const NOT_SOURCES =
  /^(node_modules|\.git|dist.*|test-results|playwright-report|audit-reports|bench-results|\.vite-react-ssg-temp|\.wrangler)$/;

/** A copy of the sources (node_modules linked), like a fresh checkout of the working tree. */
function copyRepository(id: string): string {
  const copy = mkdtempSync(join(tmpdir(), `drill-${id}-`));
  cpSync(ROOT, copy, {
    recursive: true,
    filter: (from) => from === ROOT || !NOT_SOURCES.test(from.slice(ROOT.length + 1).split('/')[0]),
  });
  symlinkSync(join(ROOT, 'node_modules'), join(copy, 'node_modules'));
  return copy;
}

/**
 * Runs `command` in the copy with CI's settings (Playwright on its own port, a line reporter, no
 * server reused) and the copy's own build (no DIST_DIR from the caller's environment).
 */
function run(command: string[], cwd: string, log: string): Promise<{ code: number; output: string }> {
  const env: NodeJS.ProcessEnv = { ...process.env, CI: 'true', TEST_PORT, FORCE_COLOR: '0' };
  delete env.DIST_DIR;
  return new Promise((done) => {
    const child = spawn(command[0], command.slice(1), { cwd, env, stdio: ['ignore', 'pipe', 'pipe'] });
    const chunks: Buffer[] = [];
    child.stdout.on('data', (d: Buffer) => chunks.push(d));
    child.stderr.on('data', (d: Buffer) => chunks.push(d));
    child.on('close', (code, signal) => {
      const output = stripVTControlCharacters(Buffer.concat(chunks).toString('utf8'));
      writeFileSync(log, `$ ${shown(command)}\n${output}\nexit ${code ?? signal}\n`, { flag: 'a' });
      done({ code: code ?? 1, output });
    });
  });
}

const logs = mkdtempSync(join(tmpdir(), 'drill-logs-'));

/** The copy of the case running, removed on Ctrl-C too (unless --keep). */
let current: string | null = null;
process.on('SIGINT', () => {
  if (current && !cli.values.keep) rmSync(current, { recursive: true, force: true });
  process.exit(130);
});

async function runCase(drill: DrillCase): Promise<Result> {
  const started = performance.now();
  const copy = copyRepository(drill.id);
  current = copy;
  const log = join(logs, `${drill.id}.log`);
  const result = (caught: boolean, verdict: string): Result => ({
    drill,
    caught,
    verdict,
    seconds: (performance.now() - started) / 1000,
  });
  try {
    try {
      drill.plant(copy);
    } catch (error) {
      return result(false, `NOT PLANTED: ${error instanceof Error ? error.message : String(error)}`);
    }
    // Playwright serves the sample build too (its `sample` project, playwright.config.ts): an e2e step needs
    // both builds, as `npm test` makes them.
    const builds = !drill.needsBuild ? [] : drill.step.name === 'e2e' ? ['build', 'build:sample'] : ['build'];
    for (const script of builds) {
      console.log(`  ${script === 'build' ? 'building the copy' : 'building its sample configuration'}`);
      const build = await run(['npm', 'run', script], copy, log);
      // The build refusing the defect is the earliest catch there is (scripts/lib/content-check.ts and friends).
      if (build.code !== 0) {
        const named = drill.caughtBy.exec(build.output);
        const reason = build.output.split('\n').findLast((l) => l.startsWith('build failed')) ?? 'build failed';
        return result(true, `${script} refused it: ${named ? excerpt(named) : excerpt(reason)}`);
      }
    }
    console.log(`  running ${shown(drill.step.command)}`);
    const step = await run(drill.step.command, copy, log);
    const match = drill.caughtBy.exec(step.output);
    if (step.code !== 0 && match) return result(true, excerpt(match));
    const tail = step.output.trimEnd().split('\n').slice(-40).join('\n');
    console.log(`  --- last lines of the step's output (whole log: ${log}) ---\n${tail}\n  ---`);
    return result(
      false,
      step.code === 0
        ? `NOT CAUGHT: the step passed (exit 0)`
        : `NOT CAUGHT: the step failed (exit ${step.code}) without naming ${drill.caughtBy.source.slice(0, 60)}`,
    );
  } finally {
    if (cli.values.keep) console.log(`  copy kept: ${copy}`);
    else rmSync(copy, { recursive: true, force: true });
    current = null;
  }
}

const results: Result[] = [];
const started = performance.now();
for (const [i, drill] of selected.entries()) {
  console.log(`\n▶ ${i + 1}/${selected.length} ${drill.id}: ${drill.defect}`);
  const r = await runCase(drill);
  results.push(r);
  console.log(`  ${r.caught ? 'caught' : 'NOT CAUGHT'} in ${r.seconds.toFixed(0)} s: ${r.verdict}`);
}
const missed = results.filter((r) => !r.caught);
const minutes = ((performance.now() - started) / 60_000).toFixed(1);
const date = new Date().toISOString().slice(0, 10);
const summary = `Last run ${date}, ${cli.values.only ? `\`--only ${ids.join(',')}\`` : `all ${results.length} cases`}: ${results.length - missed.length} of ${results.length} caught in ${minutes} min.`;

console.log(`\n${[...HEADER, ...results.map(row)].join('\n')}\n\n${summary}\nLogs: ${logs}`);
if (cli.values.write) {
  await writeDoc(DOC, CASES, results, summary);
  console.log('Table written to docs/drill.md.');
}
if (missed.length) console.log(`\nNot caught: ${missed.map((r) => r.drill.id).join(', ')}.`);
process.exit(missed.length ? 1 : 0);
