/**
 * Chrome's own Lighthouse on the same page: the `lighthouse` command line with its default settings
 * (mobile, simulated throttling, 4× CPU, slow 4G; Performance only), in a Chromium it starts itself,
 * as a marketer runs it. The benchmark prints it beside its own figure so docs/performance.md can say
 * how the two relate. Two differences from the project's runs, both on purpose: the command line
 * starts a fresh browser each run (cold caches, its own benchmarkIndex), and it cannot answer the
 * geolocation request with a fixture, so that request fails as it does offline (the page keeps its
 * default city label either way). It reads the build over plain HTTP from the CDN host `npm start`
 * uses: against the audit's HTTPS server with its own certificate the command line's headless
 * Chromium painted nothing (NO_FCP).
 */
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { findChromium, startCdnHost } from '../../audit/host';
import { median } from '../../audit/median';
import type { ChromeLighthouse } from './table';

const CLI = join(import.meta.dirname, '../../node_modules/lighthouse/cli/index.js');

interface CliResult {
  categories: { performance?: { score: number | null } };
  audits: Record<string, { numericValue?: number }>;
}

/** Asynchronous: the CDN host answering the command line's Chromium runs in this process. */
const run = promisify(execFile);

async function once(url: string): Promise<CliResult> {
  const dir = mkdtempSync(join(tmpdir(), 'chrome-lh-'));
  const out = join(dir, 'report.json');
  try {
    await run(
      process.execPath,
      [
        CLI,
        url,
        '--only-categories=performance',
        '--output=json',
        `--output-path=${out}`,
        '--quiet',
        '--chrome-flags=--headless=new --no-sandbox',
      ],
      { env: { ...process.env, CHROME_PATH: findChromium() }, timeout: 120_000 },
    );
    return JSON.parse(readFileSync(out, 'utf8')) as CliResult;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Tries per run: the command line sometimes loses its trace (NO_NAVSTART, "Please run Lighthouse again"), as it asks. */
const ATTEMPTS = 3;

async function retried(url: string): Promise<CliResult> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await once(url);
    } catch (error) {
      if (attempt >= ATTEMPTS) throw error;
      console.warn(`bench: Chrome's Lighthouse failed on ${url} (try ${attempt} of ${ATTEMPTS}), running it again`);
    }
  }
}

/** `runs` runs of the command line on the page at `path` of the build in `dist`; each figure the median of its runs. */
export async function chromeLighthouse(dist: string, path: string, runs: number): Promise<ChromeLighthouse> {
  const { server, url } = await startCdnHost({ dist });
  const results: CliResult[] = [];
  try {
    for (let i = 0; i < runs; i++) results.push(await retried(`${url}${path}`));
  } finally {
    server.close();
  }
  const value = (id: string) => median(results.map((r) => r.audits[id]?.numericValue ?? 0));
  return {
    runs,
    score: median(results.map((r) => r.categories.performance?.score ?? 0)),
    tbtMs: value('total-blocking-time'),
    lcpMs: value('largest-contentful-paint'),
  };
}
