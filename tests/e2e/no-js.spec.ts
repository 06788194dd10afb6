/**
 * JavaScript off: every template's prerendered HTML is the whole page. Content
 * is readable, every header and footer link resolves, the mobile menu opens
 * (it is a <details>), carousels show every item, and the city search and the
 * tips & FAQ library list all their entries.
 */
import { readdirSync } from 'node:fs';
import { test, expect, type BrowserContext, type Page } from '@playwright/test';
import { templateRepresentatives, visitPath } from './page-helpers';
import { paths } from '../../core/urls/manifest';
import { cities } from '../../content/cities';

const libraryCount = readdirSync('content/library').filter((f) => f.endsWith('.md')).length;

/**
 * Each test gets `noJs`, a page in a context with JavaScript disabled; any
 * request to another host is recorded and aborted, and fails the test.
 */
let noJsContext: BrowserContext;
let outside: string[] = [];
let noJs: Page;

test.beforeEach(async ({ browser, baseURL }) => {
  outside = [];
  noJsContext = await browser.newContext({ javaScriptEnabled: false, baseURL });
  await noJsContext.route(/^https?:\/\/(?!127\.0\.0\.1|localhost)/, (route) => {
    outside.push(route.request().url());
    return route.abort();
  });
  noJs = await noJsContext.newPage();
});

test.afterEach(async () => {
  await noJsContext.close();
  expect(outside, 'requests to other hosts').toEqual([]);
});

test.describe('every template without JavaScript', () => {
  for (const entry of templateRepresentatives) {
    test(`${entry.template} (${entry.path}): readable, links resolve`, async ({ request }) => {
      const response = await noJs.goto(visitPath(entry));
      expect(response?.status()).toBe(entry.status);
      await expect(noJs.locator('h1')).toHaveText(entry.meta.h1);
      expect((await noJs.locator('main').innerText()).trim().length).toBeGreaterThan(150);
      const hrefs = await noJs
        .locator('header a[href], footer a[href]')
        .evaluateAll((els) => els.map((e) => e.getAttribute('href') ?? ''));
      const internal = [...new Set(hrefs.filter((h) => h.startsWith('/')).map((h) => h.split('#')[0] || '/'))];
      expect(internal.length).toBeGreaterThan(10);
      for (const href of internal) {
        const linked = await request.get(href);
        expect(linked.status(), `${entry.path} links to ${href}`).toBe(200);
      }
    });
  }
});

test('the mobile menu opens without JavaScript and its links are real', async () => {
  await noJs.setViewportSize({ width: 375, height: 800 });
  await noJs.goto(paths.about);
  const menu = noJs.locator('details.mobile-menu');
  await menu.locator('summary.mobile-menu__toggle').click();
  await expect(menu).toHaveAttribute('open', '');
  const brands = menu.getByRole('link', { name: 'Brands We Repair' });
  await expect(brands).toBeVisible();
  await brands.click();
  await expect(noJs).toHaveURL(paths.brands);
});

test('the full stylesheet loads from its <noscript> link, and the opened mobile menu is styled by it', async () => {
  const sheet = noJs.waitForResponse(/\/assets\/style-[\w-]+\.css$/);
  await noJs.setViewportSize({ width: 375, height: 800 });
  await noJs.goto(paths.about);
  expect((await sheet).status()).toBe(200);
  await noJs.locator('summary.mobile-menu__toggle').click();
  // The panel's rules are left out of the inlined critical CSS (scripts/lib/first-paint-css.mjs).
  await expect(noJs.locator('.mobile-menu__panel')).toHaveCSS('position', 'absolute');
});

test('the home page carousels show every item', async () => {
  await noJs.goto(paths.home);
  const carousels = noJs.locator('[data-testid="carousel"]');
  expect(await carousels.count()).toBeGreaterThan(0);
  for (const carousel of await carousels.all()) {
    const slides = carousel.locator('.carousel__slide');
    expect(await slides.count()).toBeGreaterThan(1);
    for (const slide of await slides.all()) {
      await expect(slide).not.toHaveAttribute('hidden');
      await slide.scrollIntoViewIfNeeded();
      await expect(slide).toBeVisible();
    }
  }
});

test('the city search lists every city page', async () => {
  await noJs.goto(paths.local);
  const links = noJs.locator('#city-search .coverage-grid a');
  await expect(links).toHaveCount(cities.length);
  for (const city of cities)
    await expect(links.filter({ hasText: city.name }).first()).toHaveAttribute('href', paths.city(city.slug));
});

test('the tips & FAQ library shows every entry, answers included', async () => {
  await noJs.goto(paths.blogFaq);
  const items = noJs.locator('.library-item');
  await expect(items).toHaveCount(libraryCount);
  for (const item of await items.all()) await expect(item.locator('.library-item__answer')).not.toBeEmpty();
});
