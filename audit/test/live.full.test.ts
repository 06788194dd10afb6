/**
 * `seo-audit run --url` on the real build and on Cloudflare's runtime (full tier: whole-site audits
 * and another runtime, docs/testing.md). A copy of the build with the four faults issue 60 names
 * planted (a missing cache header, a 302 where a 301 belongs, an http:// link, a canonical to
 * another page) is served by the project's CDN emulation (`npm run serve`) and by Cloudflare
 * Pages' own local runtime (`npm run serve:cloudflare`, wrangler pages dev): over the network the
 * audit catches each, and finds what `--dist` finds on the same copy, axe included (Lighthouse is
 * left out by the test's profile). The foreign documentation build of live.test.ts is served by
 * Cloudflare's runtime too.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { cli } from '../cli';
import type { AuditReport } from '../report-data';
import { testConfig } from './fixture-site';
import { DOCS, auditLive, plantFaults, serveLive, writeDocsSite } from './live-server';

const DIST = process.env.DIST_DIR ?? 'dist';
const temp = mkdtempSync(join(tmpdir(), 'live-full-'));
const stops: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const stop of stops.splice(0)) await stop();
  rmSync(temp, { recursive: true, force: true });
});

const canListen = (port: number) =>
  new Promise<boolean>((done) => {
    const probe = createServer()
      .once('error', () => done(false))
      .listen(port, '127.0.0.1', () => probe.close(() => done(true)));
  });

/**
 * `dist` served by Cloudflare Pages' local runtime on two free ports of 4740–4799 (its inspector takes the second):
 * the site's own `npm run serve:cloudflare` (scripts/serve-cloudflare.ts), run as a command, not imported.
 */
async function serveCloudflare(dist: string): Promise<string> {
  let port = 4740;
  while (!((await canListen(port)) && (await canListen(port + 1)))) {
    port += 2;
    if (port > 4798) throw new Error('No two free ports in 4740–4799 for wrangler pages dev.');
  }
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'scripts/serve-cloudflare.ts'], {
    env: { ...process.env, DIST_DIR: dist, PORT: String(port) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (c: Buffer) => (output += c));
  child.stderr!.on('data', (c: Buffer) => (output += c));
  stops.push(
    () =>
      new Promise<void>((done) => {
        if (child.exitCode !== null) return done();
        child.once('exit', () => done());
        child.kill('SIGTERM');
      }),
  );
  const url = `http://127.0.0.1:${port}`;
  for (let waited = 0; waited < 90_000; waited += 500) {
    if (child.exitCode !== null) throw new Error(`wrangler pages dev stopped (${child.exitCode}):\n${output}`);
    const up = await fetch(`${url}/`, { redirect: 'manual' }).then(
      (r) => r.status === 200,
      () => false,
    );
    if (up) return url;
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`wrangler pages dev did not answer on ${url} within 90 s:\n${output}`);
}

const lines = (report: AuditReport) => report.findings.map((f) => `${f.ruleId} ${f.page}: ${f.message}`);

describe(`--url on a copy of the real build (${DIST}/) with four planted faults`, () => {
  const copy = join(temp, 'dist');
  const config = join(temp, 'audit.config.json');
  let built: AuditReport;
  let contactCanonical = '';
  let siteUrl = '';

  /** The audit through the CLI, axe on one page per template and no Lighthouse, as report.json. */
  async function audit(target: string[], out: string): Promise<AuditReport> {
    const logs: string[] = [];
    vi.spyOn(console, 'log').mockImplementation((...a: unknown[]) => void logs.push(a.join(' ')));
    vi.spyOn(console, 'error').mockImplementation((...a: unknown[]) => void logs.push(a.join(' ')));
    try {
      const code = await cli([
        'run',
        ...target,
        '--config',
        config,
        '--profile',
        'live-test',
        '--no-history',
        '--format',
        'json',
        '--out',
        join(temp, out),
      ]);
      expect(code, logs.join('\n')).toBe(1);
    } finally {
      vi.restoreAllMocks();
    }
    return JSON.parse(readFileSync(join(temp, out, 'report.json'), 'utf8')) as AuditReport;
  }

  beforeAll(async () => {
    cpSync(resolve(DIST), copy, { recursive: true });
    siteUrl = JSON.parse(readFileSync(join(copy, 'audit-manifest.json'), 'utf8')).siteUrl;
    const host = new URL(siteUrl).host;
    const edit = (file: string, change: (text: string) => string) => {
      const before = readFileSync(join(copy, file), 'utf8');
      const after = change(before);
      expect(after, `the fault planted in ${file} changed nothing`).not.toBe(before);
      writeFileSync(join(copy, file), after);
    };
    edit('_headers', (text) => text.replace(/\/assets\/\*\n\s+Cache-Control:.*\n/, ''));
    edit('_redirects', (text) => text.replace(/^(\/range-repair\s+\/oven-repair\s+)301$/m, '$1302'));
    edit('about.html', (text) => text.replace('</main>', `<p><a href="http://${host}/contact">Call us</a></p></main>`));
    contactCanonical = `${siteUrl}/about`;
    edit('contact.html', (text) => text.replace(/(<link rel="canonical" href=")[^"]*"/, `$1${contactCanonical}"`));
    // The site's own configuration, with a profile that runs axe on one page per template and no Lighthouse.
    const own = JSON.parse(readFileSync('audit.config.json', 'utf8'));
    delete own.$schema;
    own.profiles = { ...own.profiles, 'live-test': { lighthouse: { enabled: false }, axe: { pagesPerTemplate: 1 } } };
    writeFileSync(config, JSON.stringify(own));
    built = await audit(['--dist', copy], 'dist-report');
  }, 300_000);

  const servers: [string, () => Promise<string>][] = [
    [
      'the CDN emulation (npm run serve)',
      async () => {
        const server = await serveLive(copy);
        stops.push(() => server.close());
        return server.url;
      },
    ],
    ["Cloudflare's runtime (npm run serve:cloudflare)", () => serveCloudflare(copy)],
  ];

  it.each(servers)(
    '%s: catches each fault and finds what --dist finds',
    async (name, start) => {
      const url = await start();
      const live = await audit(['--url', url], `url-report-${name.split(' ')[0]}`);
      const found = lines(live);
      // Every request got its answer (a failure would be live/server-errors' finding).
      expect(found.filter((l) => l.startsWith('live/server-errors'))).toEqual([]);
      // The four faults.
      expect(found.filter((l) => l.startsWith('live/asset-caching /assets/')).length).toBeGreaterThan(0);
      expect(found).toContain(
        'live/permanent-redirects /range-repair: Answers a temporary 302 redirect to /oven-repair; an address that has moved for good answers 301.',
      );
      expect(found).toContain(
        `live/http-links /about: Links to http://${new URL(siteUrl).host}/contact over plain http://.`,
      );
      expect(found).toContain(
        `canonical/canonical-expected /contact: Canonical is ${contactCanonical}; expected ${siteUrl}/contact.`,
      );
      // Nothing else of what only a server shows: its headers, compression and redirects hold on either host.
      expect(found.filter((l) => l.startsWith('live/') && !l.startsWith('live/asset-caching'))).toEqual([
        `live/http-links /about: Links to http://${new URL(siteUrl).host}/contact over plain http://.`,
        'live/permanent-redirects /range-repair: Answers a temporary 302 redirect to /oven-repair; an address that has moved for good answers 301.',
      ]);
      // The rules both ran (axe's too) find the same; what only one can check is named as not checked.
      const skipped = new Set(
        [...live.rules, ...built.rules].filter((r) => r.notApplicable || r.id.startsWith('live/')).map((r) => r.id),
      );
      const shared = (report: AuditReport) => lines(report).filter((l) => !skipped.has(l.split(' ')[0]));
      expect(shared(live)).toEqual(shared(built));
      expect(live.browser?.axe.length).toBeGreaterThan(10);
      expect(live.browser?.axe.length).toBe(built.browser?.axe.length);
      expect(live.browser?.axe.map((a) => [a.path, a.violations.map((v) => v.id)])).toEqual(
        built.browser?.axe.map((a) => [a.path, a.violations.map((v) => v.id)]),
      );
      expect(live.browser?.lighthouse).toEqual([]);
      // No build to take the scripts out of: the app's cost is said not to be checked, not passed.
      expect(live.rules.find((r) => r.id === 'lighthouse/app-cost')?.notApplicable).toMatch(
        /^Not checked on a deployed site \(--url\): /,
      );
      expect(built.rules.find((r) => r.id === 'lighthouse/app-cost')?.notApplicable).toBeUndefined();
    },
    300_000,
  );
});

describe("a foreign build served by Cloudflare's runtime", () => {
  it('catches a missing cache header, a 302 where a 301 belongs, an http:// link and a canonical to another page', async () => {
    const dist = writeDocsSite(join(temp, 'docs'));
    const faults = plantFaults(dist);
    const url = await serveCloudflare(dist);
    const found = lines(await auditLive(url, { config: testConfig(), origin: DOCS }));
    for (const fault of faults) expect(found).toContain(fault);
  }, 180_000);
});
