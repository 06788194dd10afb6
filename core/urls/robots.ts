import type { PageEntry } from './manifest';

/**
 * Whether a page says robots noindex: only a page that is not indexable and
 * has no other page to point at (the not-found pages). An alias (a city's
 * `/{slug}-appliance-repair`, `/appliance-repair`) names its main page as
 * canonical and stays out of the sitemap instead: noindex beside a canonical
 * to another URL would send search engines two contradictory signals.
 * Kept apart from urls.ts so the browser bundle does not pull in the manifest.
 */
export function robotsNoindex(entry: Pick<PageEntry, 'indexable' | 'canonicalPath' | 'path'>): boolean {
  return !entry.indexable && entry.canonicalPath === entry.path;
}
