/**
 * Call and Book from anywhere (docs/design-system.md "Call and Book stay on screen"): scrolled to
 * the middle of a page, a call link and a booking link are wholly inside the viewport and take a tap
 * there, on a phone (the call bar) and on a desktop (the header's row under the navigation), on one
 * page of every template (the template tour's list), on the default build and on the complete sample
 * configuration (Playwright's `sample` project).
 */
import type { Page } from '@playwright/test';
import { test, expect } from './fixtures';
import { templateRepresentatives, visitPath } from './page-helpers';
import { loadSiteConfig } from '../../core/config/load-site-config';

/**
 * Every booking link: the buttons say so (`data-cta`), and a link to the booking page is one whatever its text.
 * The sample build shares this configuration's BOOKING_URL: its site.env sets only people-and-proof values.
 */
const BOOK = `a[data-cta="book"], a[href^="${loadSiteConfig().BOOKING_URL}"]`;
const CALL = 'a[href^="tel:"]';

/** Which of the two kinds has a link wholly inside the viewport that a tap at its centre reaches. */
function onScreen(page: Page): Promise<{ call: boolean; book: boolean }> {
  return page.evaluate(
    ({ call, book }) => {
      const reachable = (a: Element) => {
        const r = a.getBoundingClientRect();
        if (r.width === 0 || r.height === 0 || !a.checkVisibility({ visibilityProperty: true })) return false;
        if (r.top < 0 || r.left < 0 || r.bottom > innerHeight || r.right > innerWidth) return false;
        const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
        return hit !== null && a.contains(hit);
      };
      return {
        call: [...document.querySelectorAll(call)].some(reachable),
        book: [...document.querySelectorAll(book)].some(reachable),
      };
    },
    { call: CALL, book: BOOK },
  );
}

for (const entry of templateRepresentatives) {
  const path = visitPath(entry);
  test(`${entry.template} (${path}): a Call and a Book on screen mid-page at 360 and 1280 px`, async ({ page }) => {
    for (const viewport of [
      { width: 360, height: 740 },
      { width: 1280, height: 800 },
    ]) {
      await page.setViewportSize(viewport);
      await page.goto(path);
      await page.evaluate(() => window.scrollTo(0, (document.documentElement.scrollHeight - window.innerHeight) / 2));
      // The phone call bar answers a scroll on the next frames (an IntersectionObserver): poll.
      await expect
        .poll(() => onScreen(page), { message: `${path} at ${viewport.width} px`, timeout: 2_000 })
        .toEqual({ call: true, book: true });
    }
  });
}
