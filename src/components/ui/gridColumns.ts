/**
 * How many columns a card grid uses at each width, chosen from the number of
 * cards so that no card is left alone on the last row (5 cards: 3 + 2, never
 * 4 + 1; 7 cards: 4 + 3, never 3 + 3 + 1) and rows are even (6 cards: 3 + 3,
 * never 4 + 2). When no column count avoids it
 * (3 cards where only 2 fit), the last card spans the row: a deliberate wide
 * card, not a hole beside a lonely one. Pure, so the server and the browser
 * render the same plan. The widths are the narrowest content box of each
 * band of src/styles/components.css (`.balanced-grid`).
 */
import type { CSSProperties } from 'react';
export const GRID_BANDS = [
  /** 40rem–64rem viewports: content box from 640 − 2·24 px. */
  { name: 's', widthPx: 592 },
  /** 64rem and up: 1024 − 2·24 px, the container caps wider screens at 72rem. */
  { name: 'm', widthPx: 976 },
] as const;

const REM = 16;
const GAP_PX = 24;

export interface BandPlan {
  columns: number;
  spanLast: boolean;
}

/**
 * The plan of one band: of the column counts of at least `minRem` that fit and leave no lone card,
 * the fewest rows, and for those rows the fewest columns, so rows are as even as they can be
 * (6 cards where 4 fit: 3 + 3, not 4 + 2).
 */
export function bandPlan(count: number, minRem: number, widthPx: number): BandPlan {
  const fit = Math.max(1, Math.floor((widthPx + GAP_PX) / (minRem * REM + GAP_PX)));
  const most = Math.min(fit, Math.max(1, count));
  let best: number | null = null;
  for (let columns = most; columns >= 2; columns--) {
    if (count % columns === 1) continue;
    if (best === null || Math.ceil(count / columns) <= Math.ceil(count / best)) best = columns;
  }
  if (best !== null) return { columns: best, spanLast: false };
  return { columns: most, spanLast: most > 1 && count % most === 1 };
}

export function gridPlan(count: number, minRem: number): Record<(typeof GRID_BANDS)[number]['name'], BandPlan> {
  const [s, m] = GRID_BANDS.map((band) => bandPlan(count, minRem, band.widthPx));
  return { s, m };
}

/** Props that make any grid element a `.balanced-grid` of `count` items at least `minRem` wide. */
export function balancedGrid(count: number, minRem: number) {
  const plan = gridPlan(count, minRem);
  return {
    style: { '--cols-s': plan.s.columns, '--cols-m': plan.m.columns } as CSSProperties,
    'data-span-s': plan.s.spanLast || undefined,
    'data-span-m': plan.m.spanLast || undefined,
  };
}
