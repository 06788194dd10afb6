/**
 * `seo-audit-github`: the audit's report where a team works, on GitHub Actions.
 *
 *   seo-audit-github report   the job summary; on a pull request the one sticky comment; the one check
 *   seo-audit-github digest   the verdict and top changes to the chat webhook SEO_AUDIT_WEBHOOK_URL names
 *   seo-audit-github matrix   how many shards the site needs (audit.config.json `ci`), for a job matrix
 *
 * Reads what Actions sets (GITHUB_TOKEN, GITHUB_REPOSITORY, GITHUB_EVENT_PATH, GITHUB_SHA,
 * GITHUB_API_URL, GITHUB_STEP_SUMMARY, GITHUB_OUTPUT). Reporting never decides the verdict (the
 * audit's exit code does): a missing token or webhook is one line and exit 0.
 * Exit codes: 0 done or skipped, 1 GitHub or the webhook refused, 2 a bad argument or report.
 */
import { appendFileSync, existsSync, readFileSync, readdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { Octokit } from '@octokit/rest';
import { loadConfig } from '../config';
import { readManifest } from '../manifest';
import type { AuditReport } from '../report-data';
import { auditReportSchema } from '../schema/report';
import { InvalidFileError, readJsonFile } from '../schema/read-json';
import { publishCheck } from './check';
import { upsertComment } from './comment';
import { WEBHOOK_VARIABLE, postDigest } from './digest';
import { annotations, runMarkdown, verdict, type ReportLinks } from './text';

const HELP = `Usage: seo-audit-github <report|digest|matrix> [options]
  report   job summary, the pull request's one comment (updated in place) and one check run
           --report <file>      report.json (default audit-reports/report.json)
           --report-url <url>   where the full report is (the artifact's URL); default the run's page
           --name <name>        the check's name (default "SEO audit")
  digest   post the verdict and top changes to ${WEBHOOK_VARIABLE} (Slack-compatible JSON)
           --report <file>, --report-url <url> as above
  matrix   the shards a CI matrix should run: count=N and shards=[1..N] to $GITHUB_OUTPUT
           --dist <dir> (default $DIST_DIR or dist), --config <file>`;

class UsageError extends Error {}

type Env = Record<string, string | undefined>;
type Options = { report?: string; 'report-url'?: string; name?: string; dist?: string; config?: string };

function readReport(file: string): AuditReport {
  if (!existsSync(file)) throw new UsageError(`No report at ${file}: run the audit first (npm run audit).`);
  return readJsonFile(file, auditReportSchema, 'report');
}

function links(env: Env, reportUrl: string | undefined): ReportLinks {
  const run =
    env.GITHUB_REPOSITORY && env.GITHUB_RUN_ID
      ? `${env.GITHUB_SERVER_URL ?? 'https://github.com'}/${env.GITHUB_REPOSITORY}/actions/runs/${env.GITHUB_RUN_ID}`
      : undefined;
  return { report: reportUrl ?? (run ? `${run}#artifacts` : undefined), run };
}

/** Octokit with its request log silenced: a refusal is said once, in our words. */
const client = (env: Env, token: string) =>
  new Octokit({
    auth: token,
    baseUrl: env.GITHUB_API_URL ?? 'https://api.github.com',
    userAgent: 'seo-audit-github',
    log: { debug: () => undefined, info: () => undefined, warn: () => undefined, error: () => undefined },
  });

async function report(values: Options, env: Env): Promise<number> {
  const audit = readReport(values.report ?? 'audit-reports/report.json');
  const where = links(env, values['report-url']);
  const event =
    env.GITHUB_EVENT_PATH && existsSync(env.GITHUB_EVENT_PATH)
      ? (JSON.parse(readFileSync(env.GITHUB_EVENT_PATH, 'utf8')) as {
          pull_request?: { number: number; head: { sha: string }; base: { ref: string } };
        })
      : {};
  const pr = event.pull_request;
  const text = runMarkdown(audit, where, pr?.base.ref ?? env.GITHUB_BASE_REF);
  if (env.GITHUB_STEP_SUMMARY) appendFileSync(env.GITHUB_STEP_SUMMARY, `${text}\n`);
  const token = env.GITHUB_TOKEN;
  if (!token) {
    console.log(
      'seo-audit-github: no GITHUB_TOKEN, so no pull-request comment and no check (pass `GITHUB_TOKEN: ${{ github.token }}` to this step); the job summary and the report say the same.',
    );
    return 0;
  }
  const [owner, repo] = (env.GITHUB_REPOSITORY ?? '').split('/');
  if (!owner || !repo) throw new UsageError('GITHUB_REPOSITORY (owner/name) is not set: run this on GitHub Actions.');
  const headSha = pr?.head.sha ?? env.GITHUB_SHA;
  if (!headSha) throw new UsageError('No commit to attach the check to: GITHUB_SHA is not set.');
  const octokit = client(env, token);
  const v = verdict(audit);
  if (pr) {
    const comment = await upsertComment(octokit, { owner, repo, issueNumber: pr.number }, text);
    console.log(`seo-audit-github: ${comment.action} the comment on pull request #${pr.number}: ${comment.url}`);
  }
  const notes = annotations(audit, audit.configPath ?? 'audit.config.json');
  const check = await publishCheck(
    octokit,
    { owner, repo, headSha },
    { name: values.name ?? 'SEO audit', ok: v.ok, title: `SEO audit ${v.words}`, summary: text, annotations: notes },
  );
  console.log(
    `seo-audit-github: check "${values.name ?? 'SEO audit'}" ${v.ok ? 'passed' : 'failed'} with ${notes.length} annotation${notes.length === 1 ? '' : 's'} (${check.requests} request${check.requests === 1 ? '' : 's'}): ${check.url}`,
  );
  return 0;
}

async function digest(values: Options, env: Env): Promise<number> {
  const url = env[WEBHOOK_VARIABLE];
  if (!url) {
    console.log(`seo-audit-github: ${WEBHOOK_VARIABLE} is not set, so no digest was posted.`);
    return 0;
  }
  await postDigest(url, readReport(values.report ?? 'audit-reports/report.json'), links(env, values['report-url']));
  console.log('seo-audit-github: posted the digest to the webhook.');
  return 0;
}

async function matrix(values: Options, env: Env): Promise<number> {
  const dist = values.dist ?? env.DIST_DIR ?? 'dist';
  if (!existsSync(join(dist, 'index.html'))) throw new UsageError(`No built site in ${dist}/: build it first.`);
  const { config } = await loadConfig(values.config);
  const pages =
    readManifest(dist)?.pages.length ??
    readdirSync(dist, { recursive: true }).filter((f) => String(f).endsWith('.html')).length;
  const count = pages > config.ci.shardAbovePages ? config.ci.shards : 1;
  const shards = Array.from({ length: count }, (_, i) => i + 1);
  if (env.GITHUB_OUTPUT) appendFileSync(env.GITHUB_OUTPUT, `count=${count}\nshards=${JSON.stringify(shards)}\n`);
  console.log(
    `seo-audit-github: ${pages} pages, ${count === 1 ? `at most ${config.ci.shardAbovePages}: one job` : `over ${config.ci.shardAbovePages}: ${count} shards`} (audit.config.json ci).`,
  );
  return 0;
}

/** Runs a subcommand and returns its exit code; every failure is one line. */
export async function githubCli(argv: string[], env: Env = process.env): Promise<number> {
  try {
    const { values, positionals } = parseArgs({
      args: argv,
      options: {
        report: { type: 'string' },
        'report-url': { type: 'string' },
        name: { type: 'string' },
        dist: { type: 'string' },
        config: { type: 'string' },
        help: { type: 'boolean', short: 'h' },
      },
      allowPositionals: true,
    });
    const command = positionals[0];
    if (values.help || !command) {
      console.log(HELP);
      return values.help ? 0 : 2;
    }
    const run = { report, digest, matrix }[command];
    if (!run) throw new UsageError(`Unknown command ${command}; use report, digest or matrix.`);
    return await run(values, env);
  } catch (error) {
    if (
      error instanceof UsageError ||
      error instanceof InvalidFileError ||
      (error instanceof TypeError && /option|argument/i.test(error.message))
    ) {
      console.error(`seo-audit-github: ${error.message}`);
      return 2;
    }
    const status = (error as { status?: number }).status;
    const why =
      status === 401 || status === 403
        ? ' Give the job `permissions: { pull-requests: write, checks: write }`; a pull request from a fork gets a read-only token.'
        : '';
    console.error(
      `seo-audit-github: ${status ? `GitHub answered ${status}: ` : ''}${error instanceof Error ? error.message : String(error)}.${why}`,
    );
    return 1;
  }
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  void githubCli(process.argv.slice(2)).then((code) => process.exit(code));
}
