/**
 * The one URL manifest: every address the site answers, derived from content.
 * The route table, the head, the sitemap, the redirect files, the local
 * server, the audit and the tests all read it; no URL is written twice.
 */
import { pages } from '../../content/pages';
import { services } from '../../content/services';
import { cities } from '../../content/cities';
import { aliasMeta, cityAliasSlugs } from '../../content/city-aliases';
import { posts } from '../../content/posts';
import { maintenanceGuides } from '../../content/maintenance';
import { redirects } from '../../content/redirects';
import { brandPages } from '../../content/brand-pages';
import { linkLabels, paths } from './paths';
import { fillFacts } from '../facts/fill-facts';
import { regionDirectoryPages, regionSlug } from './city-lists';
import { directoryCopy } from '../../content/city-directory';

/** Page kinds; each has one component in src/templates/ and one representative page for Lighthouse. */
export type Template =
  | 'home'
  | 'company'
  | 'services-index'
  | 'service'
  | 'audience'
  | 'local'
  | 'brands'
  | 'brand'
  | 'blog-index'
  | 'blog-post'
  | 'blog-faq'
  | 'service-areas'
  | 'maintenance-hub'
  | 'maintenance-guide'
  | 'city'
  | 'city-alias'
  | 'site-map'
  | 'not-found'
  | 'post-not-found'
  | 'region-directory';

/**
 * Every page kind, also one with no page at the moment (a region directory while no region is over
 * its cap, core/urls/city-lists.ts): the audit's per-template settings may name any of them.
 */
export const templates = Object.keys({
  home: 0,
  company: 0,
  'services-index': 0,
  service: 0,
  audience: 0,
  local: 0,
  brands: 0,
  brand: 0,
  'blog-index': 0,
  'blog-post': 0,
  'blog-faq': 0,
  'service-areas': 0,
  'maintenance-hub': 0,
  'maintenance-guide': 0,
  city: 0,
  'city-alias': 0,
  'site-map': 0,
  'not-found': 0,
  'post-not-found': 0,
  'region-directory': 0,
} satisfies Record<Template, 0>) as Template[];

export interface PageMeta {
  title: string;
  description: string;
  h1: string;
}
export interface Crumb {
  name: string;
  path: string;
}

export interface PageEntry {
  /** Route path as visited, e.g. `/appliance-repair-oakland`. */
  path: string;
  template: Template;
  /** Content key within the template: a slug, or the page's name for one-offs. */
  key: string;
  meta: PageMeta;
  /** Path of the canonical URL (differs from `path` for aliases). */
  canonicalPath: string;
  /** Whether search engines should index this address itself (false: 404s, aliases). */
  indexable: boolean;
  /** HTTP status the CDN answers with. */
  status: 200 | 404;
  /** Sitemap entry; null when the page is not in the sitemap. */
  sitemap: { priority: number; changefreq: 'weekly' | 'monthly' } | null;
  /** Visible breadcrumb trail ending with this page; empty on the home page. */
  breadcrumb: Crumb[];
}

export interface RedirectEntry {
  from: string;
  to: string;
  status: 301;
}

export { absoluteUrl, htmlFileFor, paths } from './paths';

const home: Crumb = { name: 'Home', path: '/' };
const crumbs = {
  services: { name: 'Services', path: paths.services },
  blog: { name: linkLabels.blog, path: paths.blog },
  cities: { name: 'Cities', path: paths.serviceAreas },
  maintenance: { name: 'Maintenance', path: paths.maintenance },
  brands: { name: 'Brands', path: paths.brands },
};

function page(
  path: string,
  template: Template,
  key: string,
  meta: PageMeta,
  trail: Crumb[] | null,
  extra: Partial<PageEntry> = {},
): PageEntry {
  const indexable = extra.indexable ?? true;
  return {
    path,
    template,
    key,
    // Titles and descriptions may carry fact tokens like any prose (content/TOKENS.md).
    meta: { ...meta, title: fillFacts(meta.title), description: fillFacts(meta.description) },
    canonicalPath: path,
    indexable,
    status: 200,
    sitemap: indexable ? { priority: path === '/' ? 1 : 0.7, changefreq: 'monthly' } : null,
    breadcrumb: trail === null ? [] : [home, ...trail, { name: meta.h1, path }],
    ...extra,
  };
}

function buildPages(): PageEntry[] {
  const companyPage = (path: string, key: keyof typeof pages, template: Template = 'company') =>
    page(path, template, key, pages[key], []);
  const notFound = { indexable: false, status: 404 as const, sitemap: null };
  return [
    page(paths.home, 'home', 'home', pages.home, null, { sitemap: { priority: 1, changefreq: 'weekly' } }),
    page(paths.applianceRepair, 'home', 'applianceRepair', pages.applianceRepair, [], {
      canonicalPath: '/',
      indexable: false,
      sitemap: null,
    }),
    companyPage(paths.services, 'services', 'services-index'),
    companyPage(paths.reviews, 'reviews'),
    companyPage(paths.about, 'about'),
    companyPage(paths.contact, 'contact'),
    ...services.map((s) =>
      page(paths.service(s.slug), 'service', s.slug, s.meta, [crumbs.services], {
        sitemap: { priority: 0.9, changefreq: 'monthly' },
      }),
    ),
    companyPage(paths.residential, 'residential', 'audience'),
    companyPage(paths.commercial, 'commercial', 'audience'),
    companyPage(paths.local, 'local', 'local'),
    companyPage(paths.brands, 'brands', 'brands'),
    ...brandPages.map((b) => page(paths.brand(b.slug), 'brand', b.slug, b.meta, [crumbs.brands])),
    companyPage(paths.blog, 'blog', 'blog-index'),
    ...posts.map((p) =>
      page(paths.post(p.slug), 'blog-post', p.slug, { title: p.title, description: p.description, h1: p.title }, [
        crumbs.blog,
      ]),
    ),
    page(paths.postNotFound, 'post-not-found', 'postNotFound', pages.postNotFound, [crumbs.blog], notFound),
    page(paths.blogFaq, 'blog-faq', 'blogFaq', pages.blogFaq, [crumbs.blog], {
      breadcrumb: [home, crumbs.blog, { name: linkLabels.blogFaq, path: paths.blogFaq }],
    }),
    companyPage(paths.serviceAreas, 'serviceAreas', 'service-areas'),
    // Only for a region with more cities than /service-areas shows (core/urls/city-lists.ts): none at 40 cities.
    ...regionDirectoryPages(cities).map((d) => {
      const trail = [home, crumbs.cities, { name: d.region, path: paths.regionDirectory(regionSlug(d.region)) }];
      const breadcrumb =
        d.page === 1 ? trail : [...trail, { name: directoryCopy.crumb(d.page, d.pageCount), path: d.path }];
      return page(d.path, 'region-directory', d.key, directoryCopy.meta(d), null, { breadcrumb });
    }),
    companyPage(paths.maintenance, 'maintenance', 'maintenance-hub'),
    ...maintenanceGuides.map((g) =>
      page(paths.guide(g.slug), 'maintenance-guide', g.slug, g.meta, [crumbs.maintenance]),
    ),
    ...cities.map((c) =>
      page(paths.city(c.slug), 'city', c.slug, c.meta, [crumbs.cities], {
        sitemap: { priority: 0.8, changefreq: 'monthly' },
      }),
    ),
    ...cityAliasSlugs.map((slug) => {
      const city = cities.find((c) => c.slug === slug);
      if (!city)
        throw new Error(`content/city-aliases.ts: cityAliasSlugs: "${slug}" has no city page in content/cities/`);
      return page(paths.cityAlias(slug), 'city-alias', slug, aliasMeta(city.name), [crumbs.cities], {
        canonicalPath: paths.city(slug),
        indexable: false,
        sitemap: null,
      });
    }),
    companyPage(paths.siteMap, 'siteMap', 'site-map'),
    page(paths.notFound, 'not-found', 'notFound', pages.notFound, null, notFound),
  ];
}

/** Every prerendered page, in navigation order. */
export const manifest: PageEntry[] = /* @__PURE__ */ buildPages();

/** Permanent redirects (one 301 hop each). */
export const redirectEntries: RedirectEntry[] = /* @__PURE__ */ redirects.map((r) => ({ ...r, status: 301 }));

const byPath = /* @__PURE__ */ new Map(manifest.map((e) => [e.path, e]));

/** The entry for a path, if the site has that page. */
export function entryFor(path: string): PageEntry | undefined {
  return byPath.get(path);
}

/** Entries in the sitemap: indexable canonical pages. */
export const sitemapEntries = /* @__PURE__ */ manifest.filter((e) => e.sitemap !== null);
