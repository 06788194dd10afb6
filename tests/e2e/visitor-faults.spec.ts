/**
 * Issue 36, "Faults a visitor sees (360 and 1280 px)": each fault a visitor reported, held by a
 * test that failed before its fix.
 */
import { test, expect } from './fixtures';
import { paths } from './page-helpers';
import { manifest } from '../../core/urls/manifest';

const PHONE = { width: 360, height: 740 };

test.describe('the first phone screen', () => {
  const pages = [paths.home, ...manifest.filter((e) => e.template === 'service').map((e) => e.path)];
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
