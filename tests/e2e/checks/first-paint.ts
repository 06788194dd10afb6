/**
 * Before first paint a page loads its document, the site's one stylesheet and, at most, the
 * content images in view: no script, no icon (the boot loader, scripts/lib/boot-loader.ts, adds the
 * scripts after the first contentful paint). Returns the other requests that started earlier
 * (empty: none).
 */
import type { Page } from '@playwright/test';

export async function requestsBeforeFirstPaint(page: Page): Promise<string[]> {
  // On a busy machine the first paint can come after `load`: wait for its entry (a page that never paints still fails).
  await page
    .waitForFunction(() => performance.getEntriesByName('first-contentful-paint').length > 0, null, { timeout: 5000 })
    .catch(() => undefined);
  const { paint, early } = await page.evaluate(() => {
    const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? NaN;
    const resources = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
    const preloads = [...document.querySelectorAll<HTMLLinkElement>('link[rel="preload"][as="image"]')].map(
      (l) => l.href,
    );
    const images = new Set([...[...document.images].map((img) => img.currentSrc || img.src), ...preloads]);
    const sheets = new Set(
      [...document.querySelectorAll<HTMLLinkElement>('head link[rel="stylesheet"]')].map((l) => l.href),
    );
    return {
      paint: fcp,
      // The stylesheet, content images and their preloads (React preloads the first images it renders) may load early.
      early: resources
        .filter((r) => r.startTime < fcp && !images.has(r.name) && !sheets.has(r.name))
        .map((r) => `${r.initiatorType} ${r.name}`),
    };
  });
  return Number.isFinite(paint) ? early : ['no first contentful paint recorded'];
}
