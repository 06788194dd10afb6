/**
 * A responsive grid of cards as a list (screen readers announce the count).
 * Children must be CardGridItem (<li>). `min` is the narrowest a column gets;
 * the column count at each width comes from the number of cards, so no card
 * is ever left alone on a row (./gridColumns.ts); phones get one column.
 */
import { Children, type ReactNode } from 'react';
import { balancedGrid } from './gridColumns';

export function CardGrid({ children, min = '16rem' }: { children: ReactNode; min?: string }) {
  return (
    <ul className="card-grid balanced-grid" {...balancedGrid(Children.count(children), parseFloat(min))}>
      {children}
    </ul>
  );
}

/** One grid cell. */
export function CardGridItem({ children }: { children: ReactNode }) {
  return <li className="card-grid__item">{children}</li>;
}
