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
import { test as plainTest, expect, type Browser } from '@playwright/test';
import { test } from './fixtures';
import { visitPath } from './page-helpers';
import { manifest, type PageEntry } from '../../core/urls/manifest';

const VIEWPORTS = [
  { width: 360, height: 640 },
  { width: 1280, height: 800 },
];
const STYLESHEET = /\/assets\/style-[\w-]+\.css$/;

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

interface Box {
  tag: string;
  rect: number[];
  style: Record<string, string> | null;
}

/** Every element of <body> in document order: its box, and its computed style (and its pseudo-elements') when it shows in the viewport. */
function snapshot(): { boxes: Box[]; overflow: number } {
  const style = (el: Element, pseudo?: string) => {
    const computed = getComputedStyle(el, pseudo);
    const out: Record<string, string> = {};
    // Custom properties are left out: the inlined CSS declares only those it reads; what they change shows in the rest.
    for (const name of computed)
      if (!name.startsWith('--')) out[`${pseudo ?? ''}${name}`] = computed.getPropertyValue(name);
    return out;
  };
  const boxes = [...document.body.querySelectorAll('*')].map((el) => {
    const r = el.getBoundingClientRect();
    const shown =
      el.checkVisibility() &&
      (r.width > 0 || r.height > 0) &&
      r.bottom > 0 &&
      r.top < innerHeight &&
      r.right > 0 &&
      r.left < innerWidth;
    const pseudos = shown
      ? ['::before', '::after'].filter((p) => !['none', 'normal'].includes(getComputedStyle(el, p).content))
      : [];
    return {
      tag: `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''}${typeof el.className === 'string' && el.className ? `.${el.className.trim().split(/\s+/).join('.')}` : ''}`,
      rect: [r.x, r.y, r.width, r.height].map((v) => Math.round(v * 10) / 10),
      style: shown ? Object.assign(style(el), ...pseudos.map((p) => style(el, p))) : null,
    };
  });
  return { boxes, overflow: document.documentElement.scrollWidth - document.documentElement.clientWidth };
}

async function firstViewport(
  browser: Browser,
  baseURL: string,
  path: string,
  viewport: { width: number; height: number },
  inlinedOnly: boolean,
) {
  const context = await browser.newContext({ javaScriptEnabled: false, viewport, baseURL });
  try {
    if (inlinedOnly) await context.route(STYLESHEET, (route) => route.abort());
    const page = await context.newPage();
    const sheet = inlinedOnly ? null : page.waitForResponse(STYLESHEET);
    await page.goto(path, { waitUntil: 'load' });
    if (sheet) expect((await sheet).ok()).toBe(true);
    return await page.evaluate(snapshot);
  } finally {
    await context.close();
  }
}

/** What differs in the first viewport between the two renderings. */
function differences(inlined: Box[], full: Box[], viewportHeight: number): string[] {
  if (inlined.length !== full.length) return [`${inlined.length} elements against ${full.length}`];
  const found: string[] = [];
  full.forEach((b, i) => {
    const a = inlined[i]!;
    if (!a.style && !b.style) return;
    const [ax, ay, aw, ah] = a.rect as [number, number, number, number];
    const [bx, by, bw, bh] = b.rect as [number, number, number, number];
    // An element running past the bottom of the viewport (main, #root) may end elsewhere: only where it shows counts.
    const bottomShows = Math.min(ay + ah, by + bh) < viewportHeight;
    if (ax !== bx || ay !== by || aw !== bw || (bottomShows && ah !== bh))
      found.push(`${b.tag} moves: [${a.rect}] → [${b.rect}]`);
    if (!a.style || !b.style) return found.push(`${b.tag} shows in one rendering only`);
    const ignored = bottomShows ? null : /^(block-size|height|perspective-origin|transform-origin)$/;
    const changed = Object.keys(b.style).filter((name) => a.style![name] !== b.style![name] && !ignored?.test(name));
    if (changed.length)
      found.push(
        `${b.tag}: ${changed
          .slice(0, 4)
          .map((name) => `${name} ${a.style![name]} → ${b.style![name]}`)
          .join('; ')}${changed.length > 4 ? ` (+${changed.length - 4})` : ''}`,
      );
  });
  return found;
}

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
