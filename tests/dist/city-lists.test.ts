/**
 * The built lists of cities (core/urls/city-lists.ts): with today's 40 cities each list names every
 * city and no region directory page or city-list file is written; with more cities (the same
 * test run on a synthetic build, docs/decisions.md) each list stays within its caps, and the
 * directory pages written are exactly the manifest's.
 */
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { htmlFileFor, manifest, paths } from '../../core/urls/manifest';
import { cities } from '../../content/cities';
import {
  CITIES_PER_COUNTY,
  CITIES_PER_REGION,
  CITY_LINKS_PER_PAGE,
  citySearchCapped,
  regionDirectoryPages,
  topCities,
  type CitySearchFile,
} from '../../core/urls/city-lists';
import { SERVICE_PAGE_CITIES_PER_REGION } from '../../src/components/sections/service/areaPreview';
import { DIST, distFile, readPage } from './dist-helpers';

const cityPaths = new Set(cities.map((c) => paths.city(c.slug)));
/** City-page links inside `selector` of a built page. */
const cityLinks = (file: string, selector: string) =>
  readPage(file)
    .querySelectorAll(`${selector} a`)
    .map((a) => a.getAttribute('href') ?? '')
    .filter((href) => cityPaths.has(href));
const capped = regionDirectoryPages(cities).length > 0;

describe('lists of cities on the built pages', () => {
  it('writes a region directory page exactly for each one in the manifest (none at 40 cities)', () => {
    const expected = manifest.filter((e) => e.template === 'region-directory').map((e) => htmlFileFor(e.path));
    expect(expected.map((f) => `/${f.replace(/\.html$/, '')}`)).toEqual(
      regionDirectoryPages(cities).map((d) => d.path),
    );
    const folder = join(DIST, paths.serviceAreas.slice(1));
    const written = existsSync(folder)
      ? readdirSync(folder, { recursive: true, encoding: 'utf8' })
          .filter((f) => f.endsWith('.html'))
          .map((f) => `service-areas/${f}`)
      : [];
    expect(written.sort()).toEqual(expected.sort());
  });

  it('writes the coverage search’s city list only when the search is capped', () => {
    const file = join(DIST, paths.citySearch.slice(1));
    expect(existsSync(file)).toBe(citySearchCapped(cities));
    if (existsSync(file))
      expect((JSON.parse(distFile(paths.citySearch.slice(1))) as CitySearchFile).cities).toHaveLength(cities.length);
  });

  it.each([
    ['service-areas.html', 'main', 5 * CITIES_PER_REGION],
    ['about.html', '[data-testid="service-area-list"]', 7 * CITIES_PER_COUNTY],
    ['contact.html', '[data-testid="service-area-list"]', 7 * CITIES_PER_COUNTY],
    ['local-appliance-repair.html', '#city-search', 7 * CITIES_PER_COUNTY],
    ['site-map.html', '#cities', CITY_LINKS_PER_PAGE],
  ])('%s names every city while within the caps, and never more than %s allows', (file, selector, most) => {
    const links = cityLinks(file, selector);
    expect(links.length).toBeLessThanOrEqual(Math.max(most, capped ? 0 : cities.length));
    if (!capped) expect(new Set(links)).toEqual(cityPaths);
  });

  it('the service pages name a few cities and link to /service-areas, which names them all', () => {
    const page = (file: string) =>
      readPage(file)
        .querySelectorAll('main a')
        .map((a) => a.getAttribute('href'));
    expect(cityLinks('refrigerator-repair.html', '#communities')).toEqual(
      topCities(cities).map((c) => paths.city(c.slug)),
    );
    const regional = cityLinks('dishwasher-repair.html', '#regions .region-grid');
    const regions = new Set(cities.map((c) => c.region));
    expect(regional.length).toBeGreaterThanOrEqual(regions.size);
    expect(regional.length).toBeLessThanOrEqual(regions.size * SERVICE_PAGE_CITIES_PER_REGION);
    for (const file of ['refrigerator-repair.html', 'dishwasher-repair.html'])
      expect(page(file), `${file} links to /service-areas`).toContain(paths.serviceAreas);
  });

  it('each directory page links its own cities, at most CITY_LINKS_PER_PAGE', () => {
    for (const d of regionDirectoryPages(cities)) {
      const links = cityLinks(htmlFileFor(d.path), 'main');
      expect(links.length).toBeLessThanOrEqual(CITY_LINKS_PER_PAGE);
      expect(links).toEqual(d.cities.map((c) => paths.city(c.slug)));
    }
  });
});
