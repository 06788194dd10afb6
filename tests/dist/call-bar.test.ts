/**
 * The mobile call bar names its page in every built page (docs/design-system.md "The mobile call bar"): the appliance
 * pages `mobile_sticky_{key}` (the dishwasher and oven pages booking through /contact), the brand
 * pages `brand_{slug}_mobile_sticky` with the brand's booking campaign, the city pages
 * `city_{slug}_mobile_sticky`, every other page `mobile_sticky_` and its path. The prerendered bar
 * carries them, so a first visit, whose page code never runs, reports the same as a later one.
 */
import { describe, expect, it } from 'vitest';
import { readPage } from './dist-helpers';
import { manifest, htmlFileFor, type PageEntry } from '../../core/urls/manifest';
import { services } from '../../content/services';

const underscored = (slug: string) => slug.replace(/-/g, '_');

function expected(entry: PageEntry): { location: string; book?: RegExp } {
  switch (entry.template) {
    case 'service': {
      const service = services.find((s) => s.slug === entry.key)!;
      const key = service.extras?.trackingKey ?? service.appliance.replace(/\W+/g, '_');
      return { location: `mobile_sticky_${key}`, book: service.extras ? /^\/contact$/ : undefined };
    }
    case 'brand':
      return {
        location: `brand_${underscored(entry.key)}_mobile_sticky`,
        book: new RegExp(`[?&]campaign=brand_${underscored(entry.key)}\\b`),
      };
    case 'city':
      return { location: `city_${underscored(entry.key)}_mobile_sticky` };
    default:
      return { location: `mobile_sticky_${entry.path.replace(/^\/+|\/+$/g, '').replace(/\W+/g, '_') || 'home'}` };
  }
}

describe('the call bar in the built pages', () => {
  it.each(manifest.map((e) => [e.path, e] as const))('%s', (_path, entry) => {
    const bar = readPage(htmlFileFor(entry.path)).querySelector('.sticky-call-bar');
    expect(bar, 'every page has the bar').not.toBeNull();
    const { location, book } = expected(entry);
    const call = bar!.querySelector('[data-cta="call"]');
    const booking = bar!.querySelector('[data-cta="book"]');
    expect(call?.getAttribute('data-track-location')).toBe(location);
    expect(booking?.getAttribute('data-track-location')).toBe(location);
    if (book) expect(booking?.getAttribute('href')).toMatch(book);
  });
});
