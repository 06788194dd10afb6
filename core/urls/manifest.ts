/**
 * The one URL manifest: every address the site answers, derived from content.
 * The route table, the head, the sitemap, the redirect files, the local
 * server, the audit and the tests all read it; no URL is written twice.
 * Each template's declaration (core/urls/templates/) says which pages it has; this
 * file hands them the content and lists them in the templates' order.
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
import { templateDeclarations, type Template } from './templates';
import type { Crumb, PageFields, PageMeta, PageTools, SiteContent } from './templates/define';

export type { Template } from './templates';
export { templates } from './templates';
export type { Crumb, PageMeta } from './templates/define';

export interface PageEntry extends PageFields {
  /** The page's template (core/urls/templates/): its component, data, card and audit settings. */
  template: Template;
}

export interface RedirectEntry {
  from: string;
  to: string;
  status: 301;
}

export { absoluteUrl, htmlFileFor, paths } from './paths';

const home: Crumb = { name: 'Home', path: '/' };
const crumbs = {
  home,
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
  extra: Partial<PageFields> = {},
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
  const content: SiteContent = {
    pages,
    services,
    cities,
    posts,
    guides: maintenanceGuides,
    brandPages,
    cityAliasSlugs,
    aliasMeta,
    // Only for a region with more cities than /service-areas shows (core/urls/city-lists.ts): none at 40 cities.
    regionDirectories: regionDirectoryPages(cities),
    regionSlug,
    directoryCopy,
  };
  const notFound = { indexable: false, status: 404 as const, sitemap: null };
  return templateDeclarations.flatMap(({ name, pages: pagesOf }) => {
    const tools: PageTools = {
      page: (path, key, meta, trail, extra) => page(path, name, key, meta, trail, extra),
      oneOff: (path, key, extra) => page(path, name, key, pages[key], [], extra),
      notFound,
      crumbs,
      paths,
      linkLabels,
      content,
    };
    // Each is made by `page` above, so it carries its template.
    return pagesOf(tools) as PageEntry[];
  });
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
