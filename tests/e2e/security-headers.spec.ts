/**
 * The strict headers, in a real browser: the policy itself, and every
 * interactive feature working under it. That every template is served with
 * the headers from dist/_headers and hydrates with zero Content-Security-Policy
 * violations is checked by the template tour.
 */
import { test, expect } from './fixtures';
import { builtPageHeaders, watchCsp } from './csp';
import { paths } from '../../core/urls/manifest';
import { localCoverage } from '../../content/service-areas';

test('the CSP allows no inline or eval script and closes every other door', async ({ distDir }) => {
  const pageHeaders = await builtPageHeaders(distDir);
  const csp = pageHeaders['Content-Security-Policy'];
  const directive = (name: string) =>
    csp
      .split(';')
      .map((d) => d.trim())
      .find((d) => d.split(' ')[0] === name) ?? '';
  expect(directive('script-src')).not.toMatch(/unsafe-inline|unsafe-eval|\*|https?:/);
  expect(directive('script-src')).toMatch(/^script-src 'self'( 'sha256-[A-Za-z0-9+/=]{44}')+$/);
  expect(directive('frame-ancestors')).toBe("frame-ancestors 'none'");
  expect(directive('object-src')).toBe("object-src 'none'");
  expect(directive('base-uri')).toBe("base-uri 'self'");
  expect(directive('frame-src')).toBe(`frame-src ${new URL(localCoverage.mapEmbedUrl).origin}`);
  expect(Number(/max-age=(\d+)/.exec(pageHeaders['Strict-Transport-Security'])?.[1])).toBeGreaterThanOrEqual(31536000);
  expect(pageHeaders['X-Content-Type-Options']).toBe('nosniff');
  expect(pageHeaders['Referrer-Policy']).toBeTruthy();
  expect(pageHeaders['Permissions-Policy']).toContain('camera=()');
});

test.describe('interactive features work under the CSP', () => {
  test('the mobile menu opens and navigates', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    const violations = await watchCsp(page);
    await page.goto(paths.about);
    const menu = page.locator('details.mobile-menu');
    await menu.locator('summary.mobile-menu__toggle').click();
    await expect(menu).toHaveAttribute('open', '');
    await menu.getByRole('link', { name: 'Brands We Repair' }).click();
    await expect(page).toHaveURL(paths.brands);
    await expect(menu).not.toHaveAttribute('open');
    expect(await violations()).toEqual([]);
  });

  test('the home page carousels advance with Next', async ({ page }) => {
    const violations = await watchCsp(page);
    await page.goto(paths.home);
    const carousels = page.locator('[data-testid="carousel"]');
    await expect(carousels.first()).toBeVisible();
    for (const carousel of await carousels.all()) {
      const next = carousel.getByRole('button', { name: 'Next slide' });
      await expect(next).toBeVisible();
      const current = carousel.locator('.carousel__dot[aria-current="true"]');
      const before = await current.getAttribute('aria-label');
      await next.click();
      await expect(current).not.toHaveAttribute('aria-label', before ?? '');
    }
    expect(await violations()).toEqual([]);
  });

  test('the tips & FAQ library search filters', async ({ page }) => {
    const violations = await watchCsp(page);
    await page.goto(paths.blogFaq);
    await expect(page.locator('.library[data-ready]')).toBeAttached();
    const items = page.locator('.library-item');
    const all = await items.count();
    expect(all).toBeGreaterThan(1);
    await page.getByRole('searchbox').fill('temperature');
    await expect(async () => {
      const shown = await items.count();
      expect(shown).toBeGreaterThan(0);
      expect(shown).toBeLessThan(all);
    }).toPass();
    expect(await violations()).toEqual([]);
  });

  test('the local page search filters and the map frame loads on request', async ({ page }) => {
    const violations = await watchCsp(page);
    const mapOrigin = new URL(localCoverage.mapEmbedUrl).origin;
    // The frame is fulfilled locally (tests never touch the internet); the CSP check happens before routing.
    const frameRequests: string[] = [];
    await page.route(
      (url) => url.origin === mapOrigin,
      (route) => {
        frameRequests.push(route.request().url());
        return route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>map</title><p>map</p>' });
      },
    );
    await page.goto(paths.local);
    const links = page.locator('#city-search .coverage-grid a');
    const all = await links.count();
    const box = page.getByPlaceholder(localCoverage.searchPlaceholder);
    await expect(async () => {
      await box.fill('');
      await box.fill('oakl');
      await expect(links).toHaveText(['Oakland'], { timeout: 250 });
    }).toPass();
    expect(all).toBeGreaterThan(1);
    expect(frameRequests).toEqual([]);
    await page.getByRole('button', { name: 'Show map' }).click();
    await expect(page.locator('iframe.coverage-map__iframe')).toBeVisible();
    await expect.poll(() => frameRequests.length).toBeGreaterThan(0);
    expect(await violations()).toEqual([]);
  });
});
