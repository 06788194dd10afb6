/**
 * The brand mark: a refrigerator with a check, on the brand blue (#0b4f6c,
 * the theme colour). One source for the header logo and the favicon, both
 * written into each page as a data: URI (core/facts/brand-icon-uri.ts), and for the
 * PNG icons the build renders from it (scripts/lib/images.ts).
 */
export const BRAND_ICON_SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64">' +
  '<rect width="64" height="64" rx="14" fill="#0b4f6c"/>' +
  '<rect x="18" y="12" width="28" height="40" rx="4" fill="#fff"/>' +
  '<g fill="#0b4f6c"><path d="M18 26h28v3H18z"/><rect x="22" y="16" width="3" height="7" rx="1.5"/><rect x="22" y="32" width="3" height="10" rx="1.5"/></g>' +
  '<circle cx="44" cy="46" r="10" fill="#b4460b"/>' +
  '<path d="m39.5 46.5 3 3 6-6.5" fill="none" stroke="#fff" stroke-width="2.6" stroke-linecap="round" stroke-linejoin="round"/>' +
  '</svg>';
