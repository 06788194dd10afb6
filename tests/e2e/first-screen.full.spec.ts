/**
 * Each page inlines only the rules of its first screen (scripts/lib/first-paint-css.mjs): the
 * header, <main>'s first two children and what is fixed to the viewport; the rest arrives with
 * the full stylesheet after first paint. These tests hold that cut to its promise at 360 × 640
 * and 1280 × 800 on the first and the last page of every template:
 * - everything in the first viewport has the same box and the same computed style with the
 *   inlined rules alone (JavaScript off, the stylesheet refused) as with the full stylesheet, so
 *   nothing a visitor sees first moves or changes when it arrives, and the page does not scroll
 *   sideways meanwhile;
 * - with JavaScript on, the first page of each template records no layout shift Lighthouse would
 *   count from the moment the boot loader asks for the stylesheet (after load and first paint) to hydration.
 */
import { test as plainTest, expect } from '@playwright/test';
import { differences, firstViewport } from './checks/first-screen';
import { test } from './fixtures';
import { visitPath } from './page-helpers';
import { manifest, type PageEntry } from '../../core/urls/manifest';

const VIEWPORTS = [
  { width: 360, height: 640 },
  { width: 1280, height: 800 },
];

/** The first and the last page of each template in manifest order (the home page and its alias, the first and last city…). */
const firsts = new Map<string, PageEntry>();
const lasts = new Map<string, PageEntry>();
for (const entry of manifest) {
  if (!firsts.has(entry.template)) firsts.set(entry.template, entry);
  lasts.set(entry.template, entry);
}
/** Each page inlines its own cut of the CSS, so the static comparison runs on two pages of every template. */
const pages: PageEntry[] = [...new Set([...firsts.values(), ...lasts.values()])];
/**
 * What hydration and the stylesheet's arrival move is the template's code, the same on each of its pages (the
 * inlined cut itself is held by the comparison above on two pages a template): one page a template.
 */
const hydratedPages: PageEntry[] = [...firsts.values()];

for (const viewport of VIEWPORTS) {
  plainTest.describe(
    `first viewport at ${viewport.width} × ${viewport.height}: the inlined rules alone paint it as the full stylesheet does`,
    () => {
      for (const entry of pages) {
        plainTest(`${entry.template} (${entry.path})`, async ({ browser, baseURL }) => {
          const path = visitPath(entry);
          const inlined = await firstViewport(browser, baseURL!, path, viewport, true);
          const full = await firstViewport(browser, baseURL!, path, viewport, false);
          expect(inlined.overflow, 'the page scrolls sideways before the full stylesheet arrives').toBeLessThanOrEqual(
            0,
          );
          expect(differences(inlined.boxes, full.boxes, viewport.height)).toEqual([]);
        });
      }
    },
  );

  test.describe(`no layout shift at ${viewport.width} × ${viewport.height}, JavaScript on`, () => {
    test.use({ viewport });
    for (const entry of hydratedPages) {
      test(`${entry.template} (${entry.path})`, async ({ page }) => {
        await page.addInitScript(() => {
          const w = window as unknown as { __shifts: { value: number; startTime: number; what: string }[] };
          w.__shifts = [];
          new PerformanceObserver((list) => {
            for (const shift of list.getEntries() as (PerformanceEntry & {
              value: number;
              sources?: { node?: Node }[];
            })[]) {
              const nodes = (shift.sources ?? []).map((s) =>
                s.node instanceof Element
                  ? `${s.node.tagName.toLowerCase()}.${s.node.className}`
                  : String(s.node?.nodeName),
              );
              w.__shifts.push({
                value: shift.value,
                startTime: shift.startTime,
                what: `${shift.value.toFixed(4)} at ${Math.round(shift.startTime)} ms: ${nodes.join(', ')}`,
              });
            }
          }).observe({ type: 'layout-shift', buffered: true });
        });
        // The fixture waits for hydration, which waits for the full stylesheet (src/boot/loader.ts).
        await page.goto(visitPath(entry));
        await page.evaluate(
          () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
        );
        const { requested, shifts } = await page.evaluate(() => ({
          requested: performance.getEntriesByType('resource').find((r) => /\/assets\/style-[\w-]+\.css$/.test(r.name))
            ?.startTime,
          shifts: (window as unknown as { __shifts: { value: number; startTime: number; what: string }[] }).__shifts,
        }));
        expect(requested, 'the full stylesheet was requested').toBeDefined();
        // Only what follows the stylesheet's request counts: the loader asks for it after load and first paint. Before
        // it, on a busy machine, a header item (the brand link, the city label, once the navigation) sometimes moves on
        // its own, 0.0006 to 0.009 in one load of 15 to 50, on the build before the first-screen cut too. Below 0.001
        // Lighthouse reports CLS 0.000; a rule missing from the inlined CSS moves far more (0.2 to 1.0 when a visit
        // starts mid-page).
        const after = shifts.filter((s) => s.startTime >= requested!);
        expect(
          after.reduce((sum, s) => sum + s.value, 0),
          after.map((s) => s.what).join('\n'),
        ).toBeLessThan(0.001);
      });
    }
  });
}
