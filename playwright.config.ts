/**
 * Browser tests in the system Chromium (no browser downloads), against the
 * built site served by the same CDN-like server as `npm start`, and, in the
 * full tier, on the next port by Cloudflare Pages' own local runtime (tests/e2e/cloudflare-pages.full.spec.ts).
 *
 * Two tiers (docs/testing.md): `npm test` runs the fast tier, a tour of one page per template and
 * the behaviour specs; `TEST_TIER=full` (`npm run test:e2e:full`) adds the loops over every page,
 * width and host, held in `*.full.spec.ts` files and in tests tagged `@full`.
 * Two projects, named in every test's report line (`[default] ›`, `[sample] ›`): `default` runs every
 * spec on the default build (DIST_DIR, dist/); `sample` runs the template tour and Call and Book on
 * the complete sample configuration (dist-sample/, `npm run build:sample`), served on TEST_PORT + 4,
 * so what only shows once the owner fills the people-and-proof slots (a team, photos, a longer hero)
 * is checked on every template too. Both builds must exist: each project's server starts for any run.
 * `TEST_PORT` (4310) moves them all; wrangler's inspector takes the first free port after its own, so
 * keep TEST_PORT to TEST_PORT + 4 free while the tests run (a server left there times them out).
 */
import { defineConfig } from '@playwright/test';
import { CHROMIUM_FLAGS, findChromium } from './serve';
import { sampleDistDir } from './scripts/lib/sample-dist';
import { WRANGLER_ENV, wranglerArgs } from './scripts/lib/wrangler';
import type { BuildOptions } from './tests/e2e/fixtures';

const PORT = Number(process.env.TEST_PORT ?? 4310);
const DIST = process.env.DIST_DIR ?? 'dist';
const FULL_TIER = process.env.TEST_TIER === 'full';
const SAMPLE_DIST = sampleDistDir(DIST);
/** After wrangler (PORT + 1) and its inspector (the first free port after it, PORT + 2 or + 3). */
const SAMPLE_PORT = PORT + 4;

/** The CDN-like server every browser test visits: `dist` on `port`. */
const cdnServer = (dist: string, port: number) => ({
  command: `tsx --import ./scripts/lib/node-setup.mjs serve/cli.ts`,
  env: { PORT: String(port), DIST_DIR: dist },
  url: `http://127.0.0.1:${port}/`,
  reuseExistingServer: !process.env.CI,
  stdout: 'ignore' as const,
});
const localServer = cdnServer(DIST, PORT);
/** The same server on the sample build, for the `sample` project. */
const sampleServer = cdnServer(SAMPLE_DIST, SAMPLE_PORT);

/** Cloudflare Pages' runtime, for tests/e2e/cloudflare-pages.full.spec.ts only: the full tier. */
const cloudflareServer = {
  command: ['node', ...wranglerArgs(DIST, PORT + 1)].map((a) => JSON.stringify(a)).join(' '),
  env: WRANGLER_ENV,
  url: `http://127.0.0.1:${PORT + 1}/`,
  reuseExistingServer: !process.env.CI,
  stdout: 'ignore' as const,
};

export default defineConfig<object, BuildOptions>({
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
  projects: [
    { name: 'default', use: { distDir: DIST } },
    {
      // The template-level checks (layout, tap targets, contrast, console errors, reading without scripts,
      // chrome, page height) and Call and Book. The specs read addresses and headings from content/ in
      // Node, not through the overlay: the sample swaps people and proof, never a page's address or h1.
      name: 'sample',
      testMatch: ['**/template-tour.spec.ts', '**/call-and-book.spec.ts'],
      use: { distDir: SAMPLE_DIST, baseURL: `http://127.0.0.1:${SAMPLE_PORT}` },
    },
  ],
  webServer: FULL_TIER ? [localServer, cloudflareServer, sampleServer] : [localServer, sampleServer],
});
