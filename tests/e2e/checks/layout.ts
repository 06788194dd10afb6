/**
 * Layout faults a visitor reads as "broken", as functions that return what they find wrong on the
 * page as shown (empty: nothing). The template tour runs them on one page a template at 360, 768
 * and 1280 px (fast tier); tests/e2e/layout-faults.full.spec.ts on the other pages that once had
 * the fault (full tier).
 */
import type { Page } from '@playwright/test';

/** A closing full-bleed band meets the footer with no stripe of page background between them. */
export async function bandFaults(page: Page): Promise<string[]> {
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
export async function gridFaults(page: Page): Promise<string[]> {
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

/** Plain text does not look like a link pill or a button beside them. */
export async function pillFaults(page: Page, { needsControls = true } = {}): Promise<string[]> {
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
  // Where a page was chosen for its pills, none at all means the check could not see it.
  return controls > 0 || !needsControls ? faults : ['the page has no link pills or buttons to tell plain text from'];
}

/** Links and buttons in main whose centre is on screen but a tap there lands on something else (a fixed bar, an overlap). */
export async function coveredTapTargets(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    // Every link or button in main whose centre is on screen must receive a tap there.
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
}

/** Whether the page scrolls sideways: its width beyond the viewport, in px (0: none). */
export async function sidewaysOverflow(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
}

/** Visible call and book buttons smaller than 44 × 44 px, the comfortable tap size the design promises. */
export async function smallCallButtons(page: Page): Promise<string[]> {
  return page.locator('a.btn--call, a.btn--book').evaluateAll((buttons) =>
    buttons.flatMap((b) => {
      const r = b.getBoundingClientRect();
      if (!b.checkVisibility() || r.width === 0) return [];
      return r.width >= 44 && r.height >= 44
        ? []
        : [`"${(b as HTMLElement).innerText}" is ${Math.round(r.width)} × ${Math.round(r.height)} px`];
    }),
  );
}
