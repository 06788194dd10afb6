/**
 * Which document `npm run dev` renders for an address (scripts/lib/dev-first-visit-plugin.ts): the
 * one the CDN sends. The browser comparison with the built site is tests/dist/dev-first-visit.full.test.ts.
 */
import { describe, expect, it } from 'vitest';
import { documentFor } from '../../scripts/lib/dev-first-visit-plugin';
import type { PageData, SiteData } from '../../core/pages/page-data';

const page = (path: string, template: string) => ({ entry: { path, template } }) as unknown as PageData;
const routes: SiteData['routes'] = {
  '/': page('/', 'home'),
  '/about': page('/about', 'about'),
  '/blog': page('/blog', 'blog'),
  '/404': page('/404', 'not-found'),
  '/blog/404': page('/blog/404', 'post-not-found'),
  '/range-repair': { redirect: '/oven-repair' },
};

describe('the document npm run dev renders for an address', () => {
  it("is a page's own, at its path", () => {
    expect(documentFor('/', routes)).toEqual({ page: '/', status: 200 });
    expect(documentFor('/about', routes)).toEqual({ page: '/about', status: 200 });
  });

  it('is the nearest not-found page up the path for an address without a page, with status 404', () => {
    expect(documentFor('/no-such-page', routes)).toEqual({ page: '/404', status: 404 });
    expect(documentFor('/blog/no-such-post', routes)).toEqual({ page: '/blog/404', status: 404 });
    expect(documentFor('/blog/a/b', routes)).toEqual({ page: '/blog/404', status: 404 });
    expect(documentFor('/ABOUT', routes)).toEqual({ page: '/404', status: 404 });
    expect(documentFor('/404', routes)).toEqual({ page: '/404', status: 404 });
  });

  it('leaves files, Vite’s own addresses, aliases, trailing slashes and bad escapes to the dev server', () => {
    for (const path of ['/src/main.tsx', '/@vite/client', '/range-repair', '/about/', '/%E0%A4%A'])
      expect(documentFor(path, routes)).toBeNull();
  });
});
