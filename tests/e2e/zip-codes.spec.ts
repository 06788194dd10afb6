/**
 * ZIP-code answers (docs/zip-codes.md) in a real browser: the coverage search on
 * /local-appliance-repair answers known ZIPs, sends visitors to the covering city
 * page, turns away a ZIP outside the area with the phone number, explains malformed
 * input without ever throwing (the fixture fails a test on any page error), fetches
 * the table only once a ZIP is typed; city pages list their ZIPs without JavaScript.
 */
import { test, expect } from './fixtures';
import type { Page } from '@playwright/test';
import { localCoverage } from '../../content/service-areas';
import { business } from '../../core/facts/business-profile';
import { paths } from '../../core/urls/paths';
import { cities } from '../../content/cities';

const answer = (page: Page) => page.locator('[data-zip-answer]');

/** Types into the search once the page has hydrated (a fill before hydration is lost, as on a real visit). */
async function search(page: Page, text: string) {
  const box = page.getByPlaceholder(localCoverage.searchPlaceholder);
  await expect(async () => {
    await box.fill('');
    await box.fill(text);
    await expect(answer(page)).toHaveCount(1, { timeout: 250 });
  }).toPass();
}

test.describe('ZIP answers on the coverage search', () => {
  test('no ZIP table is requested until a ZIP is typed, then once', async ({ page }) => {
    const fetched: string[] = [];
    page.on('request', (r) => {
      if (new URL(r.url()).pathname === paths.zipLookup) fetched.push(r.url());
    });
    await page.goto(paths.local);
    expect(fetched).toHaveLength(0);
    const box = page.getByPlaceholder(localCoverage.searchPlaceholder);
    await expect(async () => {
      await box.fill('');
      await box.fill('Oak');
      await expect(page.locator('#city-search .coverage-grid a')).toHaveText(['Oakland'], { timeout: 250 });
    }).toPass();
    expect(fetched).toHaveLength(0);
    await search(page, '94109');
    await expect(answer(page)).toHaveAttribute('data-zip-answer', 'served');
    await search(page, '94610');
    await expect(answer(page)).toContainText('94610');
    expect(fetched).toHaveLength(1);
  });

  for (const [zip, city, slug] of [
    ['94109', 'San Francisco', 'san-francisco'],
    ['94610', 'Oakland', 'oakland'],
    ['95014', 'Cupertino', 'cupertino'],
  ]) {
    test(`${zip} is served from the ${city} page, with the same-day cutoff`, async ({ page }) => {
      await page.goto(paths.local);
      await search(page, zip);
      await expect(answer(page)).toHaveAttribute('data-zip-answer', 'served');
      await expect(answer(page)).toContainText(`Yes, we serve ${zip}`);
      await expect(answer(page)).toContainText(`before ${business.sameDayCutoff}`);
      await answer(page).getByRole('link', { name: city, exact: true }).click();
      await expect(page).toHaveURL(paths.city(slug));
      await expect(page.getByRole('heading', { level: 1 })).toContainText(city);
    });
  }

  test('a ZIP two towns share names both pages: 94014, Daly City and Colma', async ({ page }) => {
    await page.goto(paths.local);
    await search(page, '94014');
    await expect(answer(page)).toContainText('Daly City, San Mateo County');
    await expect(answer(page).getByRole('link', { name: 'Daly City', exact: true })).toHaveAttribute(
      'href',
      paths.city('daly-city'),
    );
    await expect(answer(page).getByRole('link', { name: 'Colma', exact: true })).toHaveAttribute(
      'href',
      paths.city('colma'),
    );
    await expect(answer(page)).toContainText('the two towns that share this ZIP code.');
  });

  test('a town without a page is answered with the nearest city page', async ({ page }) => {
    await page.goto(paths.local);
    await search(page, '94556');
    await expect(answer(page)).toContainText('Moraga, Contra Costa County');
    await expect(answer(page).getByRole('link', { name: 'Walnut Creek' })).toHaveAttribute(
      'href',
      paths.city('walnut-creek'),
    );
  });

  test('90210 and far towns of the seven counties are not in our area, with the phone number', async ({ page }) => {
    await page.goto(paths.local);
    await search(page, '90210');
    await expect(answer(page)).toHaveAttribute('data-zip-answer', 'outside');
    await expect(answer(page)).toContainText('not in our service area');
    await expect(answer(page).getByRole('link', { name: business.phoneDisplay })).toHaveAttribute(
      'href',
      business.telHref,
    );
    await search(page, '95020');
    await expect(answer(page)).toContainText('Gilroy, Santa Clara County');
    await expect(answer(page)).toHaveAttribute('data-zip-answer', 'outside');
  });

  test('malformed input gets a clear message and never throws', async ({ page }) => {
    await page.goto(paths.local);
    for (const text of ['9410', '941099', '94 109', '9410a', '0', '99999999999999999999', '1e5', '94109-12']) {
      await search(page, text);
      await expect(answer(page), text).toHaveAttribute('data-zip-answer', 'malformed');
      await expect(answer(page), text).toHaveText(localCoverage.zip.malformed);
    }
    await search(page, '94109-1234');
    await expect(answer(page)).toHaveAttribute('data-zip-answer', 'served');
    // Names still search as before once the digits are gone.
    await page.getByPlaceholder(localCoverage.searchPlaceholder).fill('Vallejo');
    await expect(page.locator('#city-search .coverage-grid a')).toHaveText(['Vallejo']);
  });

  test('a failed table download says so and offers the phone number', async ({ page }) => {
    await page.route(`**${paths.zipLookup}`, (route) =>
      route.fulfill({ status: 200, contentType: 'application/json', body: '{"broken":' }),
    );
    await page.goto(paths.local);
    await search(page, '94109');
    await expect(answer(page)).toHaveAttribute('data-zip-answer', 'failed');
    await expect(answer(page)).toContainText(business.phoneDisplay);
  });
});

test('with JavaScript the coverage search says nothing about needing it', async ({ page }) => {
  await page.goto(paths.local);
  await expect(page.getByText(localCoverage.searchWithoutScript)).toBeHidden();
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  // Chromium with scripts turned off by Playwright still hides <noscript> content, which a browser
  // whose visitor turned JavaScript off shows; so the note is read from the HTML as served.
  test('the coverage search says it needs JavaScript, and every city is listed under it', async ({ page, request }) => {
    const html = await (await request.get(paths.local)).text();
    expect(html).toContain(
      `<noscript><p class="search-box__without-script">${localCoverage.searchWithoutScript}</p></noscript>`,
    );
    await page.goto(paths.local);
    await expect(page.locator('.coverage-groups a')).toHaveCount(cities.length);
  });

  test('a city page lists the residential ZIP codes of its own city', async ({ page }) => {
    await page.goto(paths.city('oakland'));
    const list = page.getByTestId('city-zip-codes');
    await expect(list.locator('dt')).toHaveText(['Oakland']);
    await expect(list).toContainText('94610');
    // Shared with Emeryville, whose name the postal data gives it; 94604 is PO boxes only.
    await expect(list).toContainText('94608');
    await expect(list).not.toContainText('94604');
  });
});
