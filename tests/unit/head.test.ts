import { describe, expect, it } from 'vitest';
import { buildHead, ROBOTS_NOINDEX } from '../../src/seo/head';
import { entryFor } from '../../core/urls/manifest';
import { siteConfig } from '../../core/config/site-config';

const canonicalOf = (head: ReturnType<typeof buildHead>) => head.link.filter((l) => l.rel === 'canonical');
const metaValue = (head: ReturnType<typeof buildHead>, key: string) =>
  head.meta.find((m) => ('name' in m ? m.name : m.property) === key)?.content;

describe('head builder', () => {
  // Each built page's own title and description: tests/dist/build-output.test.ts; their length and uniqueness: the audit.
  it('builds one canonical without the tracking parameters, and og:url the same', () => {
    const head = buildHead(entryFor('/about')!, { pathname: '/about', search: '?utm_source=news' });
    expect(canonicalOf(head)).toEqual([{ rel: 'canonical', href: `${siteConfig.SITE_URL}/about` }]);
    expect(metaValue(head, 'og:url')).toBe(`${siteConfig.SITE_URL}/about`);
    expect(metaValue(head, 'robots')).toBeUndefined();
  });

  it('marks the 404 page noindex,follow without a canonical', () => {
    const head = buildHead(entryFor('/404')!, { pathname: '/anything', search: '' });
    expect(metaValue(head, 'robots')).toBe(ROBOTS_NOINDEX);
    expect(canonicalOf(head)).toEqual([]); // The document says which not-found page it is, so the app shows it wherever the host sends it.
    expect(head.htmlAttrs).toEqual({ 'data-not-found': 'not-found' });
    expect(buildHead(entryFor('/about')!, { pathname: '/about', search: '' }).htmlAttrs).toEqual({});
  });

  it('points a city alias at its city page without noindex (the canonical alone consolidates it)', () => {
    const head = buildHead(entryFor('/oakland-appliance-repair')!, {
      pathname: '/oakland-appliance-repair',
      search: '',
    });
    expect(canonicalOf(head)[0].href).toBe(`${siteConfig.SITE_URL}/appliance-repair-oakland`);
    expect(metaValue(head, 'robots')).toBeUndefined();
  });

  it('always includes the business and, below the home page, a breadcrumb list', () => {
    const types = buildHead(entryFor('/brands')!, { pathname: '/brands', search: '' }).jsonLd.map((x) => x['@type']);
    expect(types).toEqual(expect.arrayContaining(['HomeAndConstructionBusiness', 'BreadcrumbList']));
  });
});
