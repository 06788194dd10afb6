/**
 * The phone call bar's one rule on every page: hidden on the first screen, shown once the hero's
 * call/book group has scrolled up under the header, never beside another call/book group wholly on
 * screen, hidden again at the top. Returns what broke the rule (empty: nothing). Run at a phone
 * width by the template tour.
 */
import type { Page } from '@playwright/test';

/**
 * Whether any of the page's call/book groups (both a Call and a Book) is wholly on screen: below the part of the header that
 * stays, above the bottom edge (a pixel of rounding allowed). A group cut by either edge does not
 * count: the bar shows over it (src/components/ui/StickyCallBar.tsx).
 */
const groupOnScreen = (page: Page) =>
  page.evaluate(() => {
    const top = Math.max(0, document.querySelector('.site-header')!.getBoundingClientRect().bottom);
    // Only a group with both a Call and a Book stands in for the bar.
    const groups = [...document.querySelectorAll('main .cta-group')].filter(
      (g) => g.querySelector('[data-cta="call"]') && g.querySelector('[data-cta="book"]'),
    );
    return groups.some((el) => {
      const r = el.getBoundingClientRect();
      return r.height > 0 && r.top >= top - 1 && r.bottom <= innerHeight + 1;
    });
  });

export async function callBarFaults(page: Page): Promise<string[]> {
  const bar = page.locator('.sticky-call-bar');
  if ((await bar.count()) !== 1) return [`${await bar.count()} call bars, not one`];
  const faults: string[] = [];
  /** After a scroll the bar answers on the next frames (an IntersectionObserver): wait for the state expected. */
  const expectShown = async (shown: boolean, when: string) => {
    const settled = await bar
      .waitFor({ state: shown ? 'visible' : 'hidden', timeout: 2_000 })
      .then(() => true)
      .catch(() => false);
    if (!settled) faults.push(`${shown ? 'hidden' : 'shown'} ${when}`);
  };
  await page.evaluate(() => window.scrollTo(0, 0));
  await expectShown(false, 'on the first screen');
  // Just past the hero's group (or, on a page whose hero has none, the hero itself).
  await page.evaluate(() => {
    const hero = document.querySelector('main .hero .cta-group') ?? document.querySelector('main > *');
    window.scrollTo(0, hero!.getBoundingClientRect().bottom + window.scrollY + 1);
  });
  await expectShown(!(await groupOnScreen(page)), 'just past the hero');
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await expectShown(!(await groupOnScreen(page)), 'at the end of the page');
  await page.evaluate(() => window.scrollTo(0, 0));
  await expectShown(false, 'back at the top');
  return faults;
}
