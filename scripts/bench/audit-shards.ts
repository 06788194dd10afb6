/**
 * Sharded against unsharded, on a synthetic copy of the site with N city pages (as audit-scale.ts
 * builds it): the audit once, then in `shards` shards one after another (each alone on the machine,
 * as each would be on its own CI runner, `seo-audit collect --shard`), asserted as one with
 * `seo-audit assert`. Prints each run's time and whether the asserted report has the unsharded
 * run's findings and counts: SEO and axe findings word for word,
 * Lighthouse's by rule and page (their figures are each run's own measurement). The repository is
 * not touched.
 *
 *   npx tsx --import ./scripts/lib/node-setup.mjs scripts/bench/audit-shards.ts 1000 4 --skip-browser
 *   npx tsx --import ./scripts/lib/node-setup.mjs scripts/bench/audit-shards.ts 200 4 --profile fast --keep
 *
 * The audit's flags that mean something here (--profile, --skip-browser, --only, --config,
 * --verbose) go to the steps that take them; it sets --out, --shard and --format itself.
 */
import { spawnSync } from 'node:child_process';
import { readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { BUILD_ENV, CHROMIUM_ENV, parseCli } from '../lib/cli-help';

interface Finding {
  ruleId: string;
  severity: string;
  page: string;
  message: string;
}
interface Report {
  summary: Record<string, number | boolean>;
  findings: Finding[];
  browser?: { axe: unknown[]; lighthouse: unknown[] };
}

const {
  values,
  positionals,
  count: whole,
} = parseCli({
  usage: 'npx tsx --import ./scripts/lib/node-setup.mjs scripts/bench/audit-shards.ts [cities] [shards] [options]',
  about:
    'Sharded against unsharded, on a synthetic copy of the site with N city pages: the audit once, then in [shards] shards one after another, asserted as one with seo-audit assert. Prints each run’s time and whether the merged report has the unsharded run’s findings and counts. The repository is not touched.',
  arguments: {
    '[cities]': 'city pages in the copy (default: 1000)',
    '[shards]': 'shards to split the audit into (default: 4)',
  },
  options: {
    keep: { type: 'boolean', description: 'leave the copy and its reports in the temp folder and say where' },
    profile: {
      type: 'string',
      value: 'name',
      description: 'passed to every audit: full (the audit’s default) or fast',
    },
    'skip-browser': { type: 'boolean', description: 'passed to every audit: SEO rules only (no axe, no Lighthouse)' },
    only: { type: 'string', value: 'ids', description: 'passed to every audit: these SEO rules only' },
    config: { type: 'string', value: 'file', description: 'passed to every audit: its configuration, in the copy' },
    verbose: { type: 'boolean', description: 'passed to every audit' },
  },
  dotEnv: true,
  env: { ...CHROMIUM_ENV, ...BUILD_ENV },
});
const cities = whole(positionals[0] ?? '1000', 'city pages');
const count = whole(positionals[1] ?? '4', 'shards', 1);
const keep = values.keep === true;
/** The audit's own flags: every step's, the measuring ones (run and collect) and the judging ones (run and assert). */
const flags = values.config ? ['--config', values.config] : [];
const measuring = [
  ...(values.profile ? ['--profile', values.profile] : []),
  ...(values['skip-browser'] ? ['--skip-browser'] : []),
  ...(values.only ? ['--only', values.only] : []),
];
const reports = ['--format', 'json,md,html', ...(values.verbose ? ['--verbose'] : [])];

// Imported once the arguments are read: `--help` answers without loading the content.
const { timeSyntheticBuild } = await import('./synthetic-build');
const build = timeSyntheticBuild(cities, { keep: true });
const dir = build.dir!;

function audit(command: 'run' | 'collect' | 'assert', args: string[]) {
  const started = process.hrtime.bigint();
  const run = spawnSync(
    process.execPath,
    ['node_modules/tsx/dist/cli.mjs', 'audit/bin/seo-audit.ts', command, '--no-history', ...flags, ...args],
    {
      cwd: dir,
      env: { ...process.env, CI: 'true' },
      encoding: 'utf8',
      maxBuffer: 256 * 1024 * 1024,
    },
  );
  if (run.status === null || (run.status === 2 && command !== 'assert'))
    throw new Error(`the audit could not run (${args.join(' ')}):\n${run.stderr.slice(-3000)}`);
  return { seconds: Number(process.hrtime.bigint() - started) / 1e9, status: run.status, out: run.stdout.trim() };
}

const read = (out: string): Report => JSON.parse(readFileSync(join(dir, out, 'report.json'), 'utf8')) as Report;
/** Lighthouse's findings carry each run's own figures: compared by rule and page. */
const key = (f: Finding) =>
  f.ruleId.startsWith('lighthouse/')
    ? `${f.severity} ${f.ruleId} ${f.page}`
    : `${f.severity} ${f.ruleId} ${f.page} ${f.message}`;
const keys = (r: Report) => r.findings.map(key).sort();

try {
  console.log(`Built ${build.pages} HTML files (${cities} city pages) in ${build.seconds.toFixed(0)} s`);
  const whole = audit('run', [...measuring, ...reports, '--out', 'r-whole']);
  console.log(`unsharded: ${whole.seconds.toFixed(1)} s, exit ${whole.status}`);
  const shards = Array.from({ length: count }, (_, i) => {
    const run = audit('collect', [...measuring, '--shard', `${i + 1}/${count}`, '--out', `r-shard-${i + 1}`]);
    console.log(`shard ${i + 1}/${count}: ${run.seconds.toFixed(1)} s — ${run.out.split('\n').at(-1)}`);
    return run;
  });
  const merged = audit('assert', [...shards.map((_, i) => `r-shard-${i + 1}`), ...reports, '--out', 'r-merged']);
  console.log(`assert: ${merged.seconds.toFixed(1)} s, exit ${merged.status} (unsharded: ${whole.status})`);
  const [a, b] = [read('r-whole'), read('r-merged')];
  const [ka, kb] = [keys(a), keys(b)];
  const onlyWhole = ka.filter((k) => !kb.includes(k));
  const onlyMerged = kb.filter((k) => !ka.includes(k));
  const counts = (r: Report) =>
    JSON.stringify({
      pages: r.summary.pages,
      checks: r.summary.checks,
      errors: r.summary.errors,
      warnings: r.summary.warnings,
      infos: r.summary.infos,
      passed: r.summary.passed,
      axe: r.browser?.axe.length,
      lighthouse: r.browser?.lighthouse.length,
    });
  console.log(
    `findings: unsharded ${ka.length}, merged ${kb.length}; identical: ${!onlyWhole.length && !onlyMerged.length}`,
  );
  for (const k of onlyWhole.slice(0, 10)) console.log(`  only unsharded: ${k.slice(0, 200)}`);
  for (const k of onlyMerged.slice(0, 10)) console.log(`  only merged: ${k.slice(0, 200)}`);
  console.log(`counts unsharded ${counts(a)}\ncounts merged    ${counts(b)}`);
  const slowest = Math.max(...shards.map((s) => s.seconds));
  console.log(
    `slowest shard ${slowest.toFixed(1)} s = ${((100 * slowest) / whole.seconds).toFixed(0)} % of the unsharded run; shards together ${shards.reduce((n, s) => n + s.seconds, 0).toFixed(1)} s`,
  );
} finally {
  if (keep) console.log(`kept ${dir}`);
  else rmSync(dir, { recursive: true, force: true });
}
