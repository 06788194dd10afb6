/**
 * Design-system guarantees a visitor notices beyond the template tour's checks
 * (overflow at 360/768/1280, 44 px call and book buttons, desktop contrast): nothing
 * scrolls sideways on a 320 px phone (full tier), the sticky header never hides
 * what it scrolls to, carousels are readable without JavaScript, and the call bar
 * never covers the end of the page.
 */
import { test, expect } from './fixtures';
import { templateRepresentatives, visitPath } from './page-helpers';
import { manifest, paths } from '../../core/urls/manifest';

test.describe('no horizontal scrolling at 320 px @full', () => {
  test.use({ viewport: { width: 320, height: 640 } });
  for (const entry of templateRepresentatives) {
    test(`${entry.template} (${entry.path})`, async ({ page }) => {
      await page.goto(visitPath(entry));
      const { scrollWidth, clientWidth } = await page.evaluate(() => ({
        scrollWidth: document.documentElement.scrollWidth,
        clientWidth: document.documentElement.clientWidth,
      }));
      expect(scrollWidth, 'page is wider than the viewport').toBeLessThanOrEqual(clientWidth);
    });
  }
});

test('the sticky header stays shorter than the scroll offset, so it never hides a heading or focused element', async ({
  page,
}) => {
  for (const width of [320, 768, 1024, 1280]) {
    await page.setViewportSize({ width, height: 800 });
    await page.goto(paths.home);
    await page.evaluate(() => window.scrollTo(0, 1500));
    const { bottom, offset } = await page.evaluate(() => ({
      bottom: document.querySelector('.site-header')!.getBoundingClientRect().bottom,
      offset: parseFloat(getComputedStyle(document.documentElement).scrollPaddingTop),
    }));
    expect(bottom, `header at ${width} px`).toBeLessThanOrEqual(offset);
  }
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false, viewport: { width: 360, height: 800 } });
  test('carousels show every item in a scrollable row and the page does not overflow', async ({ page }) => {
    await page.goto(paths.home);
    const carousels = page.getByTestId('carousel');
    const count = await carousels.count();
    expect(count, 'the home page shows its carousels').toBeGreaterThan(0);
    for (let i = 0; i < count; i++) {
      const carousel = carousels.nth(i);
      const slides = carousel.locator('[aria-roledescription="slide"]');
      const n = await slides.count();
      expect(n).toBeGreaterThan(0);
      for (let s = 0; s < n; s++) await expect(slides.nth(s)).not.toHaveAttribute('hidden', /.*/);
      await expect(carousel.getByRole('button')).toHaveCount(0);
    }
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
  });
});

test('the mobile call bar never covers the end of the page', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  let found = false;
  for (const entry of manifest.filter((e) => e.template === 'service')) {
    await page.goto(entry.path);
    const bar = page.locator('.sticky-call-bar');
    if ((await bar.count()) === 0) continue;
    found = true;
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await expect(bar).toBeVisible();
    const barTop = (await bar.boundingBox())!.y;
    const legalBottom = await page.locator('.footer-legal').evaluate((el) => el.getBoundingClientRect().bottom);
    expect(legalBottom, `${entry.path}: footer ends under the call bar`).toBeLessThanOrEqual(barTop + 1);
    await page.setViewportSize({ width: 1280, height: 800 });
    await expect(bar).toBeHidden();
    break;
  }
  expect(found, 'a service page shows the sticky call bar').toBe(true);
});
