import { describe, expect, it } from 'vitest';
import { BRAND_ICON_SVG } from '../../content/brand-icon';
import { BRAND_ICON_URI, svgDataUri } from '../../core/facts/brand-icon-uri';

const PREFIX = 'data:image/svg+xml,';

describe('brand icon data: URI', () => {
  it('decodes back to the SVG (double quotes as single ones)', () => {
    expect(BRAND_ICON_URI.startsWith(PREFIX)).toBe(true);
    expect(decodeURIComponent(BRAND_ICON_URI.slice(PREFIX.length))).toBe(BRAND_ICON_SVG.replace(/"/g, "'"));
  });

  it('holds nothing a URL fragment or an HTML attribute would change, and no raw whitespace (invalid in a URL)', () => {
    const uri = svgDataUri(`<svg a="1" b='2'><text>50% & #1 > 0\n</text></svg>`);
    expect(uri.slice(PREFIX.length)).not.toMatch(/["'<>#&\s]|%(?![0-9A-F]{2})/);
    expect(decodeURIComponent(uri.slice(PREFIX.length))).toBe(`<svg a='1' b='2'><text>50% & #1 > 0\n</text></svg>`);
  });
});
