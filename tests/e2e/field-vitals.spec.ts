/**
 * Core Web Vitals from real visitors (src/analytics/field-vitals.ts, docs/layout-and-events.md):
 * with a tracker, each of LCP, INP, CLS, FCP and TTFB reaches `gtag` once per page view, with the
 * element that explains it, after an interaction and the page being hidden; their code is requested
 * only after first paint and only when a tracker exists, and it sets no cookie.
 */
import { test, expect } from './fixtures';
import type { Page } from '@playwright/test';
import { installGtagStub, recordedEvents, paths } from './page-helpers';

const METRICS = ['LCP', 'INP', 'CLS', 'FCP', 'TTFB'];
const VITALS_CHUNK = /\/assets\/field-vitals-[\w-]+\.js$/;

/** What a tab switch or closing the tab does to the page: `visibilitychange` with the document hidden (or shown again). */
async function setVisibility(page: Page, state: 'hidden' | 'visible') {
  await page.evaluate((s) => {
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => s });
    Object.defineProperty(document, 'hidden', { configurable: true, get: () => s === 'hidden' });
    document.dispatchEvent(new Event('visibilitychange'));
  }, state);
}

/**
 * Waits until the browser has timed the first interaction and web-vitals has taken it in (it reads
 * entries in an idle callback; ours, queued after, runs once that has). A visitor hides a page long
 * after typing; a test hides it at once, and on a busy machine the entry would not be there yet.
 */
async function interactionRecorded(page: Page) {
  await page.waitForFunction(() => performance.getEntriesByType('first-input').length > 0);
  await page.evaluate(
    () =>
      new Promise((resolve) => requestAnimationFrame(() => requestIdleCallback(() => requestIdleCallback(resolve)))),
  );
}

async function vitals(page: Page) {
  return (await recordedEvents(page)).filter((e) => METRICS.includes(e.name));
}

test('each metric reaches the tracker once, with its attribution, after an interaction and a page hide', async ({
  page,
  context,
}) => {
  await installGtagStub(page);
  const chunks: string[] = [];
  page.on('request', (r) => VITALS_CHUNK.test(new URL(r.url()).pathname) && chunks.push(r.url()));
  await page.goto(paths.local);
  // Reported as soon as they are known: the library has started.
  await expect.poll(async () => (await vitals(page)).map((e) => e.name).sort()).toEqual(['FCP', 'TTFB']);

  // The chunk came after the first paint.
  const { fcp, chunkStart } = await page.evaluate(() => ({
    fcp: performance.getEntriesByName('first-contentful-paint')[0]!.startTime,
    chunkStart: performance.getEntriesByType('resource').find((r) => /\/assets\/field-vitals-/.test(r.name))!.startTime,
  }));
  expect(chunkStart).toBeGreaterThan(fcp);

  // A layout shift with no input before it (CLS), then a search typed (INP, and LCP is final).
  await page.evaluate(() => {
    const spacer = Object.assign(document.createElement('div'), { style: 'height:120px' });
    document.querySelector('main')!.prepend(spacer);
  });
  const search = page.locator('#coverage-search');
  await search.focus();
  await search.pressSequentially('Oak');
  await interactionRecorded(page);
  await setVisibility(page, 'hidden');

  const events = await vitals(page);
  expect(events.map((e) => e.name).sort()).toEqual([...METRICS].sort());
  for (const { params } of events) {
    expect(params).toEqual(
      expect.objectContaining({
        page_path: paths.local,
        metric_id: expect.any(String),
        metric_value: expect.any(Number),
        value: expect.any(Number),
        metric_rating: expect.stringMatching(/^(good|needs-improvement|poor)$/),
      }),
    );
  }
  const byName = Object.fromEntries(events.map((e) => [e.name, e.params]));
  // The interaction's target is the field typed in; its first two phases fit within INP.
  expect(byName.INP, JSON.stringify(events)).toEqual(
    expect.objectContaining({
      debug_target: '#coverage-search',
      debug_input_delay: expect.any(Number),
      debug_processing: expect.any(Number),
    }),
  );
  const inp = byName.INP as Record<string, number>;
  expect(inp.debug_input_delay + inp.debug_processing).toBeLessThanOrEqual(inp.metric_value + 8);
  expect(byName.CLS!.metric_value).toBeGreaterThan(0);
  // LCP's and CLS's selectors name elements that are on the page, in at most 100 characters.
  for (const name of ['LCP', 'CLS']) {
    const selector = byName[name]!.debug_target as string;
    expect(selector.length).toBeGreaterThan(0);
    expect(selector.length).toBeLessThanOrEqual(100);
    expect(await page.locator(selector).count(), `${name} ${selector}`).toBeGreaterThan(0);
  }

  // Shown and hidden again: nothing is sent twice for the same page view.
  await setVisibility(page, 'visible');
  await search.pressSequentially('land');
  await setVisibility(page, 'hidden');
  expect((await vitals(page)).length).toBe(METRICS.length);
  expect(chunks).toHaveLength(1);
  expect(await context.cookies()).toEqual([]);
});

test('without a tracker the field vitals are never requested', async ({ page }) => {
  const chunks: string[] = [];
  page.on('request', (r) => VITALS_CHUNK.test(new URL(r.url()).pathname) && chunks.push(r.url()));
  await page.goto(paths.home);
  await page.getByRole('button', { name: 'Next slide' }).first().click();
  await setVisibility(page, 'hidden');
  expect(chunks).toEqual([]);
});
