/** A short label pill (e.g. "Family-owned", "FAQ"); tone picks the colour pair, all AA on their background. */
import type { ReactNode } from 'react';

export function Badge({ children, tone = 'neutral' }: { children: ReactNode; tone?: 'neutral' | 'brand' | 'accent' }) {
  return <span className={`badge badge--${tone}`}>{children}</span>;
}
