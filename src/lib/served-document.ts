/**
 * What the host sent. Every route is a prerendered file, and the CDN answers an
 * address it has no file for with a not-found document and status 404. Some of
 * those addresses still look like a page to the router: `/refrigerator-repair/`
 * on a host that serves `404.html` there instead of redirecting. The app then
 * shows the not-found page the host sent, not the page the router would match,
 * so what a visitor (and a crawler running scripts) sees agrees with the status,
 * and hydration finds the markup it expects.
 *
 * The not-found document names its template on <html> (src/seo/head.ts); it is
 * read once, before the app's first render changes the head.
 */
import type { Template } from './urls';

export const NOT_FOUND_ATTRIBUTE = 'data-not-found';

const NOT_FOUND_TEMPLATES: Template[] = ['not-found', 'post-not-found'];

function readServedNotFound(): Template | null {
  if (typeof document === 'undefined') return null;
  const value = document.documentElement.getAttribute(NOT_FOUND_ATTRIBUTE) as Template | null;
  return value && NOT_FOUND_TEMPLATES.includes(value) ? value : null;
}

/** The not-found template the host answered the first request with, or null. */
export const servedNotFound: Template | null = /* @__PURE__ */ readServedNotFound();
