/**
 * Shared browser-test fixture: every page a test opens is watched for console
 * errors and uncaught exceptions, the geolocation lookup is answered by a
 * routed fixture (no test touches the internet), and any other outside
 * request is aborted and reported. A test fails if anything was recorded.
 */
import { test as base, expect, type Page } from '@playwright/test';
import { loadSiteConfig } from '../../core/config/load-site-config';

/** The geolocation endpoint the built site calls (same configuration as the build). */
export const GEO_ENDPOINT = loadSiteConfig().GEO_ENDPOINT;

export interface PageProblems {
  errors: string[];
  outside: string[];
}

/** Default geolocation answer: a place that is not a served city, so the label stays default. */
export const GEO_FIXTURE = { city: 'Reno', region: 'Nevada' };

/** Console messages that are expected: the browser's own line for a document answered with 404. */
const EXPECTED = [/Failed to load resource: the server responded with a status of 404/];

export async function watchPage(page: Page, problems: PageProblems): Promise<void> {
  page.on('console', (msg) => {
    if (msg.type() === 'error' && !EXPECTED.some((re) => re.test(msg.text())))
      problems.errors.push(`console.error: ${msg.text()}`);
  });
  page.on('pageerror', (error) => problems.errors.push(`pageerror: ${error.message}`));
  await page.route(/^https?:\/\/(?!127\.0\.0\.1|localhost)/, async (route) => {
    const url = route.request().url();
    if (url.startsWith(GEO_ENDPOINT)) return route.fulfill({ json: GEO_FIXTURE });
    problems.outside.push(url);
    return route.abort();
  });
}

/**
 * The app starts after the page's `load` event (scripts/lib/boot-loader.ts), as for a visitor.
 * Every `page.goto` in a test therefore also waits until the app has hydrated, so a test's clicks
 * exercise the interactive page; pages without the app (JavaScript off, fallback files) return at once.
 */
async function waitForApp(page: Page): Promise<void> {
  const hasApp = await page.evaluate(() => Boolean(document.querySelector('script[data-entry]'))).catch(() => false);
  if (hasApp) await page.waitForSelector('html[data-hydrated]', { state: 'attached' });
}

/**
 * Which build the project's server serves (playwright.config.ts sets it per project): a test that reads the
 * build's own files (its `_headers`, tests/e2e/csp.ts) reads this folder, so the `sample` project checks
 * dist-sample/'s files and the default project dist/'s.
 */
export interface BuildOptions {
  distDir: string;
}

export const test = base.extend<{ problems: PageProblems }, BuildOptions>({
  distDir: [process.env.DIST_DIR ?? 'dist', { scope: 'worker', option: true }],
  page: async ({ page, javaScriptEnabled }, use) => {
    const goto = page.goto.bind(page);
    page.goto = async (url, options) => {
      const response = await goto(url, options);
      if (javaScriptEnabled !== false) await waitForApp(page);
      return response;
    };
    await use(page);
    // A request the page started late (the app's data fetches) may still be inside a test's route handler when
    // the test ends; its route.fetch would then fail the run as an error outside any test.
    await page.unrouteAll({ behavior: 'ignoreErrors' });
  },
  problems: [
    async ({ page }, use) => {
      const problems: PageProblems = { errors: [], outside: [] };
      await watchPage(page, problems);
      await use(problems);
      expect(problems.errors, 'console errors or uncaught exceptions').toEqual([]);
      expect(problems.outside, 'requests to other hosts').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
