/**
 * Which brands have a page of their own (content/brand-pages/, through the site index),
 * so any page that names a brand can link it without loading brand content.
 */
import { siteIndex, type BrandIndexEntry } from './site-index';

export function brandPageNamed(name: string): BrandIndexEntry | undefined {
  return siteIndex.brands.find((b) => b.name === name);
}

/** Brands with a page that `text` names as a whole word, in site-index order. */
export function brandPagesNamedIn(text: string): BrandIndexEntry[] {
  return siteIndex.brands.filter((b) => new RegExp(`(^|[^\\w-])${b.name.replace(/[-&]/g, '\\$&')}(?![\\w-])`).test(text));
}
