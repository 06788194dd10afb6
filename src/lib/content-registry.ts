/**
 * A page's own content (a city, service, guide, post or brand page), kept when its data arrives
 * (src/lib/page-data-load.ts), so templates read it synchronously by the entry's key. Only the
 * pages loaded so far are here: lists and cross-links read the page's index instead.
 */
import type { PageEntry } from '../../core/urls/manifest';
import type { PageContent } from '../../core/pages/page-data';
import type { ZipTownCodes } from '../../core/pages/zip-lookup';

const loaded = new Map<string, PageContent>();

export function rememberContent(entry: PageEntry, content: PageContent): void {
  loaded.set(`${content.kind}:${entry.key}`, content);
}

function get<K extends PageContent['kind']>(kind: K, slug: string): Extract<PageContent, { kind: K }> {
  const item = loaded.get(`${kind}:${slug}`);
  if (!item)
    throw new Error(
      `${kind} "${slug}" was not loaded: only the page's own content is available; use the page's index for others`,
    );
  return item as Extract<PageContent, { kind: K }>;
}

export const cityBySlug = (slug: string) => get('city', slug).city;
/** The ZIP codes a city page lists, by town (docs/zip-codes.md). */
export const cityZipCodes = (slug: string): ZipTownCodes[] => get('city', slug).zips;
export const serviceBySlug = (slug: string) => get('service', slug).service;
export const guideBySlug = (slug: string) => get('guide', slug).guide;
export const postBySlug = (slug: string) => get('post', slug).post;
export const brandPageBySlug = (slug: string) => get('brand', slug).brand;
/** The tips and FAQ library's items, on the page that shows them (`key` is the page's entry key). */
export const libraryItemsOf = (key: string) => get('library', key).items;
