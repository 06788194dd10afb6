/**
 * Look-ups from a manifest key to the content of the page being shown. The
 * content is loaded per page by the route (src/content/registry.ts); names
 * and summaries of other pages come from the site index (src/lib/site-index.ts).
 */
export { cityBySlug, serviceBySlug, guideBySlug, postBySlug, brandPageBySlug } from './registry';
