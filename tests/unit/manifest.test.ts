import { describe, expect, it } from 'vitest';
import { manifest, redirectEntries, sitemapEntries, entryFor, htmlFileFor } from '../../core/urls/manifest';
import { robotsNoindex } from '../../core/urls/robots';
import { regionDirectoryPages } from '../../core/urls/city-lists';
import { cities } from '../../content/cities';

const byTemplate = (t: string) => manifest.filter((e) => e.template === t);

describe('URL manifest', () => {
  it('lists every route of docs/product.md', () => {
    expect(byTemplate('city')).toHaveLength(cities.length);
    expect(byTemplate('city-alias')).toHaveLength(35);
    expect(byTemplate('blog-post')).toHaveLength(3);
    expect(byTemplate('maintenance-guide')).toHaveLength(7);
    expect(byTemplate('service')).toHaveLength(10);
    expect(byTemplate('brand').map((e) => e.path)).toContain('/brands/sub-zero');
    expect(byTemplate('brand')).toHaveLength(9);
    for (const e of byTemplate('brand')) expect(e.breadcrumb.map((c) => c.path)).toEqual(['/', '/brands', e.path]);
    expect(redirectEntries).toHaveLength(6);
    expect(entryFor('/404')?.status).toBe(404);
    expect(entryFor('/blog/404')?.status).toBe(404);
  });

  it('has a region directory page only for a region over its cap (core/urls/city-lists.ts), however many cities content/ has', () => {
    const pages = byTemplate('region-directory');
    expect(pages.map((e) => e.path)).toEqual(regionDirectoryPages(cities).map((d) => d.path));
    for (const e of pages) {
      expect(e.breadcrumb.slice(0, 3).map((c) => c.path)).toEqual([
        '/',
        '/service-areas',
        e.path.replace(/\/\d+$/, ''),
      ]);
      expect(e.sitemap).not.toBeNull();
    }
  });

  it('has unique paths and output files', () => {
    expect(new Set(manifest.map((e) => e.path)).size).toBe(manifest.length);
    expect(new Set(manifest.map((e) => htmlFileFor(e.path))).size).toBe(manifest.length);
  });

  it('puts city pages at /appliance-repair-{slug} and points aliases at them', () => {
    for (const alias of byTemplate('city-alias')) {
      expect(alias.path).toMatch(/^\/[a-z-]+-appliance-repair$/);
      expect(alias.canonicalPath).toBe(`/appliance-repair-${alias.key}`);
      expect(entryFor(alias.canonicalPath)?.template).toBe('city');
      expect(alias.indexable).toBe(false);
      expect(robotsNoindex(alias), alias.path).toBe(false);
    }
  });

  it('says noindex only on pages with no other page to point at (the not-found pages)', () => {
    expect(
      manifest
        .filter(robotsNoindex)
        .map((e) => e.template)
        .sort(),
    ).toEqual(['not-found', 'post-not-found']);
    expect(robotsNoindex(entryFor('/appliance-repair')!)).toBe(false);
  });

  it('never lets a redirect alias shadow a page, and every target is a page', () => {
    for (const r of redirectEntries) {
      expect(entryFor(r.from)).toBeUndefined();
      expect(entryFor(r.to)?.status).toBe(200);
    }
  });

  it('puts exactly the indexable canonical pages in the sitemap', () => {
    expect(sitemapEntries.map((e) => e.path).sort()).toEqual(
      manifest
        .filter((e) => e.indexable)
        .map((e) => e.path)
        .sort(),
    );
    expect(sitemapEntries.every((e) => e.canonicalPath === e.path && e.status === 200)).toBe(true);
  });

  it('gives every page a breadcrumb ending at itself (home excepted)', () => {
    for (const e of manifest.filter((x) => x.path !== '/' && x.status === 200)) {
      expect(e.breadcrumb.at(-1)?.path).toBe(e.path);
      expect(e.breadcrumb[0]).toEqual({ name: 'Home', path: '/' });
    }
  });
});
