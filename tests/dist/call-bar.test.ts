/**
 * The mobile call bar names its page in every built page (docs/design-system.md "The mobile call bar"),
 * so a marketer can tell which page a call came from. The prerendered bar carries the names, so a first
 * visit, whose page code never runs, reports the same as a later one.
 *
 * Checked against the names the analytics plan gives (one page of each kind, written out here) and, on
 * every page, by what must hold whatever the naming scheme: a bar, its Call and Book reporting the same
 * location, and no two pages sharing one. The scheme itself lives once, in
 * src/components/ui/call-bar-settings.ts; this file does not restate it.
 */
import { describe, expect, it } from 'vitest';
import { readPage } from './dist-helpers';
import { manifest, htmlFileFor } from '../../core/urls/manifest';

function bar(path: string) {
  const found = readPage(htmlFileFor(path)).querySelector('.sticky-call-bar');
  return {
    found,
    call: found?.querySelector('[data-cta="call"]')?.getAttribute('data-track-location'),
    book: found?.querySelector('[data-cta="book"]')?.getAttribute('data-track-location'),
    bookHref: found?.querySelector('[data-cta="book"]')?.getAttribute('href'),
  };
}

describe('the call bar in the built pages', () => {
  it.each([
    // The analytics plan's names (docs/design-system.md "The mobile call bar").
    ['/dishwasher-repair', 'mobile_sticky_dishwasher', /^\/contact$/],
    ['/oven-repair', 'mobile_sticky_oven', /^\/contact$/],
    ['/washer-repair', 'mobile_sticky_washer', undefined],
    ['/brands/samsung', 'brand_samsung_mobile_sticky', /[?&]campaign=brand_samsung\b/],
    ['/brands/sub-zero', 'brand_sub_zero_mobile_sticky', /[?&]campaign=brand_sub_zero\b/],
    ['/appliance-repair-san-francisco', 'city_san_francisco_mobile_sticky', undefined],
    ['/about', 'mobile_sticky_about', undefined],
    ['/', 'mobile_sticky_home', undefined],
  ] as const)('%s reports %s', (path, location, book) => {
    const { call, book: booking, bookHref } = bar(path);
    expect([call, booking]).toEqual([location, location]);
    if (book) expect(bookHref).toMatch(book);
  });

  it('every page has the bar, its Call and Book report one location, and no two pages share it', () => {
    const owners = new Map<string, string>();
    for (const entry of manifest) {
      const { found, call, book } = bar(entry.path);
      expect(found, `${entry.path}: a call bar`).not.toBeNull();
      expect(book, entry.path).toBe(call);
      expect(call, entry.path).toMatch(/^[a-z0-9_]+$/);
      // An alias page answers for its main page's address; a 404 template stands for every unknown one.
      if (entry.status !== 200) continue;
      expect(owners.get(call!), `${entry.path} reports the same location as`).toBeUndefined();
      owners.set(call!, entry.path);
    }
  });
});
