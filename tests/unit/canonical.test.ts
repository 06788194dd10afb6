import { describe, expect, it } from 'vitest';
import { addressBarReplacement, canonicalUrl, TRACKING_PARAMS } from '../../core/urls/canonical';

const ORIGIN = 'https://www.example-site.test';

describe('canonical address rule (docs/product.md)', () => {
  it('lowercases the path', () => {
    expect(canonicalUrl(ORIGIN, '/Oven-Repair')).toBe(`${ORIGIN}/oven-repair`);
  });

  it('removes trailing slashes', () => {
    expect(canonicalUrl(ORIGIN, '/about/')).toBe(`${ORIGIN}/about`);
    expect(canonicalUrl(ORIGIN, '/blog/x//')).toBe(`${ORIGIN}/blog/x`);
  });

  it('turns the root path into the bare origin', () => {
    expect(canonicalUrl(ORIGIN, '/')).toBe(ORIGIN);
    expect(canonicalUrl(ORIGIN, '')).toBe(ORIGIN);
  });

  it.each(TRACKING_PARAMS)('drops the whole query when %s is present', (param) => {
    expect(canonicalUrl(ORIGIN, '/contact', `?city=Oakland&${param}=x`)).toBe(`${ORIGIN}/contact`);
  });

  it('keeps a query string without tracking parameters', () => {
    expect(canonicalUrl(ORIGIN, '/', '?city=Oakland')).toBe(`${ORIGIN}?city=Oakland`);
    expect(canonicalUrl(ORIGIN, '/blog-faq', 'q=fridge')).toBe(`${ORIGIN}/blog-faq?q=fridge`);
  });

  it('does not treat a parameter that merely contains a tracking name as tracking', () => {
    expect(canonicalUrl(ORIGIN, '/x', '?referrer=1')).toBe(`${ORIGIN}/x?referrer=1`);
  });

  it('uses the override path for aliases whose canonical lives elsewhere', () => {
    expect(canonicalUrl(ORIGIN, '/oakland-appliance-repair', '', '/appliance-repair-oakland')).toBe(
      `${ORIGIN}/appliance-repair-oakland`,
    );
  });
});

describe('address-bar replacement', () => {
  it('replaces a non-canonical address on the public origin, keeping the hash', () => {
    expect(addressBarReplacement(ORIGIN, `${ORIGIN}/About/?utm_source=mail#team`, `${ORIGIN}/about`)).toBe(
      '/about#team',
    );
  });

  it('leaves a canonical address alone', () => {
    expect(addressBarReplacement(ORIGIN, `${ORIGIN}/`, ORIGIN)).toBeNull();
    expect(addressBarReplacement(ORIGIN, `${ORIGIN}/?city=Oakland`, `${ORIGIN}?city=Oakland`)).toBeNull();
  });

  it('never touches another origin (localhost, previews)', () => {
    expect(addressBarReplacement(ORIGIN, 'http://127.0.0.1:4173/About/', `${ORIGIN}/about`)).toBeNull();
  });
});
