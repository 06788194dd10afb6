/**
 * Look-ups from a manifest key to the content of the page being shown. The
 * content comes with the page's data file (src/lib/content-registry.ts); names and
 * summaries of other pages come from the page's index (`usePageIndex`,
 * src/lib/page-data-load.ts).
 */
export { cityBySlug, serviceBySlug, guideBySlug, postBySlug, brandPageBySlug } from './content-registry';
