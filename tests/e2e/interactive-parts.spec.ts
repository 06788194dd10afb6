/**
 * Every interactive part works whichever way the visitor arrived: on a direct load, where the app
 * hydrates the prerendered page and leaves its static parts' HTML alone (src/lib/static-island.tsx),
 * and after a client-side navigation, where React renders the whole page. The arrival in the app is
 * a click on a footer link (a static part, sent through the router by src/lib/static-links.ts),
 * proven in-app by a marker the first document set and the new page still sees.
 */
import type { Page } from '@playwright/test';
import { test, expect } from './fixtures';
import { installGtagStub, paths, recordedEvents } from './page-helpers';
import { localCoverage } from '../../content/service-areas';

const hydrated = 'html[data-hydrated="true"]';

/** A direct load, or from /about through the footer's link without leaving the document. */
async function arrive(page: Page, path: string, how: 'direct load' | 'client-side navigation') {
  if (how === 'direct load') {
    await page.goto(path);
    await page.waitForSelector(hydrated, { state: 'attached' });
    return;
  }
  await page.goto(paths.about);
  await page.waitForSelector(hydrated, { state: 'attached' });
  await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));
  await page.locator(`footer a[href="${path}"]`).first().click();
  await page.waitForURL((url) => url.pathname === path);
  await expect(page.locator('h1')).not.toHaveText(/About/);
  expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
}

for (const how of ['direct load', 'client-side navigation'] as const) {
  test.describe(`after a ${how}`, () => {
    test('the reviews carousel moves with Next and the dots', async ({ page }) => {
      await arrive(page, paths.home, how);
      const carousel = page.locator('#reviews [data-testid="carousel"]');
      const current = carousel.locator('.carousel__dot[aria-current="true"]');
      await expect(carousel.getByRole('button', { name: /^(Pause|Play)$/ })).toBeVisible();
      await expect(current).toHaveAccessibleName('Show slide 1');
      await carousel.getByRole('button', { name: 'Next slide' }).click();
      await expect(current).toHaveAccessibleName('Show slide 2');
      await carousel.getByRole('button', { name: 'Show slide 4' }).click();
      await expect(current).toHaveAccessibleName('Show slide 4');
    });

    test('the coverage search finds a city by name and answers a ZIP code', async ({ page }) => {
      await arrive(page, paths.local, how);
      const box = page.getByPlaceholder(localCoverage.searchPlaceholder);
      await box.fill('oakl');
      await expect(page.locator('#city-search .coverage-grid a')).toHaveText(['Oakland']);
      await box.fill('94610');
      await expect(page.locator('[data-zip-answer]')).toContainText('94610');
    });

    test('the library filters by topic and an answer expands', async ({ page }) => {
      await arrive(page, paths.blogFaq, how);
      await expect(page.locator('.library[data-ready]')).toBeAttached();
      await page.getByRole('button', { name: 'Dishwasher', exact: true }).click();
      // The list follows the tap in a deferred render (its stagger class comes with it): wait for it.
      await expect(page.locator('.library__list')).toHaveClass(/library__list--stagger/);
      const titles = page.locator('.library-item__title');
      for (const title of await titles.allInnerTexts()) expect(title).toMatch(/dishwasher|dishes/i);
      const toggle = page.locator('.library-item__toggle').first();
      await toggle.click();
      await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    });

    test('a FAQ answer opens, and the Back link returns', async ({ page }) => {
      const path = paths.service('refrigerator-repair');
      await arrive(page, path, how);
      const question = page.locator('#faq details').first();
      await question.locator('summary').click();
      await expect(question).toHaveAttribute('open', '');
      await page.locator('.back-button').click();
      // After an in-app visit Back returns to /about; a direct load without a referrer goes home.
      await page.waitForURL((url) => url.pathname === (how === 'direct load' ? paths.home : paths.about));
    });

    test('the closing band sends its events from a part the app never hydrated', async ({ page }) => {
      await installGtagStub(page);
      await arrive(page, paths.services, how);
      await page.locator('.cta-band').last().locator('[data-track="click_to_call"]').click();
      const events = await recordedEvents(page);
      for (const name of ['click_to_call', 'click_call', 'cta_click', 'click_cta'])
        expect(events.map((e) => e.name)).toContain(name);
    });

    test.describe('on a phone', () => {
      test.use({ viewport: { width: 375, height: 800 } });
      test('the menu opens and its Services section expands', async ({ page }) => {
        await arrive(page, paths.services, how);
        const menu = page.locator('details.mobile-menu');
        await menu.locator('summary.mobile-menu__toggle').click();
        await expect(menu).toHaveAttribute('open', '');
        const services = menu.locator('details', { hasText: 'Services' });
        await services.locator('summary').click();
        await expect(services.getByRole('link').first()).toBeVisible();
      });
    });
  });
}
