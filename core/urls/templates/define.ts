/**
 * What a template is, declared once: one file per template in this folder (`city.ts` for the
 * template `city`), listed in ./index.ts. Everything else about a template is derived from its
 * declaration: the URL manifest's `Template` names and pages (core/urls/manifest.ts), the data
 * each page gets (scripts/lib/page-index.ts, scripts/lib/site-data.ts), the copy the text checks
 * read (scripts/lib/content-pages.ts), the Open Graph cards (scripts/lib/images.ts), the hero
 * (src/components/ui/Hero.tsx, through vite.config.ts) and the audit's per-template settings
 * (audit.config.json, held to `budget` by tests/unit/templates.test.ts).
 *
 * Its page component is `src/templates/<Name>Page.tsx` (`componentFile`), loaded by that name
 * (scripts/lib/templates-plugin.ts writes the table src/templates/registry.ts hands the routes).
 *
 * A declaration is plain data: it imports nothing at run time but `defineTemplate`, so the build
 * config can read it (vite.config.ts) and no browser chunk carries it. Its `pages` get the content
 * and the URL helpers handed in by the manifest.
 */
import type { pages as onePages } from '../../../content/pages';
import type { services } from '../../../content/services';
import type { cities } from '../../../content/cities';
import type { posts } from '../../../content/posts';
import type { maintenanceGuides } from '../../../content/maintenance';
import type { brandPages } from '../../../content/brand-pages';
import type { aliasMeta, cityAliasSlugs } from '../../../content/city-aliases';
import type { directoryCopy } from '../../../content/city-directory';
import type { RegionDirectoryPage, regionSlug } from '../city-lists';
import type { linkLabels, paths } from '../paths';

export interface PageMeta {
  title: string;
  description: string;
  h1: string;
}
export interface Crumb {
  name: string;
  path: string;
}

/** A page's manifest entry but its template (core/urls/manifest.ts `PageEntry`). */
export interface PageFields {
  /** Route path as visited, e.g. `/appliance-repair-oakland`. */
  path: string;
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

/** The content a template's pages are made from, as the manifest hands it over. */
export interface SiteContent {
  /** content/pages.ts: the one-off pages' title, description and H1, by key. */
  pages: typeof onePages;
  services: typeof services;
  cities: typeof cities;
  posts: typeof posts;
  guides: typeof maintenanceGuides;
  brandPages: typeof brandPages;
  cityAliasSlugs: typeof cityAliasSlugs;
  aliasMeta: typeof aliasMeta;
  /** Directory pages of the regions over their cap (core/urls/city-lists.ts): none at 40 cities. */
  regionDirectories: RegionDirectoryPage<(typeof cities)[number]>[];
  regionSlug: typeof regionSlug;
  directoryCopy: typeof directoryCopy;
}

/** What a template's `pages` is handed: helpers that make its manifest entries, and the content. */
export interface PageTools {
  /**
   * A page of this template: sitemap priority 0.7 unless `extra` says otherwise, not indexable
   * and out of the sitemap with `indexable: false`; `trail` is the breadcrumb between Home and the
   * page (null: no breadcrumb). Titles and descriptions may carry fact tokens.
   */
  page(path: string, key: string, meta: PageMeta, trail: Crumb[] | null, extra?: Partial<PageFields>): PageFields;
  /** A one-off page of content/pages.ts under `key`: Home › the page. */
  oneOff(path: string, key: keyof typeof onePages, extra?: Partial<PageFields>): PageFields;
  /** The not-found pages' fields: status 404, not indexable, out of the sitemap. */
  notFound: Pick<PageFields, 'indexable' | 'status' | 'sitemap'>;
  crumbs: Record<'home' | 'services' | 'blog' | 'cities' | 'maintenance' | 'brands', Crumb>;
  paths: typeof paths;
  linkLabels: typeof linkLabels;
  content: SiteContent;
}

/** Which cities a page lists (scripts/lib/page-index.ts). */
export type CitySelection = 'every' | 'top' | 'nearest-to-base' | 'own-and-nearby';
/** Lists of the site index a page shows whole. */
export type ListKind = 'services' | 'guides' | 'posts' | 'brands';

/** Which other pages a template shows, so each page's data carries their names and nothing else. */
export interface Needs<T extends string = string> {
  cities?: CitySelection;
  lists?: readonly ListKind[];
  /** Other pages shown as cards with their description, by template. */
  pages?: readonly T[];
}

/** The page's own content in its data file (scripts/lib/site-data.ts), kept for the template (src/lib/content-registry.ts). */
export type ContentKind = 'city' | 'service' | 'guide' | 'post' | 'brand' | 'library';

/**
 * The audit's settings for the template's pages (audit.config.json `templates.<name>`, over its
 * `options`; audit/config.ts says what each means): word minimum, weight budgets, near-copy limit,
 * severities by rule, Lighthouse thresholds.
 */
export interface Budget {
  minWords?: number;
  maxMediaKb?: number;
  maxJsKb?: number;
  maxCssKb?: number;
  maxDocumentKb?: number;
  duplicateSimilarity?: number;
  rules?: Record<string, 'error' | 'warning' | 'info' | 'off'>;
  lighthouse?: Record<string, number>;
}

/** Facts an Open Graph caption may count. */
export interface OgFacts {
  brandCount: number;
  cityCount: number;
}

export interface TemplateDeclaration<T extends string = string> {
  /** The template's name: the manifest's, the audit's (audit.config.json), its OG image's (/og/<name>.png). */
  name: T;
  /**
   * `hire`: a page a visitor hires from, whose first screen shows the rating, the registration and
   * the owner beside the first call; `read`: a page read for its own subject (articles, guides,
   * indexes, errors), whose first screen is that subject (docs/design-system.md "First screen").
   */
  hero: 'hire' | 'read';
  /** What of the site index its pages show (scripts/lib/page-index.ts). */
  needs: Needs<T>;
  /** The page's own content, by the kind it renders from its entry's key; none for most one-off pages. */
  content?: ContentKind;
  /**
   * Where its pages' copy is written, for the text checks of `npm run validate`
   * (scripts/lib/content-pages.ts): a folder of one file per page, and the lines the template adds
   * to every page from a shared file (`name` is its export; `skip` its keys that only some pages show).
   */
  copy?: { folder: string; shared?: { file: string; name: string; skip: readonly string[] } };
  /** The heading of its Open Graph card (scripts/lib/images.ts). */
  og: string | ((facts: OgFacts) => string);
  /** Its own audit settings, where the site-wide `options` of audit.config.json do not fit. */
  budget?: Budget;
  /** Its pages, in navigation order (the manifest's order is the templates' order in ./index.ts). */
  pages: (tools: PageTools) => PageFields[];
}

/** A declaration, its literal name and the templates it names kept (./index.ts derives `Template` from them). */
export function defineTemplate<const D extends TemplateDeclaration>(declaration: D): D {
  return declaration;
}

/** `blog-post` → `src/templates/BlogPostPage.tsx`: the naming rule of page components. */
export function componentFile(template: string): string {
  const pascal = template.replace(/(^|-)([a-z])/g, (_, _dash: string, c: string) => c.toUpperCase());
  return `src/templates/${pascal}Page.tsx`;
}
