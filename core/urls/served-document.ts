/**
 * What the host sent. Every route is a prerendered file, and the CDN answers an
 * address it has no file for with a not-found document and status 404. Some of
 * those addresses still look like a page to the router: `/refrigerator-repair/`
 * on a host that serves `404.html` there instead of redirecting. The app starts
 * with the page the document is (its boot loader names the page's data, src/routes.tsx),
 * so at such an address it shows the not-found page the host sent, not the page the
 * router would match, and what a visitor (and a crawler running scripts) sees agrees
 * with the status.
 *
 * The not-found document also names its template on <html> (src/seo/head.ts), for
 * tools that read the HTML.
 */
import type { Template } from './manifest';

export const NOT_FOUND_ATTRIBUTE = 'data-not-found';

export const NOT_FOUND_TEMPLATES: Template[] = ['not-found', 'post-not-found'];
