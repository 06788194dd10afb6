/**
 * Reading the sitemaps the crawl fetched: their `<loc>` values and which files list pages (a sitemap
 * index's children, not the index itself). The crawl and the sitemap and robots rules all read them,
 * so they live below both.
 */
import type { Resource, Site } from './types';

/** `<loc>` values of a sitemap (the XSD rule checks the structure itself). */
export function sitemapLocs(xml: string): string[] {
  return [...xml.matchAll(/<loc>\s*([^<]*?)\s*<\/loc>/g)].map((m) => m[1].replace(/&amp;/g, '&'));
}

const SITEMAP_INDEX = /<sitemapindex[\s>]/;
export const isSitemapIndex = (r: Resource) => SITEMAP_INDEX.test(r.body);

/** The sitemaps that list pages (a sitemap index's children, not the index itself). */
export const pageSitemaps = (site: Pick<Site, 'sitemaps'>): Resource[] =>
  site.sitemaps.filter((r) => !isSitemapIndex(r));
