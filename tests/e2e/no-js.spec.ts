/**
 * JavaScript off: the parts that work differently without the app. The mobile
 * menu opens (it is a <details>) and is styled by the stylesheet in the head, and
 * the city search and the tips & FAQ library list all their entries. That every
 * template reads without scripts is the template tour's; carousels without
 * scripts are design.spec.ts's.
 */
import { readdirSync } from 'node:fs';
import { test, expect, type BrowserContext, type Page } from '@playwright/test';
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

test('the stylesheet loads from the head, and the opened mobile menu is styled by it', async () => {
  const sheet = noJs.waitForResponse(/\/assets\/style-[\w-]+\.css$/);
  await noJs.setViewportSize({ width: 375, height: 800 });
  await noJs.goto(paths.about);
  expect((await sheet).status()).toBe(200);
  await noJs.locator('summary.mobile-menu__toggle').click();
  await expect(noJs.locator('.mobile-menu__panel')).toHaveCSS('position', 'absolute');
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
