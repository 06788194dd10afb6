/**
 * Design-system guarantees a visitor notices, checked on one page per
 * template: nothing scrolls sideways on a 320 px phone, call and book buttons
 * are comfortable tap targets, text contrast passes WCAG AA (axe), failed
 * images fall back to the placeholder once, and carousels are readable
 * without JavaScript.
 */
import AxeBuilder from '@axe-core/playwright';
import { test, expect } from './fixtures';
import { templateRepresentatives, visitPath } from './page-helpers';
import { manifest, paths } from '../../core/urls/manifest';
import { relatedServiceKinds } from '../../content/related-services';

test.describe('no horizontal scrolling at 320 px', () => {
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

test.describe('call and book buttons are at least 44 × 44 px', () => {
  for (const width of [360, 1280]) {
    test(`at ${width} px on one page per template`, async ({ page }) => {
      test.slow(); // one test opens a page of every template
      await page.setViewportSize({ width, height: 800 });
      let checked = 0;
      for (const entry of templateRepresentatives) {
        await page.goto(visitPath(entry));
        for (const button of await page.locator('a.btn--call, a.btn--book').all()) {
          if (!(await button.isVisible())) continue;
          const box = await button.boundingBox();
          expect(box, `${entry.path}: button has no box`).not.toBeNull();
          expect(box!.width, `${entry.path}: "${await button.innerText()}" width`).toBeGreaterThanOrEqual(44);
          expect(box!.height, `${entry.path}: "${await button.innerText()}" height`).toBeGreaterThanOrEqual(44);
          checked++;
        }
      }
      expect(checked, 'no call or book buttons found at all').toBeGreaterThan(0);
    });
  }
});

/**
 * At 1280 px only: the audit runs axe (every WCAG A/AA rule, contrast included) on every page at a
 * phone's 390 px in `npm test`; what only a desktop shows (the utility bar, the dropdowns' buttons,
 * wider cards) is checked here.
 */
test.describe('text contrast meets WCAG AA (axe color-contrast)', () => {
  for (const entry of templateRepresentatives) {
    for (const width of [1280]) {
      test(`${entry.template} (${entry.path}) at ${width} px`, async ({ page }) => {
        await page.setViewportSize({ width, height: 800 });
        await page.goto(visitPath(entry));
        const results = await new AxeBuilder({ page }).withRules(['color-contrast']).analyze();
        const summary = results.violations.flatMap((v) =>
          v.nodes.map((n) => `${n.target.join(' ')}: ${n.failureSummary ?? ''}`),
        );
        expect(summary).toEqual([]);
      });
    }
  }
});

test('a related-service image that fails is replaced once with the placeholder', async ({ page }) => {
  const service = manifest.find((e) => e.template === 'service')!;
  const placeholderRequests: string[] = [];
  await page.route(/\/images\/services\//, (route) => route.fulfill({ status: 404, body: '' }));
  await page.route(/\/images\/placeholder\.svg$/, (route) => {
    placeholderRequests.push(route.request().url());
    return route.fulfill({ status: 404, body: '' });
  });
  await page.goto(service.path);
  const related = page.getByTestId('related-services');
  await related.scrollIntoViewIfNeeded();
  const images = related.locator('img');
  const count = await images.count();
  expect(count).toBeGreaterThan(0);
  // Each <picture> is swapped for a plain placeholder <img>, keeping its alt text.
  await expect(related.locator('img[src="/images/placeholder.svg"]')).toHaveCount(count);
  await expect(related.locator('picture')).toHaveCount(0);
  for (const img of await images.all()) await expect(img).toHaveAttribute('alt', /.+/);
  // Even when the placeholder fails too, each card asks for it once: no error loop. Wait until every
  // placeholder has failed (its error event has run, so any retry it would start has started), then a frame.
  for (const img of await images.all())
    await img.evaluate(
      (el: HTMLImageElement) =>
        el.complete || new Promise((resolve) => el.addEventListener('error', resolve, { once: true })),
    );
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  expect(placeholderRequests.length).toBeLessThanOrEqual(count);
  expect(relatedServiceKinds.length).toBeGreaterThanOrEqual(count);
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
