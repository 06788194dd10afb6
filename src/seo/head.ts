/**
 * The head of a page as plain data, built by one pure function so it can be
 * unit-tested without a DOM. The <Seo> component hands it to unhead.
 */
import { business } from '../../core/facts/business-profile';
import { BRAND_ICON_PNG, BRAND_ICON_URI } from '../../core/facts/brand-icon-uri';
import { absoluteUrl } from '../../core/urls/paths';
import type { PageEntry } from '../../core/urls/manifest';
import { robotsNoindex } from '../../core/urls/robots';
import { breadcrumbList, localBusiness, type JsonLd } from './jsonld';
import { NOT_FOUND_ATTRIBUTE } from '../../core/urls/served-document';
import { pageCanonical } from './page-canonical';

export type MetaTag = { name: string; content: string } | { property: string; content: string };

export interface HeadData {
  title: string;
  meta: MetaTag[];
  link: { rel: 'canonical' | 'icon' | 'apple-touch-icon'; href: string; type?: string; sizes?: string }[];
  jsonLd: JsonLd[];
  /**
   * Attributes of <html>. A not-found document names its template in `data-not-found`, so the app
   * can show what the host sent wherever it sent it (core/urls/served-document.ts).
   */
  htmlAttrs: Record<string, string>;
}

export const ROBOTS_NOINDEX = 'noindex,follow';

/** Open Graph image per template (rendered in the postbuild by scripts/lib/images.ts). */
export function ogImagePath(entry: PageEntry): string {
  return `/og/${entry.template}.png`;
}

/**
 * The head for a page. `location` is the visited address; its query string is
 * kept in the canonical unless it carries tracking parameters (docs/product.md).
 */
export function buildHead(
  entry: PageEntry,
  location: { pathname: string; search: string },
  structuredData: JsonLd[] = [],
): HeadData {
  const { title, description } = entry.meta;
  const isNotFound = entry.status === 404;
  const canonical = pageCanonical(entry, location.search);
  const image = absoluteUrl(ogImagePath(entry));
  const meta: MetaTag[] = [
    { name: 'description', content: description },
    { property: 'og:type', content: entry.template === 'blog-post' ? 'article' : 'website' },
    { property: 'og:site_name', content: business.name },
    { property: 'og:title', content: title },
    { property: 'og:description', content: description },
    { property: 'og:image', content: image },
    { property: 'og:image:width', content: '1200' },
    { property: 'og:image:height', content: '630' },
    { property: 'og:locale', content: 'en_US' },
    { name: 'twitter:card', content: 'summary_large_image' },
    { name: 'twitter:title', content: title },
    { name: 'twitter:description', content: description },
    { name: 'twitter:image', content: image },
  ];
  if (canonical) meta.push({ property: 'og:url', content: canonical });
  if (robotsNoindex(entry)) meta.push({ name: 'robots', content: ROBOTS_NOINDEX });
  const jsonLd = [
    localBusiness(),
    ...(entry.breadcrumb.length > 1 ? [breadcrumbList(entry.breadcrumb)] : []),
    ...structuredData,
  ];
  // The PNG favicon first, the SVG one last: browsers take the last icon they can show.
  const { favicon, appleTouch } = BRAND_ICON_PNG;
  const icons: HeadData['link'] = [
    { rel: 'icon', href: favicon.path, sizes: `${favicon.size}x${favicon.size}`, type: 'image/png' },
    { rel: 'apple-touch-icon', href: appleTouch.path },
    { rel: 'icon', href: BRAND_ICON_URI, type: 'image/svg+xml' },
  ];
  const htmlAttrs: Record<string, string> = isNotFound ? { [NOT_FOUND_ATTRIBUTE]: entry.template } : {};
  return {
    title,
    meta,
    link: [...icons, ...(canonical ? [{ rel: 'canonical' as const, href: canonical }] : [])],
    jsonLd,
    htmlAttrs,
  };
}
