/**
 * The footer is the same on every page. A prerendered visit keeps the footer its HTML brought for
 * the whole visit, as a kept part (src/lib/first-visit.tsx: its links, events and images work from
 * attributes), so the footer's code loads only where there is no such HTML. In the prerender the
 * lazy footer is ready before the page is written.
 */
import { lazy, Suspense, useState } from 'react';
import { keptElement, isHydrating } from '../../lib/first-visit';

const Footer = lazy(() => import('./Footer').then((m) => ({ default: m.Footer })));

export function SiteFooter() {
  const [kept] = useState(() => {
    const prerendered = isHydrating() ? document.querySelector('footer.site-footer') : null;
    return prerendered ? keptElement(prerendered) : null;
  });
  return <Suspense fallback={null}>{kept ?? <Footer />}</Suspense>;
}
