/**
 * Before first paint a page loads its document, the site's one stylesheet (linked in its head,
 * cached across pages) and, at most, the content images in view (a post's picture): no script, no
 * icon. The logo and favicon are in the HTML, and the boot loader (scripts/lib/boot-loader.ts) adds
 * the app's scripts only once the first contentful paint has happened. That nothing else is
 * requested before first paint is checked on one page a template by the tour
 * (tests/e2e/checks/first-paint.ts).
 */
import { test, expect, watchPage, type PageProblems } from './fixtures';
import { test as plainTest, expect as plainExpect } from '@playwright/test';
import { requestsBeforeFirstPaint } from './checks/first-paint';

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

plainTest(
  'the one stylesheet is linked in the head and no script is requested before first paint',
  async ({ page }) => {
    const problems: PageProblems = { errors: [], outside: [] };
    await watchPage(page, problems);
    await page.goto('/about', { waitUntil: 'load' });
    plainExpect(await page.locator('head link[rel="stylesheet"]').evaluateAll((links) => links.length)).toBe(1);
    plainExpect(await page.locator('link[rel="stylesheet"]').getAttribute('href')).toMatch(STYLESHEET);
    plainExpect(await page.locator('style, noscript').count(), 'no inlined rules, no second copy of the link').toBe(0);
    plainExpect(await requestsBeforeFirstPaint(page)).toEqual([]);
    await page.waitForSelector('html[data-hydrated]', { state: 'attached' });
    plainExpect(problems).toEqual({ errors: [], outside: [] });
  },
);
