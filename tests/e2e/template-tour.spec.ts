/**
 * The fast tier's browser tour: one page of every template, visited as visitors meet it, with
 * every template-level check run on that one load instead of one test per page and width.
 * Scripts on at 360 px (the fixture fails the tour on any console error, uncaught exception,
 * hydration mismatch or outside request), then resized to 768 and 1280 px, then away and back so
 * the page's template renders in the browser too, then scripts off.
 * Playwright runs it on the default build and on the complete sample configuration (its `sample`
 * project, dist-sample/), where the owner's people and proof fill every slot.
 * What a page of a template can get wrong on its own (its inlined CSS, its own grids) is checked
 * on the other pages by the `*.full.spec.ts` files in `npm run test:full` (docs/testing.md).
 */
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { test, expect } from './fixtures';
import { builtPageHeaders, watchCsp } from './csp';
import { paths, templateRepresentatives, visitPath } from './page-helpers';
import {
  bandFaults,
  coveredTapTargets,
  gridFaults,
  pillFaults,
  sidewaysOverflow,
  smallCallButtons,
} from './checks/layout';
import { callBarFaults } from './checks/call-bar';
import { requestsBeforeFirstPaint } from './checks/first-paint';
import { chromeFaults, pageLengthFaults } from './checks/page-length';

const PHONE = { width: 360, height: 640 };

/** Everything the layout checks find at the current width, each fault prefixed with its check. */
async function layoutFaults(page: Page, width: number): Promise<string[]> {
  const overflow = await sidewaysOverflow(page);
  const found = [
    ...(overflow > 0 ? [`scrolls sideways by ${overflow} px`] : []),
    ...(await gridFaults(page)).map((f) => `grid: ${f}`),
  ];
  if (width === 768) return found;
  return [
    ...found,
    ...(await bandFaults(page)).map((f) => `closing band: ${f}`),
    ...(await pillFaults(page, { needsControls: false })).map((f) => `pill: ${f}`),
    ...(await smallCallButtons(page)).map((f) => `tap size: ${f}`),
  ];
}

/** Desktop-only contrast (the utility bar, the dropdowns): axe's color-contrast rule at 1280 px. */
async function contrastFaults(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).withRules(['color-contrast']).analyze();
  return results.violations.flatMap((v) => v.nodes.map((n) => `${n.target.join(' ')}: ${n.failureSummary ?? ''}`));
}

for (const entry of templateRepresentatives) {
  const path = visitPath(entry);
  test(`${entry.template} (${path}): 360, 768 and 1280 px with scripts, then without`, async ({
    page,
    browser,
    baseURL,
    distDir,
  }) => {
    const pageHeaders = await builtPageHeaders(distDir);
    const violations = await watchCsp(page);
    await page.setViewportSize(PHONE);
    const response = await page.goto(path);
    expect(response?.status()).toBe(entry.status);
    for (const [name, value] of Object.entries(pageHeaders))
      expect.soft(response!.headers()[name.toLowerCase()], `header ${name}`).toBe(value);
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
    // The page as the prerender wrote it: a first visit keeps that HTML (src/lib/first-visit.tsx).
    await expect(page.locator('h1')).toHaveText(entry.meta.h1);
    expect.soft(await requestsBeforeFirstPaint(page), 'requests before the first contentful paint').toEqual([]);
    expect.soft(await coveredTapTargets(page), 'tap targets covered at 360 px').toEqual([]);
    expect.soft(await layoutFaults(page, 360), 'at 360 px').toEqual([]);
    expect.soft(await callBarFaults(page), 'the phone call bar').toEqual([]);
    expect.soft(await pageLengthFaults(page, entry.template), 'page length at 360 px').toEqual([]);
    expect.soft(await chromeFaults(page), 'header and call bar while scrolling').toEqual([]);

    for (const width of [768, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await page.evaluate(() => window.scrollTo(0, 0));
      expect.soft(await layoutFaults(page, width), `at ${width} px`).toEqual([]);
    }
    expect.soft(await contrastFaults(page), 'text contrast at 1280 px').toEqual([]);
    expect.soft(await violations(), 'Content-Security-Policy violations').toEqual([]);

    // A first visit keeps the prerendered page and never runs its template (src/lib/first-visit.tsx):
    // leave through the footer and come back, so the template renders in the browser under the same watch.
    const away = path === paths.about ? paths.contact : paths.about;
    await page.locator(`footer a[href="${away}"]`).first().click();
    await page.waitForURL((url) => url.pathname === away);
    // The address changes before the next page renders: wait for it, or Back would cancel the visit.
    await expect(page.locator('h1')).not.toHaveText(entry.meta.h1);
    await page.goBack();
    await expect(page.locator('h1')).toHaveText(entry.meta.h1);

    // Scripts off: the prerendered page is the whole page.
    const noJs = await browser.newContext({ javaScriptEnabled: false, viewport: PHONE, baseURL });
    try {
      const plain = await noJs.newPage();
      expect((await plain.goto(path))?.status()).toBe(entry.status);
      await expect(plain.locator('h1')).toHaveText(entry.meta.h1);
      expect((await plain.locator('main').innerText()).trim().length, 'text without scripts').toBeGreaterThan(150);
    } finally {
      await noJs.close();
    }
  });
}
