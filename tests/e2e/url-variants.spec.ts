/**
 * Address variants agree with what the host sent. A host following the plain
 * static recipe (`$uri`, `$uri.html`, else 404.html with status 404) answers
 * `/refrigerator-repair/` with the not-found document, though the router would
 * match the refrigerator page there; a host serves `/Refrigerator-Repair` as
 * not found because files are case-sensitive. The app must keep showing the
 * not-found page it was sent, hydrate it cleanly, and never rewrite the
 * address bar to a page it does not show. The site runs here on its public
 * origin (requests routed to the local build), where the address-bar rule applies.
 */
import type { Page } from '@playwright/test';
import { test, expect } from './fixtures';
import { paths } from './page-helpers';
import { loadSiteConfig } from '../../core/config/load-site-config';
import { manifest } from '../../core/urls/manifest';

const SITE_URL = loadSiteConfig().SITE_URL;
const notFoundTitle = manifest.find((e) => e.template === 'not-found')!.meta.h1;
const postNotFoundTitle = manifest.find((e) => e.template === 'post-not-found')!.meta.h1;

/**
 * Serves the public origin from the local build. `notFoundAt` lists addresses the
 * host answers with a not-found document (status 404), as the plain recipe does.
 */
async function servePublicOrigin(page: Page, baseURL: string, notFoundAt: Record<string, string> = {}) {
  await page.route(`${SITE_URL}/**`, async (route) => {
    const url = new URL(route.request().url());
    const document = notFoundAt[url.pathname];
    const response = await route.fetch({ url: `${baseURL}${document ?? url.pathname}${url.search}`, maxRedirects: 0 });
    await route.fulfill({ response, status: document ? 404 : response.status() });
  });
}

test.describe('on the public origin', () => {
  test('a trailing-slash address answered with 404.html stays the not-found page', async ({ page, baseURL }) => {
    const variant = `${paths.service('refrigerator-repair')}/`;
    await servePublicOrigin(page, baseURL!, { [variant]: '/404' });
    const response = await page.goto(`${SITE_URL}${variant}`);
    expect(response?.status()).toBe(404);
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(notFoundTitle);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
    expect(new URL(page.url()).pathname).toBe(variant);
  });

  test('a trailing-slash post address answered with the blog not-found page stays "Post Not Found"', async ({
    page,
    baseURL,
  }) => {
    const variant = `${paths.post('refrigerator-not-cooling')}/`;
    await servePublicOrigin(page, baseURL!, { [variant]: '/blog/404' });
    await page.goto(`${SITE_URL}${variant}`);
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(postNotFoundTitle);
    expect(new URL(page.url()).pathname).toBe(variant);
  });

  test('an upper-case address is the not-found page and keeps its address', async ({ page, baseURL }) => {
    await servePublicOrigin(page, baseURL!);
    const variant = '/Refrigerator-Repair';
    const response = await page.goto(`${SITE_URL}${variant}`);
    expect(response?.status()).toBe(404);
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(notFoundTitle);
    expect(new URL(page.url()).pathname).toBe(variant);
  });

  test('from the not-found page a link opens the real page, and Back shows the not-found page again', async ({
    page,
    baseURL,
  }) => {
    const variant = `${paths.service('refrigerator-repair')}/`;
    await servePublicOrigin(page, baseURL!, { [variant]: '/404' });
    await page.goto(`${SITE_URL}${variant}`);
    await page.getByRole('main').getByRole('link', { name: 'Refrigerator Repair' }).first().click();
    await expect(page).toHaveURL(`${SITE_URL}${paths.service('refrigerator-repair')}`);
    await expect(page.getByRole('heading', { level: 1 })).not.toHaveText(notFoundTitle);
    await page.goBack();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(notFoundTitle);
  });

  test('a page at a tracking address is rewritten to its own clean address', async ({ page, baseURL }) => {
    await servePublicOrigin(page, baseURL!);
    await page.goto(`${SITE_URL}${paths.about}?utm_source=newsletter`);
    await expect(page).toHaveURL(`${SITE_URL}${paths.about}`);
  });

  test('a city alias keeps its own address (its canonical is the city page, which it does not show)', async ({
    page,
    baseURL,
  }) => {
    await servePublicOrigin(page, baseURL!);
    const alias = manifest.find((e) => e.template === 'city-alias')!.path;
    await page.goto(`${SITE_URL}${alias}`);
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
    expect(new URL(page.url()).pathname).toBe(alias);
  });
});

/**
 * A visit's first page keeps its prerendered head (src/lib/first-visit.tsx), written for the bare
 * path; the canonical rule keeps a non-tracking query (docs/product.md "URL rules"), so the app sets
 * the canonical link and og:url of the address shown (src/head/kept-head.ts), as unhead does on a
 * rendered page.
 */
test.describe("a kept first page's canonical", () => {
  const canonical = (page: Page) => page.locator('link[rel="canonical"]');
  const ogUrl = (page: Page) => page.locator('meta[property="og:url"]');

  test('keeps a non-tracking query in the canonical link and og:url', async ({ page }) => {
    await page.goto(`${paths.services}?page=2`);
    await expect(canonical(page)).toHaveAttribute('href', `${SITE_URL}${paths.services}?page=2`);
    await expect(ogUrl(page)).toHaveAttribute('content', `${SITE_URL}${paths.services}?page=2`);
    await expect(canonical(page)).toHaveCount(1);
  });

  test("keeps the query on a city alias, whose canonical is its city's page", async ({ page }) => {
    const alias = manifest.find((e) => e.template === 'city-alias')!;
    await page.goto(`${alias.path}?page=2`);
    await expect(canonical(page)).toHaveAttribute('href', `${SITE_URL}${alias.canonicalPath}?page=2`);
    await expect(ogUrl(page)).toHaveAttribute('content', `${SITE_URL}${alias.canonicalPath}?page=2`);
  });

  test('follows a link to the same page with another query', async ({ page }) => {
    await page.goto(paths.services);
    await expect(canonical(page)).toHaveAttribute('href', `${SITE_URL}${paths.services}`);
    // A plain link, like one in the kept page's HTML: the document's listener sends it through the router.
    await page.evaluate((href) => {
      const link = Object.assign(document.createElement('a'), { href, textContent: 'Page three' });
      document.body.append(link);
    }, `${paths.services}?page=3`);
    await page.getByRole('link', { name: 'Page three' }).click();
    await expect.poll(() => new URL(page.url()).search).toBe('?page=3');
    await expect(canonical(page)).toHaveAttribute('href', `${SITE_URL}${paths.services}?page=3`);
    await expect(ogUrl(page)).toHaveAttribute('content', `${SITE_URL}${paths.services}?page=3`);
  });
});

test('the local server redirects a trailing slash to the page (as the README asks of every host)', async ({
  request,
}) => {
  const response = await request.get(`${paths.service('refrigerator-repair')}/`, { maxRedirects: 0 });
  expect(response.status()).toBe(301);
  expect(response.headers().location).toBe(paths.service('refrigerator-repair'));
});
