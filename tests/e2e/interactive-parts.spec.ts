/**
 * Every interactive part works whichever way the visitor arrived:
 * - on a direct load, where the app keeps the prerendered page and hydrates only its islands
 *   (src/lib/first-visit.tsx);
 * - after a client-side navigation, where React renders the whole page from its template; the
 *   arrival is a click on a footer link (kept HTML, sent through the router by src/lib/static-links.ts);
 * - back on the first page after leaving it, where the first page's route renders its template.
 * An in-app arrival is proven by a marker the first document set and the page still sees.
 */
import type { Page } from '@playwright/test';
import { test, expect } from './fixtures';
import { installGtagStub, paths, recordedEvents } from './page-helpers';
import { localCoverage } from '../../content/local-coverage';

const hydrated = 'html[data-hydrated="true"]';

type Arrival = 'direct load' | 'client-side navigation' | 'return to the first page';

/** Marks the document, so a later check can tell the app never left it. */
const markDocument = (page: Page) =>
  page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));
const sameDocument = (page: Page) =>
  page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument);

async function arrive(page: Page, path: string, how: Arrival) {
  if (how === 'client-side navigation') {
    await page.goto(paths.about);
    await page.waitForSelector(hydrated, { state: 'attached' });
    await markDocument(page);
    await page.locator(`footer a[href="${path}"]`).first().click();
    await page.waitForURL((url) => url.pathname === path);
    await expect(page.locator('h1')).not.toHaveText(/About/);
    expect(await sameDocument(page)).toBe(true);
    return;
  }
  await page.goto(path);
  await page.waitForSelector(hydrated, { state: 'attached' });
  if (how === 'direct load') return;
  // To /about through the footer and back: the first page's address now shows its template.
  const heading = await page.locator('h1').innerText();
  await markDocument(page);
  await page.locator(`footer a[href="${paths.about}"]`).first().click();
  await expect(page.locator('h1')).toHaveText(/About/);
  await page.goBack();
  await page.waitForURL((url) => url.pathname === path);
  await expect(page.locator('h1')).toHaveText(heading);
  expect(await sameDocument(page)).toBe(true);
}

test('a first visit loads no template code; the first navigation loads the next page’s', async ({ page }) => {
  const scripts: string[] = [];
  page.on('request', (r) => void (r.resourceType() === 'script' && scripts.push(new URL(r.url()).pathname)));
  await page.goto(paths.home);
  await page.waitForSelector(hydrated, { state: 'attached' });
  // Templates are src/templates/*Page.tsx, each its own chunk; `registry` is their table.
  const templateCode = (list: string[]) => list.filter((s) => /\/assets\/(\w+Page|registry)-[\w-]+\.js$/.test(s));
  expect(templateCode(scripts)).toEqual([]);
  await page.locator(`footer a[href="${paths.about}"]`).first().click();
  await expect(page.locator('h1')).toHaveText(/About/);
  expect(templateCode(scripts).map((s) => s.replace(/-[\w-]+\.js$/, ''))).toEqual([
    '/assets/registry',
    '/assets/CompanyPage',
  ]);
});

for (const how of ['direct load', 'client-side navigation', 'return to the first page'] as const) {
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
      // After an in-app visit Back returns to /about; the visit's first entry, with no referrer, goes home.
      await page.waitForURL((url) => url.pathname === (how === 'client-side navigation' ? paths.about : paths.home));
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
