/**
 * Issue 36, "Faults a visitor sees (360 and 1280 px)": each fault a visitor reported, held by a
 * test that failed before its fix.
 */
import { test, expect } from './fixtures';
import { paths, tierSample } from './page-helpers';
import { manifest } from '../../core/urls/manifest';

const PHONE = { width: 360, height: 740 };

test.describe('the first phone screen', () => {
  // Whether the buttons fit depends on each page's own hero text: the full tier checks every service page.
  const pages = [paths.home, ...tierSample(manifest.filter((e) => e.template === 'service').map((e) => e.path))];
  for (const path of pages) {
    test(`${path}: the hero's Book and Call buttons are wholly inside the first 360 × 740 screen`, async ({ page }) => {
      await page.setViewportSize(PHONE);
      await page.goto(path);
      const hero = page.locator('main .hero .cta-group').first();
      for (const button of [hero.locator('.btn--book'), hero.locator('.btn--call')]) {
        const box = await button.boundingBox();
        expect(box, `${path}: button shown`).not.toBeNull();
        expect(box!.y, `${path}: ${await button.innerText()} starts on screen`).toBeGreaterThanOrEqual(0);
        expect(box!.x).toBeGreaterThanOrEqual(0);
        expect(box!.x + box!.width).toBeLessThanOrEqual(PHONE.width);
        expect(box!.y + box!.height, `${path}: ${await button.innerText()} ends on screen`).toBeLessThanOrEqual(
          PHONE.height,
        );
      }
    });
  }
});

test.describe('the coverage map drawing', () => {
  for (const path of [paths.serviceAreas, paths.local]) {
    test(`${path}: at 1280 px the Bay map paints nothing outside its round backdrop`, async ({ page }) => {
      await page.setViewportSize({ width: 1280, height: 800 });
      await page.goto(path);
      const svg = page.locator('main .hero .hero-art');
      await expect(svg).toBeVisible();
      // The drawing as the browser paints it, on a transparent canvas of its own 400 × 320 box.
      const outside = await svg.evaluate(async (el) => {
        const markup = new XMLSerializer().serializeToString(el);
        const img = new Image();
        img.src = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(markup)}`;
        await img.decode();
        const canvas = document.createElement('canvas');
        canvas.width = 400;
        canvas.height = 320;
        const ctx = canvas.getContext('2d')!;
        ctx.drawImage(img, 0, 0, 400, 320);
        const { data } = ctx.getImageData(0, 0, 400, 320);
        const painted: string[] = [];
        // The backdrop is the circle at (210, 170), r 150; the sun sits top right, over the frame on purpose.
        for (let y = 0; y < 320; y += 4)
          for (let x = 0; x < 400; x += 4) {
            const fromCentre = Math.hypot(x - 210, y - 170);
            const sun = Math.hypot(x - 340, y - 60) <= 20;
            if (fromCentre > 152 && !sun && data[(y * 400 + x) * 4 + 3] > 0) painted.push(`${x},${y}`);
          }
        return painted;
      });
      expect(outside.length, `points painted outside the circle: ${outside.slice(0, 10).join(' ')}`).toBe(0);
    });
  }
});

test.describe('/blog-faq', () => {
  test('shows no keywords and one call/book group, at the end; the search still finds an item by keyword', async ({
    page,
  }) => {
    await page.setViewportSize(PHONE);
    await page.goto(paths.blogFaq);
    await expect(page.locator('main')).not.toContainText(/Keywords/i);
    const groups = page.locator('main .cta-group');
    await expect(groups).toHaveCount(1);
    await expect(page.locator('.library-item .cta-group, .library-item .btn')).toHaveCount(0);
    // A keyword of the repair-or-replace item that its title and question do not contain.
    await page.getByRole('searchbox').fill('appliance age');
    await expect(page.locator('.library-item h2')).toHaveText([/Repair or Replace/]);
  });
});

test('on a phone the footer is under 1.75 screens tall (about 1,170 px), not two and a quarter of single links', async ({
  page,
}) => {
  await page.setViewportSize(PHONE);
  await page.goto(paths.home);
  const footer = await page.locator('.site-footer').boundingBox();
  expect(footer!.height).toBeLessThanOrEqual(PHONE.height * 1.75);
  // Services and Maintenance side by side: their headings share a line.
  const [services, maintenance] = await Promise.all(
    ['Services', 'Maintenance'].map((name) =>
      page.locator('.site-footer').getByRole('navigation', { name }).locator('h2').boundingBox(),
    ),
  );
  expect(Math.round(services!.y)).toBe(Math.round(maintenance!.y));
});
