/**
 * The site index: the small projection of the content that every page's
 * shell needs (the route table, navigation names, the served-city list).
 * Built in Node from the full manifest and handed to the browser bundle as
 * the `virtual:site-index` module (scripts/lib/site-index-plugin.ts), so page
 * content stays in the page chunks that show it.
 */
import { services, navServiceSlugs } from '../../content/services';
import { maintenanceGuides } from '../../content/maintenance';
import { cities } from '../../content/cities';
import { posts } from '../../content/posts';
import { brandPages } from '../../content/brand-pages';
import { extraServedCities } from '../../content/served-cities';
import type { PostMeta } from '../../model/schemas';
import { TOP_CITY_SLUGS } from '../../content/top-cities';
import { manifest, redirectEntries, type PageEntry, type RedirectEntry } from '../urls/manifest';
import { paths } from '../urls/paths';
import { nearest } from '../util/geo';

export interface NavLink {
  title: string;
  href: string;
}

/**
 * `nearby`: the slugs of the NEARBY_COUNT closest city pages by distance between city centres
 * (in a page's data, only the page's own city lists them).
 */
export interface CityIndexEntry {
  slug: string;
  name: string;
  county: string;
  region: string;
  blurb: string;
  nearby: string[];
}

/** Every city page shows this many nearby cities. */
export const NEARBY_COUNT = 5;

/** What lists and cross-links show of a post, guide or service (no bodies). */
export type PostIndexEntry = PostMeta & { wordCount: number };
export interface GuideIndexEntry {
  slug: string;
  appliance: string;
  icon: string;
  description: string;
  meta: PageEntry['meta'];
}
export interface ServiceIndexEntry {
  slug: string;
  name: string;
  appliance: string;
  costRange?: string;
}
/** A brand with its own page (content/brand-pages/): service pages link the brands they name. */
export interface BrandIndexEntry {
  slug: string;
  name: string;
}

export interface SiteIndex {
  pages: PageEntry[];
  redirects: RedirectEntry[];
  nav: { services: NavLink[]; maintenance: NavLink[]; topCities: NavLink[] };
  /** Names the header's city label may show (docs/product.md "The header's city label": the city pages and content/served-cities.ts). */
  servedCities: string[];
  cities: CityIndexEntry[];
  services: ServiceIndexEntry[];
  guides: GuideIndexEntry[];
  posts: PostIndexEntry[];
  brands: BrandIndexEntry[];
}

function pick<T extends { slug: string }>(list: T[], slug: string, where: string): T {
  const item = list.find((x) => x.slug === slug);
  if (!item) throw new Error(`${where}: no "${slug}"`);
  return item;
}

export function buildSiteIndex(): SiteIndex {
  return {
    pages: manifest,
    redirects: redirectEntries,
    nav: {
      services: navServiceSlugs.map((slug) => ({
        title: pick(services, slug, 'content/services/index.ts: navServiceSlugs').name,
        href: paths.service(slug),
      })),
      maintenance: maintenanceGuides.map((g) => ({
        title: g.meta.h1.replace(/ Guide$/, ''),
        href: paths.guide(g.slug),
      })),
      topCities: TOP_CITY_SLUGS.map((slug) => ({
        title: pick(cities, slug, 'core/pages/site-index.ts: TOP_CITY_SLUGS').name,
        href: paths.city(slug),
      })),
    },
    servedCities: [...cities.map((c) => c.name), ...extraServedCities],
    cities: cities.map((c) => ({
      slug: c.slug,
      name: c.name,
      county: c.county,
      region: c.region,
      blurb: c.blurb,
      nearby: nearest(c, cities, NEARBY_COUNT).map((n) => n.slug),
    })),
    services: services.map(({ slug, name, appliance, costRange }) => ({ slug, name, appliance, costRange })),
    guides: maintenanceGuides.map(({ slug, appliance, icon, description, meta }) => ({
      slug,
      appliance,
      icon,
      description,
      meta,
    })),
    posts: posts.map(({ html: _html, ...meta }) => meta),
    brands: brandPages.map(({ slug, name }) => ({ slug, name })),
  };
}
