/**
 * The back link at the start of every page's breadcrumb row (docs/decisions.md, "One way back"):
 * the spec gives one to /brands, /dishwasher-repair and /oven-repair, and a link on some pages
 * only read as a fault, so every page below the home page has it. It goes back in history only
 * when the visitor came from a page of this site (same-origin referrer, the spec's rule for those
 * three pages, kept for all: a site's own Back never returns a visitor to a search engine);
 * otherwise, or with no referrer, it goes home.
 * A client-side navigation inside the site counts as same-site too (the
 * document's referrer only describes the first page load). Without
 * JavaScript it is a plain link home.
 */
import { paths } from '../../../core/urls/paths';

/** Marks the back link; the document's link listener (src/lib/static-links.ts) decides where it goes. */
export const BACK_ATTRIBUTE = 'data-back';

export function cameFromThisSite(referrer: string, origin: string): boolean {
  if (!referrer) return false;
  try {
    return new URL(referrer).origin === origin;
  } catch {
    return false;
  }
}

/** Whether Back returns to an earlier page of this site: an in-app one, or the same-origin page this visit came from. */
export function backStaysOnSite(): boolean {
  // React Router numbers its history entries; idx > 0 means an earlier in-app page exists.
  const inApp = ((window.history.state as { idx?: number } | null)?.idx ?? 0) > 0;
  return inApp || (cameFromThisSite(document.referrer, window.location.origin) && window.history.length > 1);
}

/** A plain link home: it sits in the hero, which a first visit keeps as HTML (src/lib/first-visit.tsx); src/lib/static-links.ts routes its click. */
export function BackButton() {
  return (
    <a href={paths.home} className="back-button" {...{ [BACK_ATTRIBUTE]: '' }}>
      {/* A text arrow, not an icon: it is on every page, and an inline SVG costs each page's HTML bytes. */}
      <span aria-hidden="true">←</span> Back
    </a>
  );
}
