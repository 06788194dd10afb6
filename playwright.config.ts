/**
 * Browser tests in the system Chromium (no browser downloads), against the
 * built site served by the same CDN-like server as `npm start`, and on the
 * next port by Cloudflare Pages' own local runtime (tests/e2e/cloudflare-pages.spec.ts).
 * `TEST_PORT` (4310) moves both; wrangler's inspector takes the first free port after its own, so
 * keep TEST_PORT to TEST_PORT + 3 free while the tests run (a server left there times them out).
 */
import { defineConfig } from '@playwright/test';
import { CHROMIUM_FLAGS, findChromium } from './serve';
import { WRANGLER_ENV, wranglerArgs } from './scripts/lib/wrangler';

const PORT = Number(process.env.TEST_PORT ?? 4310);
const DIST = process.env.DIST_DIR ?? 'dist';

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  reporter: process.env.CI ? 'line' : 'list',
  timeout: 30_000,
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    launchOptions: { executablePath: findChromium(), args: CHROMIUM_FLAGS.filter((f) => !f.startsWith('--headless')) },
    headless: true,
    trace: 'off',
  },
  webServer: [
    {
      command: `tsx --import ./scripts/lib/node-setup.mjs serve/cli.ts`,
      env: { PORT: String(PORT), DIST_DIR: DIST },
      url: `http://127.0.0.1:${PORT}/`,
      reuseExistingServer: !process.env.CI,
      stdout: 'ignore',
    },
    {
      command: ['node', ...wranglerArgs(DIST, PORT + 1)].map((a) => JSON.stringify(a)).join(' '),
      env: WRANGLER_ENV,
      url: `http://127.0.0.1:${PORT + 1}/`,
      reuseExistingServer: !process.env.CI,
      stdout: 'ignore',
    },
  ],
});
