/**
 * The pipeline in a real browser over HTTP: client navigation updates the head,
 * unknown paths answer with the not-found pages, and the shared layout's menus
 * behave. Every template loading and hydrating is the template tour's; redirect
 * aliases are the audit's redirects rules (docs/testing.md).
 */
import { test, expect } from './fixtures';
import { manifest, absoluteUrl, paths } from '../../core/urls/manifest';
import { pages } from '../../content/pages';

test('client-side navigation updates the title and canonical', async ({ page }) => {
  await page.goto(paths.home);
  const brands = manifest.find((e) => e.path === paths.brands)!;
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Brands We Repair' }).click();
  await expect(page).toHaveURL(paths.brands);
  await expect(page).toHaveTitle(brands.meta.title);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', absoluteUrl(paths.brands));
  await expect(page.locator('link[rel="canonical"]')).toHaveCount(1);
});

/** What src/seo/head.ts writes into a head: its JSON-LD blocks, named and property meta tags, canonical link. */
const PAGE_HEAD =
  'script[type="application/ld+json"], meta[name]:not([name="viewport"]):not([name="theme-color"]), meta[property], link[rel="canonical"]';

test('after the first navigation the head is the new page’s alone: the first page’s prerendered tags are gone', async ({
  page,
  request,
}) => {
  // The not-found page says noindex and the service page has three JSON-LD blocks; the page after them has neither.
  for (const start of ['/no-such-page', paths.service('oven-repair')]) {
    await page.goto(start);
    await page.waitForSelector('html[data-hydrated]', { state: 'attached' });
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'About Us' }).click();
    await expect(page).toHaveURL(paths.about);
    await expect(page).toHaveTitle(manifest.find((e) => e.path === paths.about)!.meta.title);
    const prerendered = await (await request.get(paths.about)).text();
    const own = await page.evaluate(
      ([html, selector]) => {
        // Each tag as its name, its attributes in order of name (unhead's key, data-hid, aside) and its text.
        const tags = (root: ParentNode) =>
          [...root.querySelectorAll(selector)]
            .map((e) =>
              [
                e.localName,
                ...e
                  .getAttributeNames()
                  .filter((n) => n !== 'data-hid')
                  .sort()
                  .map((n) => `${n}=${e.getAttribute(n)}`),
                e.textContent,
              ].join(' '),
            )
            .sort();
        return {
          live: tags(document.head),
          prerendered: tags(new DOMParser().parseFromString(html, 'text/html').head),
        };
      },
      [prerendered, PAGE_HEAD] as const,
    );
    expect(own.live, `the head after ${start} → ${paths.about}`).toEqual(own.prerendered);
  }
});

test('an unknown path shows the 404 page with status 404', async ({ page }) => {
  const response = await page.goto('/no-such-page');
  expect(response?.status()).toBe(404);
  await expect(page.locator('h1')).toHaveText(pages.notFound.h1);
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex,follow');
});

test('an unknown *-appliance-repair city shows the 404 page', async ({ page }) => {
  const response = await page.goto('/atlantis-appliance-repair');
  expect(response?.status()).toBe(404);
  await expect(page.locator('h1')).toHaveText(pages.notFound.h1);
});

test('an unknown blog slug shows Post Not Found with status 404', async ({ page }) => {
  const response = await page.goto('/blog/no-such-post');
  expect(response?.status()).toBe(404);
  await expect(page.locator('h1')).toHaveText(pages.postNotFound.h1);
  await expect(page.getByRole('main').getByRole('link', { name: 'Back to the blog' })).toHaveAttribute(
    'href',
    paths.blog,
  );
});

test.describe('desktop navigation', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('the Services dropdown closes on Escape, outside click and route change', async ({ page }) => {
    await page.goto(paths.about);
    const nav = page.getByRole('navigation', { name: 'Main' });
    const menu = nav.locator('details', { has: page.locator('summary', { hasText: 'Services' }) });
    const toggle = menu.locator('summary');
    await toggle.click();
    await expect(menu).toHaveAttribute('open', '');
    await page.keyboard.press('Escape');
    await expect(menu).not.toHaveAttribute('open');
    await expect(toggle).toBeFocused();

    await toggle.click();
    await page.locator('.footer-legal').click();
    await expect(menu).not.toHaveAttribute('open');

    await toggle.click();
    await menu.getByRole('link').first().click();
    await expect(page).not.toHaveURL(paths.about);
    await expect(menu).not.toHaveAttribute('open');
  });
});

test.describe('mobile navigation', () => {
  test.use({ viewport: { width: 375, height: 800 } });

  test('the menu opens, its Services section expands, and a link navigates and closes it', async ({ page }) => {
    await page.goto(paths.about);
    const menu = page.locator('details.mobile-menu');
    await menu.locator('summary.mobile-menu__toggle').click();
    await expect(menu).toHaveAttribute('open', '');
    const services = menu.locator('details', { hasText: 'Services' });
    await services.locator('summary').click();
    await services.getByRole('link').first().click();
    await expect(page).not.toHaveURL(paths.about);
    await expect(menu).not.toHaveAttribute('open');
  });
});

test('navigation and call links report analytics events when a tracker exists', async ({ page }) => {
  await page.addInitScript(() => {
    (window as unknown as { events: unknown[] }).events = [];
    (window as unknown as { gtag: (...args: unknown[]) => void }).gtag = (...args) =>
      (window as unknown as { events: unknown[] }).events.push(args);
  });
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(paths.about);
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'About Us' }).click();
  const events = await page.evaluate(
    () => (window as unknown as { events: [string, string, Record<string, string>][] }).events,
  );
  expect(events).toContainEqual([
    'event',
    'nav_click',
    expect.objectContaining({ label: 'About Us', category: 'primary', page_path: paths.about }),
  ]);
});

test('the address bar is left alone off the public origin', async ({ page }) => {
  await page.goto(`${paths.about}?utm_source=newsletter`);
  await expect(page).toHaveURL(/utm_source=newsletter/);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', absoluteUrl(paths.about));
});
