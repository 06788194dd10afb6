/**
 * Browser tests in the system Chromium (no browser downloads), against the
 * built site served by the same CDN-like server as `npm start`.
 */
import { defineConfig } from '@playwright/test';
import { findChromium, CHROMIUM_FLAGS } from './scripts/lib/chromium';

const PORT = Number(process.env.TEST_PORT ?? 4310);

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
  webServer: {
    command: `tsx --import ./scripts/lib/node-setup.mjs scripts/serve.ts`,
    env: { PORT: String(PORT), DIST_DIR: process.env.DIST_DIR ?? 'dist' },
    url: `http://127.0.0.1:${PORT}/`,
    reuseExistingServer: !process.env.CI,
    stdout: 'ignore',
  },
});
