/**
 * `npm test` and `npm run test:full`: the steps of a test tier in order (docs/testing.md), each an
 * npm script, stopping at the first that fails; then how long each step took, so a contributor
 * sees where the minutes go and a change that slows the suite shows in its own step.
 * Type check and lint run side by side (each uses one core; their output is printed whole as
 * each ends); everything after them runs alone, the browser steps above all, since the audit's
 * Lighthouse runs time the page on the machine's CPU.
 */
import { spawn } from 'node:child_process';
import { parseCli } from './lib/cli-help';
import { sampleDistDir } from './lib/sample-dist';

interface Step {
  name: string;
  /** npm scripts run side by side in this step. */
  scripts: string[];
  /** Set for this step's scripts, over the tier's environment. */
  env?: NodeJS.ProcessEnv;
}

/**
 * The complete sample configuration's build, after the default one and alone (both use both cores), beside
 * it (DIST_DIR's folder + `-sample`, where Playwright's `sample` project serves it): the browser checks run
 * on both configurations.
 */
const sampleBuild: Step = {
  name: 'build:sample',
  scripts: ['build:sample'],
  env: { DIST_DIR: sampleDistDir(process.env.DIST_DIR ?? 'dist') },
};

const TIERS: Record<string, Step[]> = {
  fast: [
    { name: 'chromium', scripts: ['ensure:chromium'] },
    { name: 'typecheck + lint', scripts: ['typecheck', 'lint'] },
    { name: 'build', scripts: ['build'] },
    sampleBuild,
    { name: 'unit', scripts: ['test:unit'] },
    { name: 'e2e', scripts: ['test:e2e'] },
    { name: 'audit', scripts: ['audit:fast'] },
  ],
  full: [
    { name: 'chromium + java', scripts: ['ensure:chromium', 'ensure:java'] },
    { name: 'typecheck + lint', scripts: ['typecheck', 'lint'] },
    { name: 'build', scripts: ['build'] },
    sampleBuild,
    { name: 'unit', scripts: ['test:unit:full'] },
    { name: 'e2e', scripts: ['test:e2e:full'] },
    { name: 'audit', scripts: ['audit:full'] },
  ],
};

const cli = parseCli({
  usage: 'npx tsx scripts/test-tier.ts fast|full [--from <step>] [--only <step>]',
  about:
    "`npm test` runs the fast tier, `npm run test:full` the full one: the type check and lint, the build and the sample configuration's build (build:sample), then the Vitest, Playwright and audit steps of the tier, stopping at the first that fails, and a table of how long each step took. docs/testing.md says what each tier holds.",
  arguments: { tier: '`fast` (npm test) or `full` (npm run test:full)' },
  options: {
    from: { type: 'string', value: 'step', description: 'start at this step (after a fix, without building again)' },
    only: { type: 'string', value: 'step', description: 'run this one step' },
  },
  env: {
    CI: 'set: Playwright runs two workers and a line reporter, the audit prints only its result',
    DIST_DIR:
      'the build every step builds into and tests (default dist); the sample build goes beside it (dist-sample)',
  },
});

const tier =
  TIERS[cli.positionals[0] ?? ''] ?? cli.fail(`Name a tier: fast or full, not '${cli.positionals[0] ?? ''}'.`);
const stepNames = tier.map((s) => s.name.split(' ')[0]);
const pick = (name: string | undefined, flag: string): number => {
  if (name === undefined) return -1;
  const i = stepNames.indexOf(name);
  return i >= 0 ? i : cli.fail(`--${flag} takes one of ${stepNames.join(', ')}, not '${name}'.`);
};
const only = pick(cli.values.only, 'only');
const from = pick(cli.values.from, 'from');
const steps = only >= 0 ? [tier[only]] : tier.slice(Math.max(0, from));

/** Runs one npm script; side by side with others, its output is held and printed whole when it ends. */
function run(script: string, alone: boolean, env?: NodeJS.ProcessEnv): Promise<number> {
  return new Promise((resolve) => {
    const child = spawn('npm', ['run', '-s', script], {
      stdio: alone ? 'inherit' : 'pipe',
      env: { ...process.env, ...env },
    });
    const held: Buffer[] = [];
    child.stdout?.on('data', (d: Buffer) => held.push(d));
    child.stderr?.on('data', (d: Buffer) => held.push(d));
    child.on('close', (code) => {
      if (!alone) process.stdout.write(Buffer.concat(held));
      resolve(code ?? 1);
    });
  });
}

const timings: [string, number, string][] = [];
const started = performance.now();
let failed = 0;
for (const step of steps) {
  const t0 = performance.now();
  console.log(`\n▶ ${step.name}`);
  const codes = await Promise.all(step.scripts.map((s) => run(s, step.scripts.length === 1, step.env)));
  failed = codes.find((c) => c !== 0) ?? 0;
  timings.push([step.name, (performance.now() - t0) / 1000, failed ? 'FAILED' : 'ok']);
  if (failed) break;
}
const total = (performance.now() - started) / 1000;
console.log(`\n${cli.positionals[0]} tier: ${failed ? 'failed' : 'passed'} in ${total.toFixed(0)} s`);
for (const [name, seconds, result] of timings)
  console.log(`  ${name.padEnd(18)} ${seconds.toFixed(0).padStart(5)} s  ${result}`);
process.exit(failed);
