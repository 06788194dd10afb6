/**
 * `npm run dev` shows what a visitor's first visit shows (issue 61): the same address opened in
 * Chromium from the dev server (the real `vite-react-ssg dev`, as `npm run dev` starts it) and from
 * the built site served like the CDN, and the same things ran: the document's status, the boot
 * loader starting the app after the `load` event with the page's data file named, the kept parts
 * and islands of `<main>` (src/lib/first-visit.tsx), the canonical link and `og:url` the kept page
 * sets, no hydration error, and in development no template module loaded. Every wait is on an event: the dev server's
 * "Local:" line, the app's `html[data-hydrated]`.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import type { Server } from 'node:http';
import { chromium, type Browser } from '@playwright/test';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHROMIUM_FLAGS, findChromium, startServer } from '../../serve';
import { DIST } from './dist-helpers';

/** One of each kind of first visit: a page with islands, a kept page at an address with a query, the two not-found documents. */
const ADDRESSES = [
  '/',
  '/appliance-repair-oakland?page=2&utm_source=newsletter',
  '/no-such-page',
  '/blog/no-such-post',
];

let dev: ChildProcess | undefined;
let devUrl = '';
let prod: Server | undefined;
let prodUrl = '';
let browser: Browser | undefined;

/** Starts `npm run dev`'s command on a free port; resolves with its address once it prints it. */
function startDev(): Promise<string> {
  dev = spawn(process.execPath, ['node_modules/vite-react-ssg/bin/vite-react-ssg.js', 'dev'], {
    // What `npm run dev` runs with: Vitest's NODE_ENV=test would make it Vite's test mode.
    env: { ...process.env, NODE_ENV: 'development', PORT: '0' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const child = dev;
  return new Promise((resolve, reject) => {
    let output = '';
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      const local = /Local:\s+(http:\/\/\S+?)\/?\s/.exec(output);
      if (local) resolve(local[1]);
    };
    child.stdout?.on('data', read);
    child.stderr?.on('data', read);
    child.on('exit', (code) => reject(new Error(`npm run dev stopped (exit ${code}) before serving:\n${output}`)));
  });
}

beforeAll(async () => {
  [devUrl, { server: prod, url: prodUrl }, browser] = await Promise.all([
    startDev(),
    startServer({ dist: DIST, port: 0, quiet: true }),
    chromium.launch({ executablePath: findChromium(), args: CHROMIUM_FLAGS }),
  ]);
}, 60_000);

afterAll(async () => {
  await browser?.close();
  prod?.close();
  dev?.kill();
});

/** What a first visit of `address` ran, once the app has started, and the hydration errors React reported. */
async function firstVisit(base: string, address: string) {
  const context = await (browser as Browser).newContext();
  const page = await context.newPage();
  const hydrationErrors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && /hydrat/i.test(message.text())) hydrationErrors.push(message.text());
  });
  // Nothing leaves the machine: the header's city label fails quietly, on both servers alike.
  await page.route(/^https?:\/\/(?!127\.0\.0\.1|localhost)/, (route) => route.abort());
  const response = await page.goto(base + address);
  await page.waitForSelector('html[data-hydrated]', { state: 'attached' });
  const ran = await page.evaluate(() => {
    const boot = document.querySelector<HTMLScriptElement>('script[data-entry]');
    const [navigation] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
    const entry = boot && performance.getEntriesByName(new URL(boot.dataset.entry ?? '', location.href).href)[0];
    return {
      bootLoader: boot && {
        page: boot.dataset.page ?? null,
        startedAfterLoad: Boolean(entry) && (entry as PerformanceEntry).startTime >= navigation.loadEventStart,
      },
      main: [...document.querySelectorAll('#main > *')].map((e) =>
        e.hasAttribute('data-static') ? 'kept' : (e.getAttribute('data-island') ?? `rendered <${e.localName}>`),
      ),
      canonical: document.querySelector('link[rel="canonical"]')?.getAttribute('href') ?? null,
      ogUrl: document.querySelector('meta[property="og:url"]')?.getAttribute('content') ?? null,
      templates: performance
        .getEntriesByType('resource')
        .map((r) => new URL(r.name).pathname)
        .filter((path) => path.startsWith('/src/templates/')),
    };
  });
  await context.close();
  return { ran: { status: response?.status(), ...ran }, hydrationErrors };
}

describe('npm run dev shows a first visit as production does', () => {
  it.each(ADDRESSES)(
    '%s: the same boot, kept parts, islands and head',
    async (address) => {
      const built = (await firstVisit(prodUrl, address)).ran;
      // The built site's first visit, as the comparison needs it: the loader started the app after `load` and kept the page.
      expect(built.bootLoader?.startedAfterLoad).toBe(true);
      expect(built.main).toContain('kept');
      // Only React's development build reports an attribute the HTML has wrong, which production leaves as it is: checked in dev.
      const { ran, hydrationErrors } = await firstVisit(devUrl, address);
      expect(hydrationErrors).toEqual([]);
      expect(ran).toEqual(built);
    },
    60_000,
  );
});
