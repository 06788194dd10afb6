/**
 * A responsive grid of cards as a list (screen readers announce the count).
 * Children must be CardGridItem (<li>). `min` is the narrowest a column gets
 * before the grid drops a column; it never forces overflow on small screens.
 */
import type { CSSProperties, ReactNode } from 'react';

export function CardGrid({ children, min = '16rem' }: { children: ReactNode; min?: string }) {
  return (
    <ul className="card-grid" style={{ '--card-min': min } as CSSProperties}>
      {children}
    </ul>
  );
}

/** One grid cell. */
export function CardGridItem({ children }: { children: ReactNode }) {
  return <li className="card-grid__item">{children}</li>;
}
