/**
 * How the full audit scales: builds a copy of the site with N city pages in
 * total (40 real + synthetic, as the build benchmark does), then runs the
 * full profile on it inside the copy, so the copy's own URL manifest is the
 * one audited. Every page still gets the SEO rules and axe; Lighthouse
 * measures one page per template plus the configured sample (the report
 * lists which). Prints the time of each step; the repository is not touched.
 *
 *   npx tsx --import ./scripts/lib/node-setup.mjs scripts/bench/audit-scale.ts 1000
 */
import { spawnSync } from 'node:child_process';
import { readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { BUILD_ENV, CHROMIUM_ENV, parseCli } from '../lib/cli-help';

const { positionals, count } = parseCli({
  usage: 'npx tsx --import ./scripts/lib/node-setup.mjs scripts/bench/audit-scale.ts [cities]',
  about:
    'How the full audit scales: builds a copy of the site with N city pages in total (the real ones and synthetic towns) and runs the full profile on it inside the copy, then prints the time of each step and the errors and warnings by rule. The repository is not touched.',
  arguments: { '[cities]': 'city pages in the copy (default: 1000)' },
  dotEnv: true,
  env: { ...CHROMIUM_ENV, ...BUILD_ENV },
});
const cityPages = count(positionals[0] ?? '1000', 'city pages');

// Imported once the arguments are read: `--help` answers without loading the content.
const { timeSyntheticBuild } = await import('./synthetic-build');
const build = timeSyntheticBuild(cityPages, { keep: true });
const dir = build.dir!;
try {
  console.log(`Built ${build.pages} HTML files (${cityPages} city pages) in ${(build.seconds / 60).toFixed(1)} min`);
  const started = process.hrtime.bigint();
  const audit = spawnSync(
    process.execPath,
    [
      // The audit's own command, as any site runs it: the build and its audit manifest, nothing else
      // (its source, through tsx, as `npm run audit` runs it).
      'node_modules/tsx/dist/cli.mjs',
      'audit/bin/seo-audit.ts',
      '--profile',
      'full',
      '--no-history',
      '--out',
      'audit-reports',
    ],
    {
      cwd: dir,
      env: { ...process.env, CI: 'true' },
      encoding: 'utf8',
      maxBuffer: 256 * 1024 * 1024,
    },
  );
  const minutes = Number(process.hrtime.bigint() - started) / 6e10;
  if (audit.status === 2 || audit.status === null)
    throw new Error(`the audit could not run:\n${audit.stderr.slice(-3000)}`);
  const report = JSON.parse(readFileSync(join(dir, 'audit-reports/report.json'), 'utf8'));
  const axePages = report.browser?.axe?.length ?? 0;
  const lighthouse = (report.browser?.lighthouse ?? []).filter(
    (l: { formFactor: string }) => l.formFactor === 'mobile',
  ).length;
  const d = report.browser?.durationMs ?? {};
  console.log(
    `Full audit of ${report.summary.pages} pages: ${minutes.toFixed(1)} min (SEO rules ${((report.durationMs.rules + report.durationMs.crawl) / 1000).toFixed(0)} s, axe on ${axePages} pages ${Math.round((d.axe ?? 0) / 1000)} s, Lighthouse on ${lighthouse} pages ${Math.round((d.lighthouse ?? 0) / 1000)} s); ${report.summary.errors} errors, ${report.summary.warnings} warnings, exit ${audit.status}`,
  );
  // The copy and its report are removed below: say what failed, one line per rule, with an example.
  const byRule = new Map<string, { count: number; page: string; message: string }>();
  for (const f of report.findings as { ruleId: string; severity: string; page: string; message: string }[]) {
    if (f.severity !== 'error' && f.severity !== 'warning') continue;
    const key = `${f.severity} ${f.ruleId}`;
    const seen = byRule.get(key);
    if (seen) seen.count++;
    else byRule.set(key, { count: 1, page: f.page, message: f.message });
  }
  for (const [key, { count, page, message }] of [...byRule].sort((a, b) => b[1].count - a[1].count))
    console.log(`  ${key} ×${count}, e.g. ${page}: ${message.slice(0, 160)}`);
} finally {
  rmSync(dir, { recursive: true, force: true });
}
