/**
 * The canonical address rule (docs/product.md "URL rules").
 * Pure so it can be unit-tested case by case and shared by the head builder,
 * the address-bar replacement, the audit and the tests.
 */

/** Query parameters that only track a visit; any of them drops the whole query. */
export const TRACKING_PARAMS = [
  'utm_source',
  'utm_medium',
  'utm_campaign',
  'utm_term',
  'utm_content',
  'gclid',
  'fbclid',
  'ref',
] as const;

/** Lowercases, removes trailing slashes, and turns the root into the empty path. */
export function canonicalPath(pathname: string): string {
  const lower = pathname.toLowerCase().replace(/\/+$/, '');
  return lower === '' ? '' : lower;
}

/** Keeps the query unless it carries a tracking parameter (then drops all of it). */
export function canonicalQuery(search: string): string {
  const query = search.startsWith('?') ? search.slice(1) : search;
  if (!query) return '';
  const params = new URLSearchParams(query);
  const tracked = TRACKING_PARAMS.some((name) => params.has(name));
  return tracked ? '' : `?${query}`;
}

/**
 * Canonical URL of a visited address. `canonicalOverride` is the path of a page
 * whose canonical lives elsewhere (a city alias points at its city page).
 */
export function canonicalUrl(origin: string, pathname: string, search = '', canonicalOverride?: string): string {
  const path = canonicalOverride !== undefined ? canonicalPath(canonicalOverride) : canonicalPath(pathname);
  return `${origin}${path}${canonicalQuery(search)}`;
}

/**
 * The address the browser bar should show, or null when it should stay. Only on
 * the public origin (never on localhost or a preview host), and only when the
 * visited URL differs from the canonical once both are normalised.
 */
export function addressBarReplacement(siteOrigin: string, href: string, canonical: string): string | null {
  const current = new URL(href);
  if (current.origin !== siteOrigin) return null;
  const target = new URL(canonical);
  if (current.pathname === target.pathname && current.search === target.search) return null;
  return `${target.pathname}${target.search}${current.hash}`;
}
