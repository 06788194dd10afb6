/**
 * Brand repair pages (docs/brands.md) in a real browser, the way a visitor moves between them:
 * reached from the /brands grid, the site map and a service page that names the brand; the
 * page's lines link their service pages and its booking link names the brand. Which fault codes
 * each page shows is tests/dist/brand-pages.test.ts's (on the built files, from content/), and
 * that the pages read without scripts is the template tour's.
 */
import { test, expect } from './fixtures';
import { brandPages } from '../../content/brand-pages';
import { brands } from '../../content/brands';
import { paths } from '../../core/urls/paths';

const subZero = brandPages.find((b) => b.slug === 'sub-zero')!;

test('the /brands grid links the brands with a page and lists the others with a note', async ({ page }) => {
  await page.goto(paths.brands);
  const grid = page.getByTestId('brand-list');
  await expect(grid.getByRole('link')).toHaveCount(brandPages.length);
  await expect(page.getByTestId('other-brands').locator('dt')).toHaveCount(brands.all.length - brandPages.length);
  await grid.getByRole('link', { name: 'Sub-Zero' }).click();
  await expect(page).toHaveURL(paths.brand('sub-zero'));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(subZero.meta.h1);
  await expect(page).toHaveTitle(new RegExp(subZero.meta.title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));
});

test('a brand page: lines link their service pages, booking names the brand, its own fault codes', async ({ page }) => {
  await page.goto(paths.brand('bosch'));
  const book = page.locator('.hero').getByRole('link', { name: /Book Bosch Repair/ });
  expect(new URL((await book.getAttribute('href'))!).searchParams.get('campaign')).toBe('brand_bosch');
  await expect(page.locator('.hero').getByRole('link', { name: /Call/ })).toHaveAttribute('href', /^tel:\+1\d{10}$/);
  await page.locator('#lines').getByRole('link', { name: 'Dishwasher Repair' }).click();
  await expect(page).toHaveURL(paths.service('dishwasher-repair'));
});

test('a service page that names a brand links its page', async ({ page }) => {
  await page.goto(paths.service('wine-refrigerator-repair'));
  await page.getByTestId('brand-page-links').getByRole('link', { name: 'Sub-Zero' }).click();
  await expect(page).toHaveURL(paths.brand('sub-zero'));
  await page.goto(paths.service('oven-repair'));
  await page.getByTestId('brands-serviced').getByRole('link', { name: 'GE' }).click();
  await expect(page).toHaveURL(paths.brand('ge'));
});

test('the site map lists every brand page', async ({ page }) => {
  await page.goto(paths.siteMap);
  const section = page.locator('#brands');
  await expect(section.getByRole('link')).toHaveCount(brandPages.length);
  await section.getByRole('link', { name: 'Samsung repair' }).click();
  await expect(page).toHaveURL(paths.brand('samsung'));
});
