/**
 * Full tier: the layout checks of tests/e2e/checks/layout.ts on the pages beyond the template
 * tour's one a template where each fault was once found: a full-bleed band followed by a stripe of page background before the
 * footer, and something fixed on screen covering another control's tap
 * target on a 360 px phone, a card alone on a grid row (or rows fewer
 * columns would fill evenly) at 360, 768 or 1280 px, and plain text dressed
 * as a pill like the links and buttons beside it.
 */
import type { Page } from '@playwright/test';
import { test, expect } from './fixtures';
import { paths } from './page-helpers';
import { bandFaults, coveredTapTargets, gridFaults, pillFaults } from './checks/layout';
import { pageLengthFaults } from './checks/page-length';
import { manifest } from '../../core/urls/manifest';

const hydrated = 'html[data-hydrated="true"]';

/** A layout check: what it finds wrong on the page as it is shown, at the widths and on the pages it is run. */
interface LayoutCheck {
  name: string;
  widths: number[];
  pages: string[];
  faults: (page: Page) => Promise<string[]>;
}

/** The pages that ended on a tinted section above a white stripe (the tour checks one page a template). */
const bandPages = [
  paths.home,
  paths.service('refrigerator-repair'),
  paths.service('oven-repair'),
  paths.residential,
  paths.post('dishwasher-maintenance'),
  paths.guide('washer'),
];

test.describe('nothing covers a tap target on a 360×640 phone', () => {
  test.use({ viewport: { width: 360, height: 640 } });
  // The tour checks one page a template; these are the pages where something once covered a target.
  const pages = [paths.city('pacifica'), paths.service('oven-repair')];
  for (const path of [...new Set(pages)]) {
    test(path, async ({ page }) => {
      await page.goto(path);
      await page.waitForSelector(hydrated, { state: 'attached' });
      expect(await coveredTapTargets(page)).toEqual([]);
    });
  }

  test('the call bar appears once the hero buttons scroll away, goes over the closing band, and when they return', async ({
    page,
  }) => {
    await page.goto(paths.city('pacifica'));
    await page.waitForSelector(hydrated, { state: 'attached' });
    const bar = page.locator('.sticky-call-bar');
    await expect(page.locator('.hero .cta-group')).toBeInViewport();
    await expect(bar).toBeHidden();
    await page.locator('#faq').scrollIntoViewIfNeeded();
    await expect(bar).toBeVisible();
    // The closing band carries the same two buttons: the bar must not show them twice.
    await page.locator('.cta-band .cta-group').scrollIntoViewIfNeeded();
    await expect(bar).toBeHidden();
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(bar).toBeHidden();
  });
});

// Pages where plain words sat in the same pills as links or filter buttons: unlinked brands
// next to linked ones, a city's brands and neighbourhoods next to its nearby-city links, the
// library's keywords next to its topic filters.
const pillPages = [
  paths.service('oven-repair'),
  paths.service('dishwasher-repair'),
  paths.city('oakland'),
  paths.city('colma'),
  paths.blogFaq,
];

/** Grids the reviewer found with a lone card or uneven rows (the tour checks one page a template). */
const gridPages = [
  paths.home,
  paths.city('oakland'),
  paths.contact,
  paths.services,
  paths.reviews,
  paths.about,
  // Grids the reviewer found with a lone card or uneven rows: error codes and steps, other brands, prices, lifespans.
  paths.service('oven-repair'),
  paths.service('dishwasher-repair'),
  paths.residential,
  paths.brands,
  paths.brand('kitchenaid'),
  paths.maintenance,
];

const CHECKS: LayoutCheck[] = [
  { name: 'closing band meets the footer', widths: [360, 1280], pages: bandPages, faults: bandFaults },
  { name: 'grid rows', widths: [360, 768, 1280], pages: gridPages, faults: gridFaults },
  { name: 'plain text is not a pill', widths: [360, 1280], pages: pillPages, faults: pillFaults },
];

/**
 * One test per page and width (900 px tall), each opening the page once the app has started and
 * running every check that applies there: a page load costs more than all the checks on it.
 */
for (const width of [360, 768, 1280]) {
  test.describe(`${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });
    const atWidth = CHECKS.filter((c) => c.widths.includes(width));
    for (const path of [...new Set(atWidth.flatMap((c) => c.pages))]) {
      const checks = atWidth.filter((c) => c.pages.includes(path));
      test(`${path}: ${checks.map((c) => c.name).join(', ')}`, async ({ page }) => {
        await page.goto(path);
        await page.waitForSelector(hydrated, { state: 'attached' });
        for (const check of checks) expect.soft(await check.faults(page), check.name).toEqual([]);
      });
    }
  });
}

/** Every page within its template's length at 360 px (the tour checks one page a template): a long city list or FAQ is one page's own. */
test.describe('page length at 360 px', () => {
  test.use({ viewport: { width: 360, height: 740 } });
  for (const entry of manifest.filter((e) => e.status === 200)) {
    test(`${entry.path} (${entry.template})`, async ({ page }) => {
      await page.goto(entry.path);
      await page.waitForSelector(hydrated, { state: 'attached' });
      expect(await pageLengthFaults(page, entry.template)).toEqual([]);
    });
  }
});
