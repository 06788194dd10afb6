/**
 * Builds the site's data for the browser (core/pages/page-data.ts) from the full manifest and
 * content: each page's entry, its own content and the part of the site index it shows (a post's
 * and the library's Markdown with its fact tokens filled, so the browser needs no fact-filling code
 * to show them); each
 * alias address's redirect; the shell's navigation. The build writes one file per address
 * (`writePageData`); the prerender reads them all at once (`virtual:site-data`,
 * scripts/lib/site-index-plugin.ts).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { cities } from '../../content/cities';
import { services } from '../../content/services';
import { maintenanceGuides } from '../../content/maintenance';
import { posts } from '../../content/posts';
import { brandPages } from '../../content/brand-pages';
import { libraryItems } from '../../content/library';
import { fillFacts } from '../../core/facts/fill-facts';
import { buildSiteIndex } from '../../core/pages/site-index';
import { libraryReadingTime } from '../../core/pages/reading-time';
import { declarationOf } from '../../core/urls/templates';
import { pageDataFileFor, paths } from '../../core/urls/paths';
import type { PageEntry } from '../../core/urls/manifest';
import type { PageContent, RouteData, SiteData } from '../../core/pages/page-data';
import { pageIndexFor } from './page-index';
import { buildZipTowns, zipsByCity } from './zip-table';

function find<T extends { slug: string }>(list: T[], slug: string, entry: PageEntry): T {
  const item = list.find((x) => x.slug === slug);
  if (!item) throw new Error(`page data for ${entry.path}: no content "${slug}"`);
  return item;
}

function contentFor(entry: PageEntry, zips: ReturnType<typeof zipsByCity>): PageContent | null {
  switch (declarationOf(entry.template).content) {
    case 'city':
      return { kind: 'city', city: find(cities, entry.key, entry), zips: zips[entry.key] ?? [] };
    case 'service':
      return { kind: 'service', service: find(services, entry.key, entry) };
    case 'guide':
      return { kind: 'guide', guide: find(maintenanceGuides, entry.key, entry) };
    case 'post': {
      const post = find(posts, entry.key, entry);
      return { kind: 'post', post: { ...post, html: fillFacts(post.html) } };
    }
    case 'brand':
      return { kind: 'brand', brand: find(brandPages, entry.key, entry) };
    case 'library':
      return {
        kind: 'library',
        items: libraryItems.map((item) => ({
          ...item,
          title: fillFacts(item.title),
          question: fillFacts(item.question),
          answer: fillFacts(item.answer),
          html: fillFacts(item.html),
          readTime: libraryReadingTime(item, posts),
        })),
      };
    default:
      return null;
  }
}

export function buildSiteData(): SiteData {
  const index = buildSiteIndex();
  const zips = zipsByCity(buildZipTowns());
  const routes: Record<string, RouteData> = {};
  for (const entry of index.pages)
    routes[entry.path] = { entry, content: contentFor(entry, zips), index: pageIndexFor(entry, index) };
  for (const r of index.redirects) routes[r.from] = { redirect: r.to };
  return { shell: { nav: index.nav }, routes, servedCities: index.servedCities };
}

/** One file per address under dist/page-data/ (core/urls/paths.ts `pageDataFileFor`), and the served-city names. */
export function writePageData(dist: string, data: SiteData): number {
  const write = (file: string, value: unknown) => {
    mkdirSync(dirname(join(dist, file)), { recursive: true });
    writeFileSync(join(dist, file), JSON.stringify(value));
  };
  for (const [path, route] of Object.entries(data.routes)) write(pageDataFileFor(path), route);
  write(paths.servedCities.slice(1), data.servedCities);
  return Object.keys(data.routes).length;
}
