/**
 * A busy machine, on purpose: `count` Chromium browsers loading pages of a build in a loop (each
 * in a fresh context, scrolled to the end), as a developer's laptop or a shared CI runner is while
 * the audit runs. Started by gate-noise.ts as a child process so its work competes for the CPU
 * like any other program's. Runs until killed.
 *
 *   npx tsx --import ./scripts/lib/node-setup.mjs scripts/bench/busy-browsers.ts [dist] [count]
 */
import { CHROMIUM_ENV, parseCli } from '../lib/cli-help';

const { positionals, count: whole } = parseCli({
  usage: 'npx tsx --import ./scripts/lib/node-setup.mjs scripts/bench/busy-browsers.ts [dist] [count]',
  about:
    'A busy machine, on purpose: [count] Chromium browsers loading pages of a build in a loop, each in a fresh context and scrolled to the end, until killed. `npm run bench:gate` starts it beside the audits it times.',
  arguments: { '[dist]': 'the build to serve (default: dist)', '[count]': 'browsers (default: 2)' },
  dotEnv: true,
  env: CHROMIUM_ENV,
});
const dist = positionals[0] ?? 'dist';
const count = whole(positionals[1] ?? '2', 'browsers');

// Imported once the arguments are read: `--help` answers without loading Playwright.
const { chromium } = await import('@playwright/test');
const { CHROMIUM_FLAGS, findChromium, startServer } = await import('../../serve');
const PATHS = [
  '/',
  '/refrigerator-repair',
  '/service-areas',
  '/blog',
  '/appliance-repair-oakland',
  '/brands',
  '/site-map',
  '/local-appliance-repair',
];

const server = await startServer({ dist, port: 0, quiet: true });
const executablePath = findChromium();
if (!executablePath) throw new Error('No Chromium: run `npx tsx scripts/ensure-chromium.ts`.');
await Promise.all(
  Array.from({ length: count }, async (_, b) => {
    const browser = await chromium.launch({
      executablePath,
      args: CHROMIUM_FLAGS.filter((f) => !f.startsWith('--headless')),
    });
    for (let i = 0; ; i++) {
      const context = await browser.newContext();
      const page = await context.newPage();
      try {
        await page.goto(`${server.url}${PATHS[(i + b * 3) % PATHS.length]}`, { waitUntil: 'load' });
        await page.mouse.wheel(0, 4000);
      } catch {
        // A load cut short by the next one is still load.
      }
      await context.close();
    }
  }),
);
