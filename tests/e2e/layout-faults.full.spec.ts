/**
 * Classes of layout fault a visitor reads as "broken", checked on the built
 * pages: a full-bleed band followed by a stripe of page background before the
 * footer, and something fixed on screen covering another control's tap
 * target on a 360 px phone, a card alone on a grid row (or rows fewer
 * columns would fill evenly) at 360, 768 or 1280 px, and plain text dressed
 * as a pill like the links and buttons beside it.
 */
import type { Page } from '@playwright/test';
import { test, expect } from './fixtures';
import { templateRepresentatives, visitPath, paths } from './page-helpers';

const hydrated = 'html[data-hydrated="true"]';

/** A layout check: what it finds wrong on the page as it is shown, at the widths and on the pages it is run. */
interface LayoutCheck {
  name: string;
  widths: number[];
  pages: string[];
  faults: (page: Page) => Promise<string[]>;
}

/** A closing full-bleed band meets the footer with no stripe of page background between them. */
async function bandFaults(page: Page): Promise<string[]> {
  const found = await page.evaluate(() => {
    // The last child of main that takes space in the flow (fixed bars do not).
    const inFlow = [...document.querySelectorAll('main > *, main > * > *')].filter((el) => {
      const style = getComputedStyle(el);
      return style.display !== 'none' && style.position !== 'fixed' && el.getBoundingClientRect().height > 0;
    });
    const last = inFlow.sort((a, b) => b.getBoundingClientRect().bottom - a.getBoundingClientRect().bottom)[0];
    // It, or the block of main it sits in, painted in something other than the page background.
    const pageBackground = getComputedStyle(document.body).backgroundColor;
    const painted = (el: Element) => {
      const style = getComputedStyle(el);
      const color = style.backgroundColor;
      const tinted = color !== pageBackground && color !== 'rgba(0, 0, 0, 0)' && color !== 'transparent';
      return tinted || style.backgroundImage !== 'none';
    };
    let band: Element | null = null;
    for (let el: Element | null = last; el && el.tagName !== 'MAIN'; el = el.parentElement) if (painted(el)) band = el;
    if (!band || band.getBoundingClientRect().width < document.documentElement.clientWidth - 1) return null;
    return {
      band: `${band.tagName.toLowerCase()}.${[...band.classList].join('.')}`,
      gap: document.querySelector('.site-footer')!.getBoundingClientRect().top - band.getBoundingClientRect().bottom,
    };
  });
  if (found === null) return []; // the page does not end with a full-bleed band of its own background
  return found.gap <= 1
    ? []
    : [`page background shows for ${found.gap} px between the closing ${found.band} and the footer`];
}

/** One page per template, and the pages that ended on a tinted section above a white stripe. */
const bandPages = [
  ...templateRepresentatives.map(visitPath),
  paths.home,
  paths.service('refrigerator-repair'),
  paths.service('oven-repair'),
  paths.residential,
  paths.post('dishwasher-maintenance'),
  paths.guide('washer'),
];

test.describe('nothing covers a tap target on a 360×640 phone', () => {
  test.use({ viewport: { width: 360, height: 640 } });
  const pages = [...templateRepresentatives.map(visitPath), paths.city('pacifica'), paths.service('oven-repair')];
  for (const path of [...new Set(pages)]) {
    test(path, async ({ page }) => {
      await page.goto(path);
      await page.waitForSelector(hydrated, { state: 'attached' });
      // Every link or button in main whose centre is on screen must receive a tap there.
      const covered = await page.evaluate(() =>
        [...document.querySelectorAll<HTMLElement>('main a, main button')]
          .filter((el) => el.getClientRects().length > 0)
          .flatMap((el) => {
            const r = el.getBoundingClientRect();
            const x = r.left + r.width / 2;
            const y = r.top + r.height / 2;
            if (x < 0 || y < 0 || x > innerWidth || y > innerHeight || getComputedStyle(el).visibility === 'hidden')
              return [];
            const hit = document.elementFromPoint(x, y);
            return hit && (el.contains(hit) || hit.contains(el))
              ? []
              : [`${el.textContent?.trim()} ← ${hit?.className || hit?.tagName}`];
          }),
      );
      expect(covered).toEqual([]);
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

/** Grids of cards: a card alone on a row beside empty columns reads as a missing card. */
const CARD_GRIDS = [
  '.balanced-grid',
  '.card-grid',
  '.info-grid',
  '.testimonials',
  '.platform-grid',
  '.step-list',
  '.city-cards',
  '.error-codes',
  '.case-cards',
  '.pricing-panel',
  '.lifespan-list',
  '.brand-lines',
  '.brand-others',
  '.coverage-grid',
].join(', ');

/** No card sits alone on a grid row beside empty columns (it reads as a missing card), and rows are even. */
async function gridFaults(page: Page): Promise<string[]> {
  return page.evaluate(
    (selector) =>
      [...document.querySelectorAll<HTMLElement>(selector)].flatMap((grid) => {
        const items = [...grid.children].filter((el) => el.getClientRects().length > 0);
        const rows = new Map<number, Element[]>();
        for (const item of items) {
          const top = Math.round(item.getBoundingClientRect().top);
          rows.set(top, [...(rows.get(top) ?? []), item]);
        }
        const widest = Math.max(...[...rows.values()].map((r) => r.length));
        const gridWidth = grid.getBoundingClientRect().width;
        const lone = [...rows.values()]
          .filter((row) => widest > 1 && row.length === 1 && row[0].getBoundingClientRect().width < gridWidth * 0.9)
          .map(
            (row) =>
              `${grid.className}: "${row[0].textContent?.trim().slice(0, 40)}" alone beside ${widest - 1} empty column(s)`,
          );
        // As many rows in fewer columns would leave no holes: 6 cards in 4 + 2 instead of 3 + 3.
        const even = Math.ceil(items.length / rows.size);
        const uneven =
          rows.size > 1 && even < widest
            ? [
                `${grid.className}: ${items.length} cards in rows of ${[...rows.values()].map((r) => r.length).join(' + ')}, not ${even} a row`,
              ]
            : [];
        return [...lone, ...uneven];
      }),
    CARD_GRIDS,
  );
}

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

/** Plain text does not look like a link pill or a button beside them. */
async function pillFaults(page: Page): Promise<string[]> {
  const { controls, faults } = await page.evaluate(() => {
    const interactive = 'a[href], button, summary, input, select, textarea, [role="button"], [role="link"]';
    const bordered = (s: CSSStyleDeclaration) => parseFloat(s.borderTopWidth) > 0 && s.borderTopStyle !== 'none';
    const painted = (s: CSSStyleDeclaration) => s.backgroundColor !== 'rgba(0, 0, 0, 0)';
    // A pill or chip: a short box rounded to at least half its height, with a border or a fill.
    const chips = [...document.querySelectorAll<HTMLElement>('main *')].filter((el) => {
      if (el instanceof SVGElement || el.getClientRects().length === 0) return false;
      const style = getComputedStyle(el);
      const { height } = el.getBoundingClientRect();
      const radius = style.borderTopLeftRadius;
      if (height === 0 || height > 72 || radius.endsWith('%') || parseFloat(radius) < height / 2 - 1) return false;
      return bordered(style) || painted(style);
    });
    const isControl = (el: Element) => Boolean(el.closest(interactive) || el.querySelector(interactive));
    const controlChips = chips.filter(isControl);
    const controlBackgrounds = new Set(controlChips.map((el) => getComputedStyle(el).backgroundColor));
    const faults = chips
      .filter((el) => !isControl(el))
      .flatMap((el) => {
        const style = getComputedStyle(el);
        const name = `"${el.textContent?.trim().slice(0, 30)}" (${el.tagName.toLowerCase()}.${[...el.classList].join('.')})`;
        return [
          ...(style.cursor === 'pointer' ? [`${name} has a pointer cursor`] : []),
          ...(bordered(style) ? [`${name} has a border like the link pills and buttons`] : []),
          ...(controlBackgrounds.has(style.backgroundColor)
            ? [`${name} has the background of a link pill or button (${style.backgroundColor})`]
            : []),
        ];
      });
    return { controls: controlChips.length, faults };
  });
  return controls > 0 ? faults : ['the page has no link pills or buttons to tell plain text from'];
}

/** Grids the reviewer found with a lone card or uneven rows, and one page per template. */
const gridPages = [
  ...templateRepresentatives.map(visitPath),
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
