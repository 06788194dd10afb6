/**
 * Which brands have a page of their own (content/brand-pages/, through the page's index),
 * so any page that names a brand can link it without loading brand content.
 */
import type { BrandIndexEntry } from './site-index';

export function brandPageNamed(brands: BrandIndexEntry[], name: string): BrandIndexEntry | undefined {
  return brands.find((b) => b.name === name);
}

/** Brands with a page that `text` names as a whole word, in site-index order. */
export function brandPagesNamedIn(brands: BrandIndexEntry[], text: string): BrandIndexEntry[] {
  return brands.filter((b) => new RegExp(`(^|[^\\w-])${b.name.replace(/[-&]/g, '\\$&')}(?![\\w-])`).test(text));
}
