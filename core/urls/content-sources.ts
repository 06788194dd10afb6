/**
 * Which content kind a template renders from its entry's key: the build puts
 * that content into the page's data (scripts/lib/site-data.ts), and the app
 * keeps it for the template (src/lib/content-registry.ts).
 */
import type { Template } from './manifest';

export type ContentKind = 'city' | 'service' | 'guide' | 'post' | 'brand' | 'library';

export const TEMPLATE_KIND: Partial<Record<Template, ContentKind>> = {
  city: 'city',
  'city-alias': 'city',
  service: 'service',
  'maintenance-guide': 'guide',
  'blog-post': 'post',
  brand: 'brand',
  // The tips and FAQ library's items: data its search filters, not code every visitor of the page downloads.
  'blog-faq': 'library',
};
