/**
 * What each part of a page's audit cost in one run, in the units of the shard split's
 * EXPECTED_SECONDS (audit/shard.ts): read off a report with the browser checks, so the split can be
 * re-calibrated when the machine, the site or the tools change. axe runs `axe.concurrency` pages at
 * a time, so its cost per page is the phase's wall time over the pages; Lighthouse and lab INP runs
 * are alone, so theirs is each run's own time.
 *
 *   npx tsx scripts/bench/shard-costs.ts audit-reports/report.json
 */
import { readFileSync } from 'node:fs';
import { parseCli } from '../lib/cli-help';

const { positionals } = parseCli({
  usage: 'npx tsx scripts/bench/shard-costs.ts [report]',
  about:
    'What each part of a page’s audit cost in one run, in the units of the shard split’s EXPECTED_SECONDS (audit/shard.ts), read off a report audited with the browser checks: to re-calibrate the split when the machine, the site or the tools change.',
  arguments: { '[report]': 'the audit’s report.json (default: audit-reports/report.json)' },
});
const file = positionals[0] ?? 'audit-reports/report.json';

/** The part of report.json read here (audit/schema/report.schema.json). */
interface Report {
  durationMs: { rules: number };
  pages: unknown[];
  browser?: {
    profile: string;
    durationMs: { axe: number };
    axe: unknown[];
    lighthouse: { performanceRuns: number[]; durationMs: number }[];
    interactions?: { durationMs: number; results: { runs: unknown[] }[] };
  };
}
const report = JSON.parse(readFileSync(file, 'utf8')) as Report;
const browser = report.browser;
if (!browser) throw new Error(`${file} has no browser results: audit with the browser (no --skip-browser) first.`);

const perRun = (ms: number, runs: number) => (runs ? ms / runs / 1000 : null);
const timed = browser.lighthouse.filter((p) => p.performanceRuns.length > 0);
const everyPage = browser.lighthouse.filter((p) => p.performanceRuns.length === 0 && p.durationMs > 0);
const interactionRuns = browser.interactions?.results.reduce((n, r) => n + r.runs.length, 0) ?? 0;
// The parts of EXPECTED_SECONDS (audit/shard.ts), each in its units.
const measured: Record<string, number | null> = {
  rules: perRun(report.durationMs.rules, report.pages.length),
  axe: perRun(browser.durationMs.axe, browser.axe.length),
  timedRun: perRun(
    timed.reduce((n, p) => n + p.durationMs, 0),
    timed.reduce((n, p) => n + p.performanceRuns.length, 0),
  ),
  everyPageRun: perRun(
    everyPage.reduce((n, p) => n + p.durationMs, 0),
    everyPage.length,
  ),
  interactionRun: perRun(browser.interactions?.durationMs ?? 0, interactionRuns),
};

console.log(
  `${file}: ${report.pages.length} pages, profile ${browser.profile}; beside EXPECTED_SECONDS in audit/shard.ts:`,
);
for (const [part, seconds] of Object.entries(measured))
  console.log(`  ${part.padEnd(15)} measured ${seconds === null ? '    –' : seconds.toFixed(2).padStart(5)} s`);
