/**
 * Browser tests in the system Chromium (no browser downloads), against the
 * built site served by the same CDN-like server as `npm start`, and, in the
 * full tier, on the next port by Cloudflare Pages' own local runtime (tests/e2e/cloudflare-pages.full.spec.ts).
 *
 * Two tiers (docs/testing.md): `npm test` runs the fast tier, a tour of one page per template and
 * the behaviour specs; `TEST_TIER=full` (`npm run test:e2e:full`) adds the loops over every page,
 * width and host, held in `*.full.spec.ts` files and in tests tagged `@full`.
 * `TEST_PORT` (4310) moves both; wrangler's inspector takes the first free port after its own, so
 * keep TEST_PORT to TEST_PORT + 3 free while the tests run (a server left there times them out).
 */
import { defineConfig } from '@playwright/test';
import { CHROMIUM_FLAGS, findChromium } from './serve';
import { WRANGLER_ENV, wranglerArgs } from './scripts/lib/wrangler';

const PORT = Number(process.env.TEST_PORT ?? 4310);
const DIST = process.env.DIST_DIR ?? 'dist';
const FULL_TIER = process.env.TEST_TIER === 'full';

/** The CDN-like server every browser test visits. */
const localServer = {
  command: `tsx --import ./scripts/lib/node-setup.mjs serve/cli.ts`,
  env: { PORT: String(PORT), DIST_DIR: DIST },
  url: `http://127.0.0.1:${PORT}/`,
  reuseExistingServer: !process.env.CI,
  stdout: 'ignore' as const,
};

/** Cloudflare Pages' runtime, for tests/e2e/cloudflare-pages.full.spec.ts only: the full tier. */
const cloudflareServer = {
  command: ['node', ...wranglerArgs(DIST, PORT + 1)].map((a) => JSON.stringify(a)).join(' '),
  env: WRANGLER_ENV,
  url: `http://127.0.0.1:${PORT + 1}/`,
  reuseExistingServer: !process.env.CI,
  stdout: 'ignore' as const,
};

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
  testIgnore: FULL_TIER ? [] : ['**/*.full.spec.ts'],
  grepInvert: FULL_TIER ? undefined : /@full/,
  webServer: FULL_TIER ? [localServer, cloudflareServer] : [localServer],
});
