/** The column plan of card grids: no count of cards leaves one alone on a row. */
import { describe, expect, it } from 'vitest';
import { bandPlan, gridPlan, GRID_BANDS } from '../../src/components/ui/gridColumns';

describe('gridPlan', () => {
  it('never leaves a lone card on the last row, for 2 to 40 cards at every width and minimum', () => {
    for (let count = 2; count <= 40; count++) {
      for (const min of [14, 15, 16, 18, 20]) {
        for (const band of GRID_BANDS) {
          const { columns, spanLast } = bandPlan(count, min, band.widthPx);
          const lastRow = count % columns || columns;
          expect(lastRow === 1 && columns > 1 && !spanLast, `${count} cards, ${min}rem, ${band.name}`).toBe(false);
          expect(columns * min * 16 + (columns - 1) * 24, 'the columns fit the band').toBeLessThanOrEqual(
            band.widthPx + 24 * columns,
          );
        }
      }
    }
  });

  it('prefers fewer columns to a lone card: 5 cards in 3 + 2, 7 in 4 + 3', () => {
    expect(gridPlan(5, 16).m).toEqual({ columns: 3, spanLast: false });
    expect(gridPlan(7, 14).m).toEqual({ columns: 4, spanLast: false });
  });

  it('keeps rows even when fewer columns take as many rows: 6 cards in 3 + 3, 8 in 4 + 4, 10 in 4 + 4 + 2', () => {
    expect(gridPlan(6, 13).m).toEqual({ columns: 3, spanLast: false });
    expect(gridPlan(8, 13).m).toEqual({ columns: 4, spanLast: false });
    expect(gridPlan(10, 13).m).toEqual({ columns: 4, spanLast: false });
    for (let count = 2; count <= 40; count++) {
      for (const min of [11, 13, 14, 16, 18, 20]) {
        for (const band of GRID_BANDS) {
          const { columns, spanLast } = bandPlan(count, min, band.widthPx);
          if (spanLast) continue;
          const rows = Math.ceil(count / columns);
          expect(
            Math.ceil(count / rows),
            `${count} cards, ${min}rem, ${band.name}: as many rows in fewer columns`,
          ).toBe(columns);
        }
      }
    }
  });

  it('spans the last card when no count avoids it (3 cards where only 2 fit)', () => {
    expect(bandPlan(3, 16, 592)).toEqual({ columns: 2, spanLast: true });
  });
});
