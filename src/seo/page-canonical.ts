/**
 * A page's canonical URL at the address it is shown (docs/product.md "URL rules"): one function
 * for the head builder (src/seo/head.ts) and for a kept first page, which sets its canonical
 * without loading the head builder or unhead (src/head/kept-head.ts). Null on a not-found page,
 * which has none.
 */
import { siteConfig } from '../../core/config/site-config';
import { canonicalUrl } from '../../core/urls/canonical';
import type { PageEntry } from '../../core/urls/manifest';

export function pageCanonical(entry: PageEntry, search: string): string | null {
  if (entry.status === 404) return null;
  return canonicalUrl(siteConfig.SITE_URL, entry.path, search, entry.canonicalPath);
}
