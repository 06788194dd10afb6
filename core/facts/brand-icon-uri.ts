/**
 * The brand icon (content/brand-icon.ts) as the site uses it: a data: URI for
 * the header logo and the SVG favicon, and the PNG files the build renders
 * from it. As files, the logo and SVG favicon were two requests (the <img> and
 * the browser's own favicon fetch) landing during the first paint, competing
 * with the document for its first round trip; inline they cost about 200 bytes
 * of compressed HTML and no request.
 */
import { BRAND_ICON_SVG } from '../../content/brand-icon';

/**
 * The shortest safe form: percent-encoding only what a URL or an HTML
 * attribute cannot hold as is. React escapes `"`, `'`, `&`, `<` and `>` in
 * attributes as entities, which percent-encoding keeps shorter. Whitespace is
 * encoded too: browsers accept a raw space, but a URL with one is invalid HTML
 * (the audit's `html/valid` rule).
 */
export function svgDataUri(svg: string): string {
  const encoded = svg
    .trim()
    .replace(/"/g, "'")
    .replace(/[%#<>'&\s]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase().padStart(2, '0')}`);
  return `data:image/svg+xml,${encoded}`;
}

export const BRAND_ICON_URI = svgDataUri(BRAND_ICON_SVG);

/**
 * The PNG renderings (scripts/lib/images.ts writes them): a favicon for
 * browsers without SVG favicons, the Apple touch icon, and the logo the
 * structured data names (Google wants a raster logo of at least 112 px).
 */
export const BRAND_ICON_PNG = {
  favicon: { path: '/icons/icon-32.png', size: 32 },
  appleTouch: { path: '/icons/apple-touch-icon.png', size: 180 },
  logo: { path: '/icons/icon-512.png', size: 512 },
} as const;
