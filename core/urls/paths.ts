/**
 * Paths and URL helpers with no content attached, so any component can link
 * without pulling page content into its bundle. core/urls/manifest.ts re-exports
 * these next to the full manifest.
 */
import { siteConfig } from '../config/site-config';
import { canonicalPath } from './canonical';
import { SERVED_CITIES_FILE } from './page-files';

/** Absolute URL on the public origin (the root path becomes the bare origin). */
export function absoluteUrl(path: string): string {
  return `${siteConfig.SITE_URL}${canonicalPath(path)}`;
}

export { htmlFileFor, pageDataFileFor, pathOfPageDataFile } from './page-files';

/**
 * The one short name the blog and the tips library go by in every link to them: navigation,
 * footer, site map, breadcrumbs and prose ("Blog / Tips", "Tips & FAQ" and "Blog / FAQ" named
 * two pages three ways). Their H1s stay the longer titles in content/pages.ts.
 */
export const linkLabels = { blog: 'Blog', blogFaq: 'Tips & FAQ' } as const;

/** Every path of the site. Components link through these, never through string literals. */
export const paths = {
  home: '/',
  applianceRepair: '/appliance-repair',
  services: '/services',
  reviews: '/reviews',
  about: '/about',
  /** The one place the warranty's full terms are written ({warrantyTerms}); every other mention links here. */
  warranty: '/about#warranty',
  contact: '/contact',
  residential: '/residential-appliance-repair',
  commercial: '/commercial-appliance-repair',
  local: '/local-appliance-repair',
  brands: '/brands',
  blog: '/blog',
  blogFaq: '/blog-faq',
  serviceAreas: '/service-areas',
  maintenance: '/maintenance',
  siteMap: '/site-map',
  notFound: '/404',
  postNotFound: '/blog/404',
  /** The ZIP-code table the coverage search fetches on the first ZIP typed (written by the postbuild, docs/zip-codes.md). */
  zipLookup: '/zip-codes.json',
  /** The names the header's city label may show (src/lib/useCityLabel.ts), fetched only when there is a name to check. */
  servedCities: SERVED_CITIES_FILE,
  /** Every city, fetched by the coverage search on the first name typed once its prerendered list is capped (core/urls/city-lists.ts); written by the postbuild only then. */
  citySearch: '/cities.json',
  /** A section of the home page (ids: reviews, areas, services). */
  homeSection: (id: 'reviews' | 'areas' | 'services') => `/#${id}`,
  service: (slug: string) => `/${slug}`,
  city: (slug: string) => `/appliance-repair-${slug}`,
  cityAlias: (slug: string) => `/${slug}-appliance-repair`,
  post: (slug: string) => `/blog/${slug}`,
  guide: (slug: string) => `/maintenance/${slug}`,
  brand: (slug: string) => `/brands/${slug}`,
  /** A page of a region's directory of cities (only for a region over its cap, core/urls/city-lists.ts); the first page has no number. */
  regionDirectory: (regionSlug: string, page = 1) => `/service-areas/${regionSlug}${page > 1 ? `/${page}` : ''}`,
} as const;
