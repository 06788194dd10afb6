/**
 * Parts of a page that never change after the first paint keep their prerendered HTML: React
 * does not render or hydrate them when the app starts (docs/architecture.md, "What the app hydrates:
 * static parts").
 *
 * Hydrating a subtree means running every component in it and walking every element it made,
 * only to attach handlers that static text, drawings and links do not need. A static part renders
 * as its element with `dangerouslySetInnerHTML: ''` while the app hydrates, which React takes as
 * "children are not mine" and leaves the prerendered children as they are. On a client-side
 * navigation the same part renders normally. What static parts still do is done by listeners on the
 * document: internal links go through the router (useStaticLinks), analytics events come from
 * `data-track` attributes (src/analytics/data-track.ts), a failed image gets the placeholder
 * (src/lib/image-fallback.ts).
 */
import { createElement, useState, type HTMLAttributes, type ReactNode } from 'react';

/** Marks a static part in the DOM (the document listeners look for it). */
export const STATIC_ATTRIBUTE = 'data-static';

/** True from the app's start in a prerendered document until its first commit (vite-react-ssg's own test). */
let hydrating = typeof document !== 'undefined' && document.querySelector('[data-server-rendered=true]') !== null;

/** Called once the hydration has committed: parts mounted from now on render normally. */
export function hydrationDone(): void {
  hydrating = false;
}

/** The elements a static part is today: a page's sections and bands, and the footer. */
type StaticTag = 'section' | 'footer';

/**
 * `as` with its children, except while the app hydrates a prerendered page:
 * then the element alone, its prerendered children untouched. A part mounted while hydrating keeps
 * its HTML for its whole life, so its children must not depend on anything that changes in the
 * browser (the `?city=` label, the viewport, state): those parts stay outside.
 */
export function Static({
  as,
  children,
  ...attributes
}: { as: StaticTag; children: ReactNode } & HTMLAttributes<HTMLElement>) {
  const [keep] = useState(() => hydrating);
  const props = { ...attributes, [STATIC_ATTRIBUTE]: '' };
  if (keep)
    return createElement(as, { ...props, dangerouslySetInnerHTML: { __html: '' }, suppressHydrationWarning: true });
  return createElement(as, props, children);
}
