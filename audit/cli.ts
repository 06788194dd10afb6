/**
 * `seo-audit` (bin/seo-audit.ts): audits a built site in three steps over files on disk, each its
 * own subcommand: `collect` measures (collect.ts) and writes a results folder, `assert` judges
 * results against the configuration and the baseline (judge.ts, no browser), `report` writes the
 * reports of a judged run. `run`, the default, does all three; `compare` sets two recorded runs side
 * by side. Exit codes: 0 every threshold holds; 1 a threshold is missed; 2 the audit could not run
 * (no build, bad config, a rule crashed, a usage error).
 */
import { cpSync, existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Command, CommanderError, Option } from 'commander';
import { appendHistory, applyComparison, loadBaseline, readHistory, summarize } from './history';
import { compare } from './compare-runs';
import type { AuditReport, RunSummary } from './report-data';
import { defaultConfig, loadConfig, parseConfig, profileSettings, type AuditConfig } from './config';
import { FORMATS, UsageError, parseFormats, writeReports } from './report/write';
import { terminalProgress } from './report/progress';
import { judge } from './judge';
import { parseShard } from './shard';
import { ResultsError, readResults, writeResults, type CollectedResults } from './collected';
import type { Rule } from './types';
import { InvalidFileError } from './schema/read-json';
import { commitInfo, type CommitInfo } from './git';
import { ruleTitles } from './rule-titles';
import { compareRuns } from './compare';
import { AUDIT_MANIFEST_FILE, ManifestError, readManifest } from './manifest';
import { fieldComparison } from './field/compare';
import { readFieldData } from './field/read';
import { baselineOf } from './baseline';
import { readServedManifest } from './live/manifest';
import { LIVE_DEFAULTS } from './live/session';
import { weighBuild } from './weight';

/** Flags of the measuring step (`collect`, `run`). */
interface CollectFlags {
  dist?: string;
  /** A deployed site, audited over the network (live/). */
  url?: string;
  maxPages?: number;
  concurrency?: number;
  config?: string;
  profile?: string;
  only?: string;
  skipBrowser?: boolean;
  /** false: `--no-manifest`. */
  manifest?: boolean;
  siteUrl?: string;
  baseline?: string;
  /** A file, or false: `--no-history`. */
  history?: string | false;
  out?: string;
  shard?: string;
  /** `--templates a,b`: the browser checks on these templates' pages only. */
  templates?: string;
  /** `--control`: the script-free copy timed in each page's place (an A/A run). */
  control?: boolean;
}

/** Flags of the judging and reporting steps (`assert`, `report`, `run`). */
interface JudgeFlags {
  config?: string;
  baseline?: string;
  history?: string | false;
  field?: string;
  format?: string;
  out?: string;
  verbose?: boolean;
}

/** The configuration: the site's own, or the defaults for a build without its manifest (its audit.config.json describes another site). */
const configFor = (foreign: boolean, path: string | undefined) =>
  foreign && !path ? Promise.resolve({ config: defaultConfig(), path: null }) : loadConfig(path);

/** The history: a foreign build's runs are not this site's, so none is read or written unless --history names a file. */
function historyOf(flags: { history?: string | false }, config: AuditConfig, foreign: boolean) {
  const file = flags.history || config.history.file;
  const keeps = flags.history !== false && !(foreign && !flags.history);
  return { file, keeps, runs: keeps ? readHistory(file) : [] };
}

/** Measures the build as the flags say; what `collect` writes and `run` judges at once. */
async function measure(
  flags: CollectFlags,
  out: string,
  rules: Rule[] | undefined,
): Promise<{
  results: CollectedResults;
  config: AuditConfig;
  configPath: string | null;
  history: RunSummary[];
  historyFile: string;
  keepsHistory: boolean;
  baseline?: RunSummary;
  baselineSource?: string;
}> {
  const dist = flags.dist ?? process.env.DIST_DIR ?? 'dist';
  const live = liveTarget(flags);
  const manifest = flags.manifest === false ? null : live ? await readServedManifest(live.url) : readManifest(dist);
  const foreign = manifest === null;
  if (foreign && flags.manifest !== false && live)
    console.error(`${live.url} serves no ${AUDIT_MANIFEST_FILE}: audited as any site (as --no-manifest).`);
  else if (foreign && flags.manifest !== false && existsSync(join(dist, 'index.html')))
    console.error(`No ${AUDIT_MANIFEST_FILE} in ${dist}/: audited as any static site (as --no-manifest).`);
  const { config, path: configPath } = await configFor(foreign, flags.config);
  const profile = flags.profile ?? 'full';
  profileSettings(config, profile); // fails early on an unknown profile
  const browser = !flags.only && !flags.skipBrowser;
  if (flags.siteUrl && !foreign)
    throw new UsageError(
      `--site-url is for builds without a manifest; this build's address is its ${AUDIT_MANIFEST_FILE}'s siteUrl.`,
    );
  if (flags.siteUrl) config.siteUrl = parseConfig({ siteUrl: flags.siteUrl }, '--site-url').siteUrl;
  const shard = flags.shard ? parseShard(flags.shard) : undefined;
  // A deployed site's runs are kept apart from the build's: only in a history file --history names.
  const history = historyOf(flags, config, foreign || Boolean(live));
  // The code as it was when the run began: edits made during a long run must not relabel it (a deployed site is no checkout's).
  const commit = foreign || live ? undefined : commitInfo([history.file, out]);
  const chosen = flags.baseline ? undefined : baselineOf(history.runs, profile, history.file);
  const baseline = flags.baseline ? loadBaseline(flags.baseline) : chosen?.run;
  const { onBrowser, onProgress } = terminalProgress();
  // Loaded only to measure: the crawler, the rules and the browser tools take seconds to load, and assert needs none of them.
  const { collect } = await import('./collect');
  const results = await collect({
    dist,
    ...(live ? { live } : {}),
    config,
    configPath,
    rules,
    foreign,
    manifest,
    commit,
    shard,
    changedSince: baseline ? (baseline.fingerprints ?? null) : undefined,
    baselineBytes: baseline?.pageBytes,
    only: flags.only
      ?.split(',')
      .map((s) => s.trim())
      .filter(Boolean),
    templates: flags.templates
      ?.split(',')
      .map((s) => s.trim())
      .filter(Boolean),
    browser: browser ? { profile, out, onProgress: onBrowser, ...(flags.control ? { control: true } : {}) } : undefined,
    onProgress,
  });
  if (onProgress) process.stderr.write('\r\x1b[K');
  return {
    results,
    config,
    configPath,
    history: history.runs,
    historyFile: history.file,
    keepsHistory: history.keeps,
    baseline,
    baselineSource: chosen?.source,
  };
}

/** `--url` and its politeness options, checked; undefined without `--url`. */
function liveTarget(flags: CollectFlags): { url: string; maxPages: number; concurrency: number } | undefined {
  if (!flags.url) {
    const stray = [flags.maxPages !== undefined && '--max-pages', flags.concurrency !== undefined && '--concurrency'];
    if (stray.some(Boolean))
      throw new UsageError(
        `${stray.filter(Boolean).join(' and ')} ${stray.every(Boolean) ? 'go' : 'goes'} with --url (a deployed site's crawl).`,
      );
    return undefined;
  }
  if (flags.dist) throw new UsageError('--url and --dist: audit either a deployed site or a build, not both at once.');
  let url: URL;
  try {
    url = new URL(flags.url);
  } catch {
    throw new UsageError(`--url: "${flags.url}" is not an address (expected e.g. https://www.example.com).`);
  }
  if (!/^https?:$/.test(url.protocol) || url.pathname !== '/' || url.search || url.username)
    throw new UsageError(
      `--url: "${flags.url}" is not a site's address: give its origin, e.g. ${url.protocol.startsWith('http') ? url.origin : 'https://www.example.com'} (the whole site is crawled from its sitemaps and links).`,
    );
  return {
    url: url.origin,
    maxPages: flags.maxPages ?? LIVE_DEFAULTS.maxPages,
    concurrency: flags.concurrency ?? LIVE_DEFAULTS.concurrency,
  };
}

/** A whole number of at least 1, for --max-pages and --concurrency. */
const positiveInt = (name: string, max: number) => (value: string) => {
  const n = Number(value);
  if (!Number.isInteger(n) || n < 1 || n > max)
    throw new UsageError(`${name}: expected a whole number from 1 to ${max} (is "${value}").`);
  return n;
};

/** After judging: the commit, field data, the comparison with the baseline, the history line, the reports and the exit code. */
function finish(
  report: AuditReport,
  flags: JudgeFlags,
  context: {
    config: AuditConfig;
    profile: string | null;
    commit?: CommitInfo;
    history: RunSummary[];
    historyFile: string;
    keepsHistory: boolean;
    baseline?: RunSummary;
    /** Which history line the baseline is, in words (baseline.ts); --baseline names its file instead. */
    baselineSource?: string;
    field: ReturnType<typeof readFieldData> | null;
  },
): number {
  const { config, commit, historyFile, field } = context;
  const out = flags.out ?? 'audit-reports';
  const formats = parseFormats(flags.format);
  // Every report names the code it audited (pages.csv's commit column too), not only runs that reach the history.
  if (commit) report.commit = commit;
  if (field && flags.field) report.field = fieldComparison(field, report, context.history, flags.field);
  let history = report.browser ? context.history : [];
  if (report.browser) {
    const titles = ruleTitles(report.rules);
    if (context.baseline)
      applyComparison(
        report,
        compare(
          summarize(report, commit),
          context.baseline,
          config,
          flags.baseline ?? context.baselineSource ?? `previous run in ${historyFile}`,
          titles,
        ),
        config,
      );
    const summary = summarize(report, commit);
    history = [...history, summary];
    if (context.keepsHistory && context.profile && config.history.appendProfiles.includes(context.profile))
      appendHistory(historyFile, summary, config.history.keep);
  }
  writeReports(report, formats, out, { config, history, verbose: flags.verbose });
  if (report.toolErrors.length) return 2;
  return report.summary.passed ? 0 : 1;
}

const measuringOptions = (command: Command) =>
  command
    .option('--dist <dir>', `built site to audit, with its ${AUDIT_MANIFEST_FILE} (default: $DIST_DIR or dist)`)
    .option(
      '--url <url>',
      `a deployed site to audit over the network instead of a build (its origin, e.g. https://www.example.com): crawled from its sitemaps and internal links, its own origin only, never what robots.txt disallows; the same rules, axe and Lighthouse, plus what only a live server shows (redirects and status codes as served, caching, compression, security headers, the canonical host, http:// links); its ${AUDIT_MANIFEST_FILE} is read when it serves one; rules that read the build's files are reported as not checked; no history unless --history is given`,
    )
    .option(
      '--max-pages <n>',
      `with --url: the most page addresses to request (the files pages load do not count; default ${LIVE_DEFAULTS.maxPages})`,
      positiveInt('--max-pages', 1_000_000),
    )
    .option(
      '--concurrency <n>',
      `with --url: the most requests in flight at once (default ${LIVE_DEFAULTS.concurrency}); robots.txt's Crawl-delay spaces them further`,
      positiveInt('--concurrency', 32),
    )
    .option('--config <file>', 'audit configuration (default: audit.config.json, else audit.config.ts)')
    .option(
      '--profile <name>',
      'full (default, the release gate): axe on every page; Performance timed on one page per template and up to lighthouse.changedPages changed pages (3 runs each beside the script-free copy, desktop once); Accessibility, Best Practices and SEO on every page (one run of those three a page, beside axe); lab INP; about 13½ min on two quiet cores. fast (npm test): axe and one timed run on one page per template; about 2.5 min. A timing miss is measured again before it can fail (docs/audit.md)',
    )
    .option('--only <ids>', 'SEO rules only: comma-separated rule ids or families, e.g. links,titles/title-unique')
    .option('--skip-browser', 'SEO rules only (no axe, no Lighthouse)')
    .option(
      '--templates <list>',
      "axe and Lighthouse on these templates' pages only, e.g. home,city (the SEO rules still check every page)",
    )
    .option(
      '--control',
      "a control run: each timed page's script-free copy timed against itself (A/A), so every app cost it reads is the method's noise on this machine; needs lighthouse.appCost; no lab INP (the copy has no scripts)",
    )
    .option(
      '--no-manifest',
      `ignore the build's ${AUDIT_MANIFEST_FILE} (a build without one is audited so too): files served as they are (plus the build's own _redirects/vercel.json), every HTML file on disk found, templates by URL pattern (or the config's templates.<name>.match), generic fixes, axe and Lighthouse sampled per pattern, the default configuration unless --config; no history unless --history is given; with --url: ignore the ${AUDIT_MANIFEST_FILE} the site serves`,
    )
    .option(
      '--site-url <url>',
      'without a manifest: the site’s public origin (default: config siteUrl, else what the build names: home canonical, robots.txt Sitemap, sitemap URL)',
    )
    .option(
      '--baseline <file>',
      'compare with this report.json instead of the last run in the history (its fingerprints name the changed pages to time)',
    )
    .option('--history <file>', "history file (default: the config's, audit/history.jsonl)")
    .option('--no-history', 'neither read nor append the history');

const judgingOptions = (command: Command, { measures }: { measures: boolean }) => {
  if (!measures)
    command
      .option('--config <file>', 'audit configuration to judge by (default: audit.config.json, else audit.config.ts)')
      .option('--baseline <file>', 'compare with this report.json instead of the last run in the history')
      .option('--history <file>', "history file (default: the config's, audit/history.jsonl)")
      .option('--no-history', 'neither read nor append the history');
  return command
    .option(
      '--field <file>',
      "real visitors' Core Web Vitals (a CSV or JSON export of the site's LCP, INP, CLS, FCP and TTFB events) shown against the lab per template in the reports",
    )
    .addOption(reportOptions.format())
    .option('--out <dir>', 'folder for report.json, summary.md, junit.xml, index.html, pages.csv', 'audit-reports')
    .option('--verbose', 'also print warnings and information in the terminal');
};

const reportOptions = {
  format: () =>
    new Option('--format <list>', `comma-separated: ${FORMATS.join(', ')} (text: the terminal; default: all)`),
};

/** Runs the CLI and returns its exit code; `rules` replaces the rule set (tests). */
export async function main(argv: string[], { rules }: { rules?: Rule[] } = {}): Promise<number> {
  let code = 0;
  const program = new Command('seo-audit')
    .description(
      'SEO, accessibility and performance audit of a built site (--dist) or a deployed one (--url), in three steps over files on disk: collect (measure), assert (judge), report. `run` (the default) does all three.',
    )
    .exitOverride()
    .configureOutput({
      writeOut: (text) => console.log(text.replace(/\n$/, '')),
      writeErr: (text) => console.error(text.replace(/\n$/, '')),
    });

  judgingOptions(
    measuringOptions(
      program
        .command('run', { isDefault: true })
        .description(
          'collect, assert and report in one go (what `npm run audit` calls); also writes results.json in --out',
        ),
    ),
    { measures: true },
  ).action(async (flags: CollectFlags & JudgeFlags) => {
    const out = flags.out ?? 'audit-reports';
    parseFormats(flags.format); // a bad format or field file fails before the audit runs
    const field = flags.field ? readFieldData(flags.field) : null;
    const measured = await measure(flags, out, rules);
    writeResults(out, measured.results);
    const report = judge([measured.results], measured.config, { configPath: measured.configPath });
    code = finish(report, flags, {
      ...measured,
      field,
      profile: measured.results.measuring.profile,
      commit: measured.results.commit,
    });
  });

  measuringOptions(
    program
      .command('collect')
      .description(
        'measure the build (crawl, the SEO rules’ raw results, axe, Lighthouse, lab INP) and write --out/results.json; nothing is judged',
      ),
  )
    .option('--out <dir>', 'results folder (results.json, Lighthouse HTML reports)', 'audit-results')
    .option(
      '--shard <k/n>',
      'measure shard k of n (pages split by expected cost, every template timed once overall); assert every shard’s folder as one run',
    )
    .action(async (flags: CollectFlags) => {
      const out = flags.out ?? 'audit-results';
      const { results } = await measure(flags, out, rules);
      const file = writeResults(out, results);
      const shard = results.shard;
      console.log(
        shard
          ? `Shard ${shard.index}/${shard.count}: ${shard.pages.length} of ${results.pages.length} pages (${Math.round((100 * shard.expectedSeconds) / Math.max(1, shard.totalExpectedSeconds))} % of the expected cost) in ${Math.round(results.durationMs.total / 1000)} s; results in ${file}. Assert every shard's folder together.`
          : `${results.pages.length} pages in ${Math.round(results.durationMs.total / 1000)} s; results in ${file}. Judge them with seo-audit assert ${out}.`,
      );
    });

  judgingOptions(
    program
      .command('assert')
      .description(
        'judge results folders (one, or every shard’s) against the configuration and the baseline, without a browser or the build; writes the reports and exits 0/1/2',
      )
      .argument(
        '<results...>',
        'results folders of collect (or results.json files, or a folder of such folders, as CI artifacts download)',
      ),
    { measures: false },
  ).action(async (dirs: string[], flags: JudgeFlags) => {
    const out = flags.out ?? 'audit-reports';
    parseFormats(flags.format);
    const sources = readResults(dirs);
    const first = sources[0].results;
    const { config, path: configPath } = await configFor(first.foreign, flags.config);
    // A deployed site's runs (collect --url) are kept apart from the build's, as run --url keeps them.
    const history = historyOf(flags, config, first.foreign || Boolean(first.url));
    const field = flags.field ? readFieldData(flags.field) : null;
    const report = judge(
      sources.map((s) => s.results),
      config,
      { configPath },
    );
    // A run judged again is no new run: its own history line is neither its baseline nor written twice.
    const recorded = history.runs.some((r) => r.generatedAt === report.generatedAt);
    const earlier = history.runs.filter((r) => r.generatedAt !== report.generatedAt);
    const chosen = flags.baseline ? undefined : baselineOf(earlier, first.measuring.profile, history.file);
    const baseline = flags.baseline ? loadBaseline(flags.baseline) : chosen?.run;
    // The Lighthouse HTML reports the results link to, beside the reports.
    for (const { dir } of sources)
      if (existsSync(join(dir, 'lighthouse')) && resolve(dir) !== resolve(out))
        cpSync(join(dir, 'lighthouse'), join(out, 'lighthouse'), { recursive: true });
    code = finish(report, flags, {
      config,
      profile: first.measuring.profile,
      commit: first.commit,
      history: earlier,
      historyFile: history.file,
      keepsHistory: history.keeps && !recorded,
      baseline,
      baselineSource: chosen?.source,
      field,
    });
  });

  program
    .command('report')
    .description(
      'write the reports of a judged run (the report.json assert or run wrote) again, in other formats or elsewhere',
    )
    .argument('<report.json>', 'a judged run')
    .addOption(reportOptions.format())
    .option('--out <dir>', 'folder for the reports', 'audit-reports')
    .option('--config <file>', 'audit configuration (default: audit.config.json, else audit.config.ts)')
    .option('--history <file>', "history the HTML report's trends show (default: the config's)")
    .option('--no-history', 'no trends')
    .option('--verbose', 'also print warnings and information in the terminal')
    .action(async (file: string, flags: JudgeFlags) => {
      if (!existsSync(file)) throw new UsageError(`report: ${file} does not exist (argument).`);
      const report = JSON.parse(readFileSync(file, 'utf8')) as AuditReport;
      const { config } = await loadConfig(flags.config);
      // The runs before this one, and this one, as assert showed them.
      const earlier = historyOf(flags, config, false).runs.filter((r) => r.generatedAt < report.generatedAt);
      const history = report.browser ? [...earlier, summarize(report, report.commit)] : [];
      writeReports(report, parseFormats(flags.format), flags.out ?? 'audit-reports', {
        config,
        history,
        verbose: flags.verbose,
      });
    });

  program
    .command('compare')
    .description(
      'say what changed from run A to run B, without auditing: findings and scores, then pages whose title, description, canonical or indexability changed, pages added and removed, new redirects',
    )
    .argument(
      '<A>',
      'a run number of the history (1 = oldest, -1 = latest), a commit hash (its latest run) or a report.json',
    )
    .argument('<B>', 'the later run, as A')
    .option('--config <file>', 'audit configuration (default: audit.config.json, else audit.config.ts)')
    .option('--history <file>', "history file (default: the config's, audit/history.jsonl)")
    .option('--dist <dir>', `the build whose ${AUDIT_MANIFEST_FILE} names the site (default: $DIST_DIR or dist)`)
    .option('--out <dir>', 'folder for compare.md and compare.json', 'audit-reports')
    .option(
      '--csv',
      'also write compare.csv: every recorded run from A to B, one row per run and page (crawl, scores, errors), for a spreadsheet',
    )
    .action(
      async (
        a: string,
        b: string,
        flags: { config?: string; history?: string; dist?: string; out?: string; csv?: boolean },
      ) => {
        const { config } = await loadConfig(flags.config);
        const manifest = readManifest(flags.dist ?? process.env.DIST_DIR ?? 'dist');
        code = compareRuns([a, b], {
          config,
          historyFile: flags.history ?? config.history.file,
          out: flags.out ?? 'audit-reports',
          siteUrl: manifest?.siteUrl ?? config.siteUrl ?? 'https://example.invalid',
          csv: flags.csv,
        });
      },
    );

  program
    .command('weigh')
    .description(
      'print what each built page weighs as the budget rules weigh it (JavaScript and CSS gzipped, HTML as Brotli 5 and gzipped), as JSON keyed by file, without auditing',
    )
    .option('--dist <dir>', 'the build folder (default: $DIST_DIR or dist)')
    .option('--part <regex>', 'also weigh the scripts whose address matches, as partJsKb (e.g. a framework chunk)')
    .action((flags: { dist?: string; part?: string }) => {
      const part = flags.part === undefined ? undefined : new RegExp(flags.part);
      process.stdout.write(`${JSON.stringify(weighBuild(flags.dist ?? process.env.DIST_DIR ?? 'dist', part))}\n`);
    });

  try {
    await program.parseAsync(argv, { from: 'user' });
  } catch (error) {
    // Help and version are answers; any other parse error has been printed by commander already.
    if (error instanceof CommanderError) return error.exitCode === 0 ? 0 : 2;
    throw error;
  }
  return code;
}

/** A failure the user can act on (one line, no stack), as opposed to a crash of the audit. */
async function isKnown(error: unknown): Promise<boolean> {
  if (
    error instanceof ManifestError ||
    error instanceof UsageError ||
    error instanceof ResultsError ||
    error instanceof InvalidFileError ||
    (error instanceof Error &&
      /configuration|--only|--profile|--baseline|--field|--shard|compare:|argument|history/i.test(error.message))
  )
    return true;
  // The measuring step's own errors: their modules are loaded already when one of them was thrown.
  const [{ NoBuildError }, { NoChromiumError }] = await Promise.all([import('./collect'), import('./browser/chrome')]);
  return error instanceof NoBuildError || error instanceof NoChromiumError;
}

/** main() with every failure turned into exit code 2 and one readable message. */
export async function cli(argv: string[], options: { rules?: Rule[] } = {}): Promise<number> {
  try {
    return await main(argv, options);
  } catch (error) {
    const known = await isKnown(error);
    console.error(
      known ? (error as Error).message : `The audit crashed: ${error instanceof Error ? error.stack : String(error)}`,
    );
    return 2;
  }
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  void cli(process.argv.slice(2)).then((code) => process.exit(code));
}
