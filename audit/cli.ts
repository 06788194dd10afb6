/**
 * `seo-audit` (bin/seo-audit.mjs): audits a built site and writes the reports.
 * Exit codes: 0 every threshold holds; 1 a threshold is missed; 2 the audit
 * could not run (no build, bad config, a rule crashed).
 */
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { appendHistory, applyComparison, loadBaseline, readHistory, summarize } from './history';
import { compare } from './compare-runs';
import type { RunSummary } from './report-data';
import { htmlReport } from './report/html';
import { progressLine } from './report/progress';
import { parseArgs } from 'node:util';
import { defaultConfig, loadConfig, parseConfig, profileSettings } from './config';
import { junitReport } from './report/junit';
import { markdownReport } from './report/markdown';
import { textReport } from './report/text';
import { NoBuildError, auditParts, runAudit, type AuditOptions } from './run';
import { parseShard } from './shard';
import { partialResult, readPartials, writePartial } from './partial';
import { MergeError, mergePartials } from './merge';
import type { Rule } from './types';
import { NoChromiumError } from './browser/chrome';
import { InvalidFileError } from './schema/read-json';
import { commitInfo } from './git';
import { ruleTitles } from './rule-titles';
import { pagesCsv } from './report/csv';
import { compareRuns } from './compare';
import { AUDIT_MANIFEST_FILE, ManifestError, readManifest } from './manifest';
import { fileURLToPath } from 'node:url';
import { fieldComparison } from './field/compare';
import { readFieldData } from './field/read';
import { join, resolve } from 'node:path';

const FORMATS = ['text', 'json', 'md', 'junit', 'html', 'csv'] as const;
type Format = (typeof FORMATS)[number];

const HELP = `Usage: seo-audit [options]
  --dist <dir>       built site to audit, with its ${AUDIT_MANIFEST_FILE} (default: $DIST_DIR or dist)
  --config <file>    audit configuration (default: audit.config.json, else audit.config.ts)
  --profile <name>   full (default): Lighthouse on every page, performance median on one page per
                     template; fast: axe on every page, Lighthouse once per template (CI)
  --only <ids>       SEO rules only: comma-separated rule ids or families, e.g. links,titles/title-unique
  --skip-browser     SEO rules only (no axe, no Lighthouse)
  --baseline <file>  compare with this report.json instead of the last run in the history
  --history <file>   history file (default: the config's, audit/history.jsonl)
  --no-history       neither read nor append the history
  --compare <A> <B>  say what changed from run A to run B, without auditing: a run number of the
                     history (1 = oldest, -1 = latest), a commit hash (its latest run) or a report.json
  --format <list>    comma-separated: text (terminal), json, md, junit, html, csv (default: all)
  --out <dir>        folder for report.json, summary.md, junit.xml, index.html, pages.csv (default: audit-reports)
  --no-manifest      ignore the build's ${AUDIT_MANIFEST_FILE} (a build without one is audited so too):
                     files served as they are (plus the build's own _redirects/vercel.json), every
                     HTML file on disk found, templates by URL pattern (or the config's
                     templates.<name>.match), generic fixes, axe and Lighthouse sampled per pattern,
                     the default configuration unless --config; no history unless --history is given
  --site-url <url>   without a manifest: the site's public origin (default: config siteUrl, else
                     what the build names: home canonical, robots.txt Sitemap, sitemap URL)
  --shard <k/n>      audit shard k of n (pages split by expected cost, every template timed once
                     overall) and write --out/partial.json instead of the reports; see --merge
  --merge <dirs…>    join the shards' partial results (folders holding partial.json) into the
                     reports, history line and verdict of one run, without auditing
  --field <file>     real visitors' Core Web Vitals (a CSV or JSON export of the site's LCP, INP,
                     CLS, FCP and TTFB events) shown against the lab per template in the reports
  --verbose          also print warnings and information in the terminal`;

/** Runs the CLI and returns its exit code; `rules` replaces the rule set (tests). */
export async function main(argv: string[], { rules }: { rules?: Rule[] } = {}): Promise<number> {
  // --compare takes the next two words as runs, even "-1" (which parseArgs would read as an option).
  const at = argv.indexOf('--compare');
  const compareRefs = at >= 0 ? argv.slice(at + 1, at + 3) : [];
  const { values, positionals } = parseArgs({
    args: at >= 0 ? [...argv.slice(0, at + 1), ...argv.slice(at + 3)] : argv,
    options: {
      dist: { type: 'string' },
      config: { type: 'string' },
      only: { type: 'string' },
      format: { type: 'string' },
      out: { type: 'string' },
      verbose: { type: 'boolean' },
      'no-manifest': { type: 'boolean' },
      help: { type: 'boolean', short: 'h' },
      profile: { type: 'string' },
      'site-url': { type: 'string' },
      'skip-browser': { type: 'boolean' },
      baseline: { type: 'string' },
      history: { type: 'string' },
      'no-history': { type: 'boolean' },
      compare: { type: 'boolean' },
      shard: { type: 'string' },
      merge: { type: 'boolean' },
      field: { type: 'string' },
    },
    allowPositionals: true,
  });
  if (values.help) {
    console.log(HELP);
    return 0;
  }
  const formats = (values.format ?? FORMATS.join(',')).split(',').map((f) => f.trim()) as Format[];
  const bad = formats.filter((f) => !FORMATS.includes(f));
  if (bad.length) throw new UsageError(`Unknown --format ${bad.join(', ')}; use ${FORMATS.join(', ')}.`);
  const dist = values.dist ?? process.env.DIST_DIR ?? 'dist';
  const out = values.out ?? 'audit-reports';
  const shard = values.shard ? parseShard(values.shard) : undefined;
  // --merge reads the shards' results, not a build: what they audited and how comes with them.
  const partials = values.merge ? readPartials(positionals) : null;
  const manifest = values['no-manifest'] || partials ? null : readManifest(dist);
  const foreign = partials ? partials[0]?.partial.foreign === true : manifest === null;
  if (foreign && !partials && !values['no-manifest'] && !values.compare && existsSync(join(dist, 'index.html')))
    console.error(`No ${AUDIT_MANIFEST_FILE} in ${dist}/: audited as any static site (as --no-manifest).`);
  // The site's audit.config.json describes that site (its templates, budgets, fixtures): a build without its manifest starts from the defaults.
  const { config, path: configPath } =
    foreign && !values.config && !values.compare
      ? { config: defaultConfig(), path: null }
      : await loadConfig(values.config);
  if (values.compare)
    return compareRuns(compareRefs, {
      config,
      historyFile: values.history ?? config.history.file,
      out,
      siteUrl: manifest?.siteUrl ?? config.siteUrl ?? 'https://example.invalid',
    });
  if (values.merge && !positionals.length)
    throw new UsageError('--merge: name the folders of the shards’ partial results.');
  if (values.merge && shard)
    throw new UsageError('--shard and --merge are two steps: run the shards, then merge them.');
  if (positionals.length && !values.merge) throw new UsageError(`Unexpected argument ${positionals[0]}; see --help.`);
  const interactive = Boolean(process.stderr.isTTY) && !process.env.CI;
  let last = 0;
  const profile = partials?.[0]?.partial.profile ?? values.profile ?? 'full';
  profileSettings(config, profile); // fails early on an unknown profile
  const browser = partials ? partials[0]?.partial.profile !== null : !values.only && !values['skip-browser'];
  if (values['site-url'] && !foreign)
    throw new UsageError(
      `--site-url is for builds without a manifest; this build's address is its ${AUDIT_MANIFEST_FILE}'s siteUrl.`,
    );
  if (values['site-url']) config.siteUrl = parseConfig({ siteUrl: values['site-url'] }, '--site-url').siteUrl;
  const stageStarted: Record<string, number> = {};
  // The code as it was when the run began: edits made during a long run must not relabel it.
  const commit = foreign
    ? undefined
    : (partials?.[0]?.partial.commit ?? commitInfo([values.history ?? config.history.file, out]));
  const historyFile = values.history ?? config.history.file;
  // A foreign build's runs are not this site's history: none is read or written unless --history names a file.
  const keepsHistory = !values['no-history'] && !(foreign && !values.history);
  let history: RunSummary[] = keepsHistory ? readHistory(historyFile) : [];
  const baseline = values.baseline ? loadBaseline(values.baseline) : history.at(-1);
  const field = values.field ? readFieldData(values.field) : null; // read first: a bad file fails before the audit runs
  const auditOptions: AuditOptions = {
    dist,
    config,
    configPath,
    rules,
    foreign,
    manifest,
    changedSince: baseline ? (baseline.fingerprints ?? null) : undefined,
    only: values.only
      ?.split(',')
      .map((s) => s.trim())
      .filter(Boolean),
    browser: browser
      ? {
          profile,
          out,
          onProgress: (stage, done, total, label) => {
            const now = Date.now();
            stageStarted[stage] ??= now;
            if (!interactive) {
              if (done === total && total > 0)
                console.error(`${stage}: ${total} done in ${Math.round((now - stageStarted[stage]) / 1000)} s`);
              return;
            }
            if (now - last < 100 && done < total) return;
            last = now;
            process.stderr.write(
              `\r\x1b[K${progressLine(stage === 'axe' ? 'axe' : 'Lighthouse', done, total, now - stageStarted[stage], label, process.stderr.columns ?? 100)}`,
            );
          },
        }
      : undefined,
    onProgress: interactive
      ? (phase, done, total) => {
          const now = Date.now();
          if (now - last < 50 && done < total) return;
          last = now;
          process.stderr.write(
            `\r\x1b[K${phase === 'fetch' ? 'Fetching' : 'Checking'} ${done}/${total}${phase === 'fetch' ? ' URLs' : ' rules'}`,
          );
        }
      : undefined,
  };
  if (shard) {
    const parts = await auditParts({ ...auditOptions, shard });
    if (interactive) process.stderr.write('\r\x1b[K');
    const file = writePartial(out, partialResult(parts, { config, profile: browser ? profile : null, commit }));
    const plan = parts.shard!;
    console.log(
      `Shard ${shard.index}/${shard.count}: ${plan.pages.length} of ${parts.report.pages.length} pages (${Math.round((100 * plan.expectedSeconds) / Math.max(1, plan.totalExpectedSeconds))} % of the expected cost) in ${Math.round(parts.report.durationMs.total / 1000)} s; partial result in ${file}. Merge every shard's with --merge.`,
    );
    // The verdict, tool errors included, is the merge's: a shard that wrote its result has done its part.
    return 0;
  }
  const report = partials ? mergePartials(partials, config, out) : await runAudit(auditOptions);
  if (interactive) process.stderr.write('\r\x1b[K');
  mkdirSync(out, { recursive: true });
  // Every report names the code it audited (pages.csv's commit column too), not only runs that reach the history.
  if (commit) report.commit = commit;
  if (field && values.field) report.field = fieldComparison(field, report, history, values.field);
  if (!report.browser) history = [];
  if (report.browser) {
    const titles = ruleTitles(report.rules);
    if (baseline)
      applyComparison(
        report,
        compare(
          summarize(report, commit),
          baseline,
          config,
          values.baseline ?? `previous run in ${historyFile}`,
          titles,
        ),
        config,
      );
    const summary = summarize(report, commit);
    history = [...history, summary];
    if (keepsHistory && config.history.appendProfiles.includes(profile))
      appendHistory(historyFile, summary, config.history.keep);
  }
  const written: string[] = [];
  if (formats.includes('json')) {
    writeFileSync(join(out, 'report.json'), `${JSON.stringify(report, null, 2)}\n`);
    written.push(join(out, 'report.json'));
  }
  if (formats.includes('md')) {
    writeFileSync(join(out, 'summary.md'), markdownReport(report));
    written.push(join(out, 'summary.md'));
  }
  if (formats.includes('junit')) {
    writeFileSync(join(out, 'junit.xml'), junitReport(report));
    written.push(join(out, 'junit.xml'));
  }
  if (formats.includes('csv')) {
    writeFileSync(join(out, 'pages.csv'), pagesCsv(report));
    written.push(join(out, 'pages.csv'));
  }
  if (formats.includes('html')) {
    writeFileSync(join(out, 'index.html'), htmlReport(report, { config, history }));
    written.push(join(out, 'index.html'));
  }
  if (formats.includes('text')) {
    console.log(textReport(report, { verbose: values.verbose }));
    if (written.length) console.log(`Reports: ${written.join(', ')}`);
  }
  if (report.toolErrors.length) return 2;
  return report.summary.passed ? 0 : 1;
}

class UsageError extends Error {}

/** main() with every failure turned into exit code 2 and one readable message. */
export async function cli(argv: string[], options: { rules?: Rule[] } = {}): Promise<number> {
  try {
    return await main(argv, options);
  } catch (error) {
    const known =
      error instanceof NoBuildError ||
      error instanceof ManifestError ||
      error instanceof UsageError ||
      error instanceof NoChromiumError ||
      error instanceof MergeError ||
      error instanceof InvalidFileError ||
      (error instanceof Error &&
        /configuration|--only|--profile|--baseline|--field|Unknown option|argument|history/i.test(error.message));
    console.error(
      known ? (error as Error).message : `The audit crashed: ${error instanceof Error ? error.stack : String(error)}`,
    );
    return 2;
  }
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  void cli(process.argv.slice(2)).then((code) => process.exit(code));
}
