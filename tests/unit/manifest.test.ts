import { describe, expect, it } from 'vitest';
import {
  manifest,
  redirectEntries,
  sitemapEntries,
  entryFor,
  htmlFileFor,
  paths,
  type Template,
} from '../../core/urls/manifest';
import { robotsNoindex } from '../../core/urls/robots';
import { pathOfHtmlFile } from '../../core/urls/page-files';
import { CITIES_PER_REGION, regionSlug } from '../../core/urls/city-lists';
import { cities } from '../../content/cities';
import { cityAliasSlugs } from '../../content/city-aliases';
import { services } from '../../content/services';
import { brandPages } from '../../content/brand-pages';
import { posts } from '../../content/posts';
import { maintenanceGuides } from '../../content/maintenance';
import { regionNames } from '../../content/regions';

const byTemplate = (t: string) => manifest.filter((e) => e.template === t);

/** The content collections with one page per item: the template, the items' slugs and each one's address. */
const collections: [Template, readonly string[], (slug: string) => string][] = [
  ['service', services.map((s) => s.slug), paths.service],
  ['brand', brandPages.map((b) => b.slug), paths.brand],
  ['blog-post', posts.map((p) => p.slug), paths.post],
  ['maintenance-guide', maintenanceGuides.map((g) => g.slug), paths.guide],
  ['city', cities.map((c) => c.slug), paths.city],
  ['city-alias', cityAliasSlugs, paths.cityAlias],
];

describe('URL manifest', () => {
  it.each(collections)(
    'gives every %s of content/ a page of that template at its address, and no such page without one',
    (template, slugs, pathOf) => {
      expect(
        slugs.filter((slug) => entryFor(pathOf(slug))?.template !== template),
        `items of content/ with no ${template} page at their address`,
      ).toEqual([]);
      expect(
        byTemplate(template)
          .filter((e) => !slugs.includes(e.key))
          .map((e) => e.path),
        `${template} pages with no item in content/`,
      ).toEqual([]);
    },
  );

  it('puts the brand pages under /brands, and answers 404 on the not-found pages', () => {
    for (const e of byTemplate('brand')) expect(e.breadcrumb.map((c) => c.path)).toEqual(['/', '/brands', e.path]);
    expect(entryFor('/404')?.status).toBe(404);
    expect(entryFor('/blog/404')?.status).toBe(404);
  });

  it('has a region directory page only for a region over its cap (core/urls/city-lists.ts), however many cities content/ has', () => {
    const overCap = regionNames
      .filter((region) => cities.filter((c) => c.region === region).length > CITIES_PER_REGION)
      .map(regionSlug);
    const pages = byTemplate('region-directory');
    // /service-areas/{region}, then /service-areas/{region}/{page} for its further pages.
    expect([...new Set(pages.map((e) => e.path.split('/')[2]))].sort()).toEqual(overCap.sort());
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
    const repeated = (values: string[]) => values.filter((v, i) => values.indexOf(v) !== i);
    expect(repeated(manifest.map((e) => e.path)), 'paths of two pages').toEqual([]);
    expect(repeated(manifest.map((e) => htmlFileFor(e.path))), 'files of two pages').toEqual([]);
  });

  it('reads every page’s address back from its output file, with a leading slash or without', () => {
    for (const { path } of manifest) {
      expect(pathOfHtmlFile(htmlFileFor(path))).toBe(path);
      expect(pathOfHtmlFile(`/${htmlFileFor(path)}`)).toBe(path);
    }
    expect(pathOfHtmlFile('blog/index.html')).toBe('/blog');
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
