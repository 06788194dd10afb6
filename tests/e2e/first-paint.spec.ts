/**
 * Before first paint a page loads its document and, at most, the content
 * images in view (a post's picture): no script, no stylesheet, no icon. The
 * logo and favicon are in the HTML, the page's own rules are inlined, and the boot
 * loader (scripts/lib/boot-loader.ts) adds the full stylesheet and the app's
 * scripts only once the first contentful paint has happened. The app then waits
 * for the stylesheet, because the menus and panels it opens use rules only that
 * file has; a stylesheet that fails to load must not keep the app from starting.
 * That nothing is requested before first paint is checked on one page a template by the tour
 * (tests/e2e/checks/first-paint.ts).
 */
import { test, expect, watchPage, type PageProblems } from './fixtures';
import { test as plainTest, expect as plainExpect, type Page, type Route } from '@playwright/test';

const STYLESHEET = /\/assets\/style-[\w-]+\.css$/;

test('the header logo is drawn from the HTML, with no request of its own', async ({ page }) => {
  const images: string[] = [];
  page.on('request', (r) => {
    if (r.resourceType() === 'image') images.push(r.url());
  });
  await page.goto('/about');
  const logo = page.locator('.brand img');
  await expect(logo).toHaveJSProperty('complete', true);
  expect(await logo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  expect(images.filter((url) => !url.startsWith('data:'))).toEqual([]);
  await expect(page.locator('head link[rel="icon"][type="image/svg+xml"]')).toHaveAttribute(
    'href',
    /^data:image\/svg\+xml,/,
  );
});

/**
 * Opens a page with the stylesheet request held until the test answers it, outside calls routed as in
 * every browser test; reports what was requested and when the first of the app's chunks has arrived.
 */
async function openWithStylesheetHeld(page: Page, problems: PageProblems) {
  await watchPage(page, problems);
  const requested: string[] = [];
  page.on('request', (r) => requested.push(new URL(r.url()).pathname));
  let hold!: (route: Route) => void;
  const held = new Promise<Route>((resolve) => (hold = resolve));
  await page.route(STYLESHEET, (route) => hold(route));
  const chunkArrived = page.waitForResponse(/\/assets\/client-[\w-]+\.js$/);
  await page.goto('/about', { waitUntil: 'load' });
  return { held, requested, chunkArrived };
}

plainTest('the app starts only once the full stylesheet has loaded', async ({ page }) => {
  const problems: PageProblems = { errors: [], outside: [] };
  const { held, requested, chunkArrived } = await openWithStylesheetHeld(page, problems);
  const route = await held;
  // The loader asks for the stylesheet and the chunks together: once a chunk is in, the entry could have been asked for.
  await chunkArrived;
  plainExpect(
    requested.filter((p) => /\/assets\/app-[\w-]+\.js$/.test(p)),
    'entry requested before the stylesheet loaded',
  ).toEqual([]);
  plainExpect(await page.locator('html[data-hydrated]').count()).toBe(0);
  await route.continue();
  await page.waitForSelector('html[data-hydrated]', { state: 'attached' });
  plainExpect(problems).toEqual({ errors: [], outside: [] });
});

plainTest('a stylesheet that fails to load does not keep the app from starting', async ({ page }) => {
  const problems: PageProblems = { errors: [], outside: [] };
  const { held } = await openWithStylesheetHeld(page, problems);
  await (await held).abort();
  await page.waitForSelector('html[data-hydrated]', { state: 'attached' });
  // The browser reports the failed stylesheet itself; nothing else may go wrong.
  plainExpect(problems.errors.filter((e) => !/Failed to load resource: net::ERR_FAILED/.test(e))).toEqual([]);
  plainExpect(problems.outside).toEqual([]);
});
