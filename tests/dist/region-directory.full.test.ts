/**
 * The one template with no page at today's 40 cities: a region's directory (/service-areas/{region},
 * core/urls/templates/region-directory.ts) exists only for a region with more cities than
 * CITIES_PER_REGION (core/urls/city-lists.ts). So its declaration, its component and its loader are
 * proved here on a copy of the site whose cap is 5 instead of 15 (one full build, about 30 s): every
 * region over 5 gets its directory, rendered by its component from its declaration's pages, with
 * its heading, its region's cities, its Open Graph card and its place in the sitemap.
 */
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'node-html-parser';
import { afterAll, describe, expect, it } from 'vitest';
import { buildCopy, syntheticCopy } from '../../scripts/bench/synthetic-build';
import { cities } from '../../content/cities';
import { regionSlug } from '../../core/urls/city-lists';
import { paths } from '../../core/urls/paths';

const CAP = 5;
const copies: string[] = [];
afterAll(() => {
  for (const dir of copies) rmSync(dir, { recursive: true, force: true });
});

describe('region directories, on a copy of the site with a cap of 5 cities a region', () => {
  it(
    'are written for every region over the cap, each page its region’s cities, card and sitemap entry',
    () => {
      const dir = syntheticCopy(0);
      copies.push(dir);
      const file = join(dir, 'core/urls/city-lists.ts');
      const source = readFileSync(file, 'utf8');
      const lowered = source.replace(
        'export const CITIES_PER_REGION = 15;',
        `export const CITIES_PER_REGION = ${CAP};`,
      );
      expect(lowered, 'core/urls/city-lists.ts no longer says `export const CITIES_PER_REGION = 15;`').not.toBe(source);
      writeFileSync(file, lowered);
      buildCopy(dir, `a copy with CITIES_PER_REGION = ${CAP}`);
      const dist = join(dir, 'dist');

      const byRegion = new Map<string, typeof cities>();
      for (const c of cities) byRegion.set(c.region, [...(byRegion.get(c.region) ?? []), c]);
      const over = [...byRegion].filter(([, own]) => own.length > CAP).map(([region]) => region);
      expect(over.length, 'regions over the lowered cap').toBeGreaterThan(0);
      const manifest = JSON.parse(readFileSync(join(dist, 'audit-manifest.json'), 'utf8')) as {
        pages: { path: string; template: string }[];
      };
      const directories = manifest.pages.filter((p) => p.template === 'region-directory').map((p) => p.path);
      expect(directories.sort()).toEqual(over.map((r) => paths.regionDirectory(regionSlug(r))).sort());

      const sitemap = readFileSync(join(dist, 'sitemap.xml'), 'utf8');
      for (const region of over) {
        const path = paths.regionDirectory(regionSlug(region));
        const page = parse(readFileSync(join(dist, `${path.slice(1)}.html`), 'utf8'));
        expect(page.querySelector('h1')?.text, path).toMatch(/^Every City We Serve /);
        const links = page
          .querySelectorAll('#cities .link-columns a')
          .map((a) => a.getAttribute('href'))
          .sort();
        expect(links, `${path} lists its region's cities`).toEqual(
          byRegion
            .get(region)!
            .map((c) => paths.city(c.slug))
            .sort(),
        );
        expect(page.querySelector('meta[property="og:image"]')?.getAttribute('content'), path).toMatch(
          /\/og\/region-directory\.png$/,
        );
        expect(sitemap, `${path} in the sitemap`).toContain(`${path}</loc>`);
      }
      expect(readFileSync(join(dist, 'og/region-directory.png')).length).toBeGreaterThan(0);
    },
    10 * 60_000,
  );
});
