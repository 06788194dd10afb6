/**
 * Before first paint a page loads its document and, at most, the content images in view: no
 * script, no stylesheet, no icon (the boot loader, scripts/lib/boot-loader.ts, adds them after the
 * first contentful paint). Returns the requests that started earlier (empty: none).
 */
import type { Page } from '@playwright/test';

export async function requestsBeforeFirstPaint(page: Page): Promise<string[]> {
  const { paint, early } = await page.evaluate(() => {
    const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? NaN;
    const resources = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
    const preloads = [...document.querySelectorAll<HTMLLinkElement>('link[rel="preload"][as="image"]')].map(
      (l) => l.href,
    );
    const images = new Set([...[...document.images].map((img) => img.currentSrc || img.src), ...preloads]);
    return {
      paint: fcp,
      // Content images and their preloads (React preloads the first images it renders) may load early.
      early: resources
        .filter((r) => r.startTime < fcp && !images.has(r.name))
        .map((r) => `${r.initiatorType} ${r.name}`),
    };
  });
  return Number.isFinite(paint) ? early : ['no first contentful paint recorded'];
}
