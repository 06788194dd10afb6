/**
 * `seo-audit-github` against local stand-ins for GitHub's REST API and a chat webhook (node:http on
 * 127.0.0.1): one pull-request comment created then updated in place, one check with its annotations
 * in batches of 50, the job summary, a missing token or webhook in one line, the shard matrix.
 * Nothing here reaches the internet.
 */
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { githubCli } from '../github/cli';
import { COMMENT_MARKER } from '../github/text';
import type { AuditReport, ChangeItem } from '../report-data';
import { fakeReport, finding } from './report-fixture';
import { fixtureSite } from './fixture-site';

interface Seen {
  method: string;
  url: string;
  auth?: string;
  body: Record<string, unknown> | null;
}

/** A stand-in for the few GitHub endpoints the reporter uses, keeping comments and check runs in memory. */
function fakeGitHub() {
  const seen: Seen[] = [];
  const comments: { id: number; body: string; html_url: string }[] = [
    { id: 1, body: 'Looks good to me', html_url: 'https://github.test/c/1' },
  ];
  const checks: { id: number; name: string; conclusion: string; annotations: unknown[] }[] = [];
  let status = 0;
  const read = (req: IncomingMessage) =>
    new Promise<string>((done) => {
      let text = '';
      req.on('data', (c: Buffer) => (text += c.toString()));
      req.on('end', () => done(text));
    });
  const server: Server = createServer(async (req, res) => {
    const text = await read(req);
    const body = text ? (JSON.parse(text) as Record<string, unknown>) : null;
    seen.push({ method: req.method!, url: req.url!, auth: req.headers.authorization, body });
    const send = (code: number, data: unknown) => {
      res.writeHead(code, { 'content-type': 'application/json' });
      res.end(JSON.stringify(data));
    };
    if (status) return send(status, { message: 'Resource not accessible by integration' });
    const path = req.url!.split('?')[0];
    // A chat webhook (Slack answers its incoming webhooks with a plain "ok").
    if (req.method === 'POST' && path.startsWith('/hooks/')) return void res.end('ok');
    if (req.method === 'GET' && path === '/repos/acme/site/issues/7/comments') return send(200, comments);
    if (req.method === 'POST' && path === '/repos/acme/site/issues/7/comments') {
      const c = {
        id: comments.length + 1,
        body: String(body!.body),
        html_url: `https://github.test/c/${comments.length + 1}`,
      };
      comments.push(c);
      return send(201, c);
    }
    const edit = /^\/repos\/acme\/site\/issues\/comments\/(\d+)$/.exec(path);
    if (req.method === 'PATCH' && edit) {
      const c = comments.find((x) => x.id === Number(edit[1]))!;
      c.body = String(body!.body);
      return send(200, c);
    }
    if (req.method === 'POST' && path === '/repos/acme/site/check-runs') {
      const output = body!.output as { annotations: unknown[] };
      const check = {
        id: 900 + checks.length,
        name: String(body!.name),
        conclusion: String(body!.conclusion),
        annotations: [...output.annotations],
      };
      checks.push(check);
      return send(201, { id: check.id, html_url: `https://github.test/runs/${check.id}` });
    }
    const update = /^\/repos\/acme\/site\/check-runs\/(\d+)$/.exec(path);
    if (req.method === 'PATCH' && update) {
      checks
        .find((c) => c.id === Number(update[1]))!
        .annotations.push(...(body!.output as { annotations: unknown[] }).annotations);
      return send(200, { id: Number(update[1]) });
    }
    send(404, { message: 'Not Found' });
  });
  return {
    seen,
    comments,
    checks,
    refuse: (code: number) => (status = code),
    start: () =>
      new Promise<string>((done) =>
        server.listen(0, '127.0.0.1', () => done(`http://127.0.0.1:${(server.address() as AddressInfo).port}`)),
      ),
    stop: () => new Promise<void>((done) => server.close(() => done())),
  };
}

let dir = '';
let logs: string[] = [];
let github: ReturnType<typeof fakeGitHub>;
let api = '';
beforeEach(async () => {
  dir = mkdtempSync(join(tmpdir(), 'audit-github-'));
  logs = [];
  vi.spyOn(console, 'log').mockImplementation((...a: unknown[]) => void logs.push(a.join(' ')));
  vi.spyOn(console, 'error').mockImplementation((...a: unknown[]) => void logs.push(a.join(' ')));
  github = fakeGitHub();
  api = await github.start();
});
afterEach(async () => {
  await github.stop();
  rmSync(dir, { recursive: true, force: true });
  vi.restoreAllMocks();
});

const change = (kind: ChangeItem['kind'], what: string, page: string, weight: number): ChangeItem => ({
  kind,
  ruleId: 'titles/title-length',
  title: 'Titles are 30–60 characters',
  page,
  before: 'passed',
  after: 'failed',
  what,
  detail: null,
  weight,
});

/** A failing run: `errors` title findings on as many pages, compared with the base branch's run. */
function writeReport(errors: number): string {
  const report: AuditReport = fakeReport({
    pages: [['/', 200]],
    findings: [
      ...Array.from({ length: errors }, (_, i) => finding('titles/title-length', `/page-${i}`)),
      finding('content/word-count', '/', 'warning'),
      finding('content/word-count', '/', 'info'),
    ],
  });
  report.summary.passed = errors === 0;
  report.thresholds = [{ name: 'errors', limit: 0, actual: errors, ok: errors === 0 }];
  report.comparison = {
    against: { generatedAt: '2026-11-20T10:00:00.000Z', profile: 'full', source: 'baseline' },
    items: [change('new', 'Title 12 characters', '/page-0', 30), change('fixed', 'Broken link', '/about', 5)],
    changes: [],
    regressions: [],
    categories: [],
    newFindings: [],
    fixedFindings: [],
  };
  const file = join(dir, 'report.json');
  writeFileSync(file, JSON.stringify(report));
  return file;
}

function actionsEnv(extra: Record<string, string> = {}): Record<string, string> {
  const event = join(dir, 'event.json');
  writeFileSync(
    event,
    JSON.stringify({ pull_request: { number: 7, head: { sha: 'abc123' }, base: { ref: 'develop' } } }),
  );
  return {
    GITHUB_TOKEN: 'test-token',
    GITHUB_REPOSITORY: 'acme/site',
    GITHUB_EVENT_PATH: event,
    GITHUB_API_URL: api,
    GITHUB_SERVER_URL: 'https://github.test',
    GITHUB_RUN_ID: '42',
    GITHUB_STEP_SUMMARY: join(dir, 'summary.md'),
    ...extra,
  };
}

describe('seo-audit-github report', () => {
  it('creates one comment on the pull request, then updates that same comment on the next push', async () => {
    const env = actionsEnv();
    expect(
      await githubCli(['report', '--report', writeReport(2), '--report-url', 'https://github.test/artifact/9'], env),
    ).toBe(0);
    expect(github.comments).toHaveLength(2);
    const created = github.comments[1];
    expect(created.body.startsWith(COMMENT_MARKER)).toBe(true);
    expect(created.body).toMatch(/❌ SEO audit failed: 2 errors, 1 warning, 1 threshold missed/);
    // The change list, biggest first, and the link to the full report.
    expect(created.body.indexOf('Title 12 characters')).toBeLessThan(created.body.indexOf('Broken link'));
    expect(created.body).toContain('(https://github.test/artifact/9)');
    expect(github.seen.every((r) => r.auth === 'token test-token')).toBe(true);

    expect(await githubCli(['report', '--report', writeReport(0)], env)).toBe(0);
    expect(github.comments).toHaveLength(2);
    expect(github.comments[1].id).toBe(created.id);
    expect(github.comments[1].body).toMatch(/✅ SEO audit passed/);
    expect(github.seen.filter((r) => r.method === 'POST' && r.url.includes('/comments'))).toHaveLength(1);
    expect(logs.filter((l) => /updated the comment on pull request #7/.test(l))).toHaveLength(1);
    // The job summary says what the comment says.
    const summary = readFileSync(env.GITHUB_STEP_SUMMARY, 'utf8');
    expect(summary).toContain('❌ SEO audit failed: 2 errors');
    expect(summary).toContain('✅ SEO audit passed');
  });

  it('publishes one check with an annotation per failing page and rule, 50 per request', async () => {
    expect(await githubCli(['report', '--report', writeReport(120)], actionsEnv())).toBe(0);
    expect(github.checks).toHaveLength(1);
    const [check] = github.checks;
    expect(check).toMatchObject({ name: 'SEO audit', conclusion: 'failure' });
    // 120 error pages and one warning (the information finding is no annotation).
    expect(check.annotations).toHaveLength(121);
    expect(check.annotations[0]).toMatchObject({
      annotation_level: 'failure',
      title: 'titles/title-length on /page-0',
      path: 'audit.config.json',
    });
    expect(check.annotations).toContainEqual(
      expect.objectContaining({ annotation_level: 'warning', title: 'content/word-count on /' }),
    );
    const requests = github.seen.filter((r) => r.url.includes('check-runs'));
    expect(
      requests.map((r) => `${r.method} ${(r.body!.output as { annotations: unknown[] }).annotations.length}`),
    ).toEqual(['POST 50', 'PATCH 50', 'PATCH 21']);
    const head = github.seen.find((r) => r.method === 'POST' && r.url.endsWith('/check-runs'))!;
    expect(head.body).toMatchObject({ head_sha: 'abc123', status: 'completed' });
  });

  it('without a token: one line, exit 0, the job summary still written, no request', async () => {
    const env = actionsEnv({ GITHUB_TOKEN: '' });
    expect(await githubCli(['report', '--report', writeReport(1)], env)).toBe(0);
    expect(logs).toHaveLength(1);
    expect(logs[0]).toMatch(/^seo-audit-github: no GITHUB_TOKEN, so no pull-request comment and no check/);
    expect(github.seen).toHaveLength(0);
    expect(readFileSync(env.GITHUB_STEP_SUMMARY, 'utf8')).toContain('SEO audit failed');
  });

  it('a refusing GitHub is one line naming the permissions, not a stack trace', async () => {
    github.refuse(403);
    expect(await githubCli(['report', '--report', writeReport(1)], actionsEnv())).toBe(1);
    expect(logs).toHaveLength(1);
    expect(logs[0]).toMatch(/^seo-audit-github: GitHub answered 403: .*pull-requests: write, checks: write/);
  });
});

describe('seo-audit-github digest', () => {
  it('posts the verdict and the top changes as Slack-compatible JSON to the one variable’s webhook', async () => {
    const url = `${api}/hooks/T000/B000`;
    expect(await githubCli(['digest', '--report', writeReport(2)], { SEO_AUDIT_WEBHOOK_URL: url })).toBe(0);
    const [post] = github.seen;
    expect(post).toMatchObject({ method: 'POST', url: '/hooks/T000/B000' });
    expect(Object.keys(post.body!)).toEqual(['text']);
    const text = String(post.body!.text);
    expect(text.split('\n')[0]).toMatch(/^:x: \*SEO audit failed: 2 errors/);
    expect(text).toContain('• ❌ new: Title 12 characters on /page-0');
  });

  it('says in one line that no webhook is set, and in one line when the webhook refuses', async () => {
    expect(await githubCli(['digest', '--report', writeReport(0)], {})).toBe(0);
    expect(logs).toEqual(['seo-audit-github: SEO_AUDIT_WEBHOOK_URL is not set, so no digest was posted.']);
    github.refuse(500);
    expect(await githubCli(['digest', '--report', writeReport(0)], { SEO_AUDIT_WEBHOOK_URL: `${api}/hooks/x` })).toBe(
      1,
    );
    expect(logs[1]).toMatch(/^seo-audit-github: .*the webhook answered 500/);
  });
});

describe('seo-audit-github matrix', () => {
  it('asks for the configured shards only when the site has more pages than the threshold', async () => {
    const site = fixtureSite();
    try {
      const config = join(dir, 'audit.json');
      const output = join(dir, 'output');
      writeFileSync(config, JSON.stringify({ ci: { shardAbovePages: 2, shards: 3 } }));
      expect(await githubCli(['matrix', '--dist', site.dist, '--config', config], { GITHUB_OUTPUT: output })).toBe(0);
      writeFileSync(config, JSON.stringify({ ci: { shardAbovePages: 400, shards: 3 } }));
      expect(await githubCli(['matrix', '--dist', site.dist, '--config', config], { GITHUB_OUTPUT: output })).toBe(0);
      expect(readFileSync(output, 'utf8')).toBe('count=3\nshards=[1,2,3]\ncount=1\nshards=[1]\n');
    } finally {
      site.cleanup();
    }
  });
});
