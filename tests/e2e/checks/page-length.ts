/**
 * A phone visitor's two costs of a page (docs/design-system.md "Page length" and "Chrome"): how far
 * they scroll (the page's height at 360 px against its template's limit, scripts/lib/page-length.ts)
 * and how much of the screen the header and the call bar keep while they do (at most 12 % of a
 * 360 × 740 screen). Run by the template tour at 360 px, after start-up.
 */
import type { Page } from '@playwright/test';
import { maxPageHeight } from '../../../scripts/lib/page-length';

/** The screen the chrome budget is measured against, and the share it may take. */
const SCREEN = { width: 360, height: 740 };
const CHROME_SHARE = 0.12;

/** Waits for the full stylesheet (the boot loader adds it after the first paint's inlined rules). */
async function stylesLoaded(page: Page): Promise<void> {
  await page.waitForFunction(() =>
    [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].every((link) => link.sheet),
  );
}

/** The page's height when it is over its template's limit (empty: within it). */
export async function pageLengthFaults(page: Page, template: string): Promise<string[]> {
  await stylesLoaded(page);
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  const limit = maxPageHeight(template);
  return height > limit ? [`${height} px tall at 360 px, over the ${limit} px limit`] : [];
}

/** The header's part that stays on screen plus the call bar, when over the budget (empty: within it). */
export async function chromeFaults(page: Page): Promise<string[]> {
  await stylesLoaded(page);
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight / 2));
  const { header, bar } = await page.evaluate(() => {
    const callBar = document.querySelector<HTMLElement>('.sticky-call-bar');
    // The bar hides itself beside another call/book group; its height is what it costs when it shows.
    const wasHidden = callBar?.hidden ?? false;
    if (callBar) callBar.hidden = false;
    const barHeight = callBar?.getBoundingClientRect().height ?? 0;
    if (callBar) callBar.hidden = wasHidden;
    return { header: document.querySelector('.site-header')!.getBoundingClientRect().bottom, bar: barHeight };
  });
  await page.evaluate(() => window.scrollTo(0, 0));
  const budget = SCREEN.height * CHROME_SHARE;
  return header + bar > budget
    ? [
        `header ${Math.round(header)} px + call bar ${Math.round(bar)} px stay on screen: over ${Math.floor(budget)} px (12 % of ${SCREEN.width} × ${SCREEN.height})`,
      ]
    : [];
}
