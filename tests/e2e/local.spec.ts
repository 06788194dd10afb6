/**
 * /local-appliance-repair in a real browser: the coverage search (by city, by
 * county, mixed case, no match, grouping by county), the list without
 * JavaScript, and the maps frame that loads only on request.
 */
import { test, expect } from './fixtures';
import type { Page } from '@playwright/test';
import { cities } from '../../content/cities';
import { localCoverage } from '../../content/service-areas';

const LOCAL = '/local-appliance-repair';
/** The public city-page address (docs/product.md), asserted as visitors and search engines see it. */
const cityPath = (slug: string) => `/appliance-repair-${slug}`;
const EMPTY =
  'No cities found matching the search term. Try a different search term or call us to check if we serve your area.';

const results = (page: Page) => page.locator('#city-search');
const countyHeadings = (page: Page) => results(page).locator('.coverage-group h3');
const cityLinks = (page: Page) => results(page).locator('.coverage-grid a');

/** Types into the search once the page has hydrated (typing before that is lost on a real visit too). */
async function search(page: Page, text: string) {
  const box = page.getByPlaceholder(localCoverage.searchPlaceholder);
  await expect(async () => {
    // Clearing first makes each attempt a real change, even if an earlier fill landed before hydration.
    await box.fill(text ? '' : 'x');
    await box.fill(text);
    await expect(cityLinks(page)).not.toHaveCount(text ? cities.length : 0, { timeout: 250 });
  }).toPass();
}

test.describe('coverage search', () => {
  test.beforeEach(async ({ page }) => {
    await page.goto(LOCAL);
  });

  test('lists every city page, grouped by county, before any search', async ({ page }) => {
    await expect(page.getByPlaceholder('Search cities or counties...')).toBeVisible();
    await expect(page.locator('.coverage-map__stats')).toContainText(`${cities.length} communities served`);
    await expect(cityLinks(page)).toHaveCount(cities.length);
    await expect(countyHeadings(page)).toHaveText([
      'San Francisco County',
      'Alameda County',
      'Santa Clara County',
      'San Mateo County',
      'Marin County',
      'Solano County',
      'Contra Costa County',
    ]);
    for (const city of cities) {
      const group = results(page).locator('.coverage-group', {
        has: page.getByRole('heading', { name: `${city.county} County` }),
      });
      await expect(group.getByRole('link', { name: city.name, exact: true })).toHaveAttribute(
        'href',
        cityPath(city.slug),
      );
    }
  });

  test('finds a city by name', async ({ page }) => {
    await search(page, 'oakl');
    await expect(cityLinks(page)).toHaveText(['Oakland']);
    await expect(countyHeadings(page)).toHaveText(['Alameda County']);
    await expect(page.getByRole('status')).toHaveText('1 result');
  });

  test('finds every city of a county by the county name', async ({ page }) => {
    await search(page, 'Marin');
    await expect(countyHeadings(page)).toHaveText(['Marin County']);
    await expect(cityLinks(page)).toHaveText(['Mill Valley', 'Novato', 'San Rafael']);
    await search(page, 'contra costa county');
    await expect(countyHeadings(page)).toHaveText(['Contra Costa County']);
    await expect(cityLinks(page)).toHaveText(['Concord', 'Richmond', 'Walnut Creek']);
  });

  test('ignores case', async ({ page }) => {
    await search(page, 'sAN jOSe');
    await expect(cityLinks(page)).toHaveText(['San Jose']);
    await search(page, 'SOLANO');
    await expect(cityLinks(page)).toHaveText(['Vallejo']);
  });

  test('groups mixed results by county', async ({ page }) => {
    await search(page, 'san');
    await expect(countyHeadings(page)).toHaveText([
      'San Francisco County',
      'Alameda County',
      'Santa Clara County',
      'San Mateo County',
      'Marin County',
    ]);
    const alameda = results(page).locator('.coverage-group', {
      has: page.getByRole('heading', { name: 'Alameda County' }),
    });
    await expect(alameda.getByRole('link')).toHaveText(['Pleasanton', 'San Leandro']);
  });

  test('shows the exact message when nothing matches, and recovers', async ({ page }) => {
    await search(page, 'Reno');
    await expect(page.getByText(EMPTY, { exact: true })).toBeVisible();
    await expect(cityLinks(page)).toHaveCount(0);
    await expect(page.getByRole('status')).toHaveText('0 results');
    await search(page, '');
    await expect(cityLinks(page)).toHaveCount(cities.length);
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the directory lists every city', async ({ page }) => {
    await page.goto(LOCAL);
    await expect(cityLinks(page)).toHaveCount(cities.length);
    await expect(page.locator('#coverage-map svg[role="img"]')).toBeVisible();
  });
});

test('the maps frame loads only when the visitor asks for it', async ({ page }) => {
  const mapRequests: string[] = [];
  await page.route('https://www.google.com/**', (route) => {
    mapRequests.push(route.request().url());
    return route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>map</title>' });
  });
  await page.goto(LOCAL);
  await expect(page.getByRole('img', { name: 'Sketch map of our service area' })).toBeVisible();
  await expect(page.locator('iframe')).toHaveCount(0);
  await page.waitForLoadState('networkidle');
  expect(mapRequests).toEqual([]);

  // A click before hydration does nothing, so retry until the frame is there (without clicking twice).
  await expect(async () => {
    if ((await page.locator('iframe').count()) === 0)
      await page.getByRole('button', { name: 'Show map' }).click({ timeout: 1000 });
    await expect(page.locator('iframe')).toHaveCount(1, { timeout: 1000 });
  }).toPass();
  const frame = page.locator('iframe');
  await expect(frame).toHaveAttribute('src', /^https:\/\/www\.google\.com\/maps\?.*z=9/);
  await expect(frame).toHaveAttribute('title', 'Google map of the Bay Area around San Francisco');
  await expect.poll(() => mapRequests.length).toBeGreaterThan(0);
});

test('Why Choose Local and the call-to-action band', async ({ page }) => {
  await page.goto(LOCAL);
  const why = page.getByRole('region', { name: 'Why Choose Local' });
  await expect(why.getByRole('heading', { level: 3 })).toHaveText([
    'Local Knowledge',
    'Fast Response',
    'Our Own Technicians',
    'Community Focused',
  ]);
  const band = page.locator('.cta-band').last();
  await expect(band.getByRole('link', { name: /^Call \(/ })).toHaveAttribute('href', /^tel:/);
  await expect(band.getByRole('link', { name: /^Book Online/ })).toHaveAttribute('target', '_blank');
});
