/**
 * The rules of core/urls/city-lists.ts on synthetic sites of 40 and 1,000 cities: at 40 every list
 * shows every city as it always did and no directory page exists; at 1,000 every list is bounded
 * by its caps, and every city is still reached by links from /service-areas, and within two
 * clicks of /site-map (three from the home page, whose footer links the site map). The real
 * cities are held to the same rules at whatever number content/cities/ has, never a fixed one.
 */
import { describe, expect, it } from 'vitest';
import {
  CITIES_PER_COUNTY,
  CITIES_PER_REGION,
  CITY_LINKS_PER_PAGE,
  byPriority,
  citySearchCapped,
  citySearchFile,
  communityList,
  countyGroups,
  regionDirectoryPages,
  regionGroups,
  siteMapCities,
  topCities,
  type ListCity,
} from '../../core/urls/city-lists';
import { paths } from '../../core/urls/paths';
import { regionNames } from '../../content/regions';
import { TOP_CITY_SLUGS } from '../../content/top-cities';
import { cities as realCities } from '../../content/cities';
import { byName } from '../../core/util/by-name';

/** Counties with their region, and today's count of city pages in each (40 in all). */
const COUNTIES: [county: string, region: string, today: number][] = [
  ['San Mateo', 'Peninsula', 13],
  ['Alameda', 'East Bay', 12],
  ['Santa Clara', 'South Bay', 7],
  ['Contra Costa', 'East Bay', 3],
  ['Marin', 'North Bay', 3],
  ['San Francisco', 'San Francisco', 1],
  ['Solano', 'North Bay', 1],
];
const TOP_HOME: Record<string, string> = {
  'san-francisco': 'San Francisco',
  oakland: 'Alameda',
  'san-jose': 'Santa Clara',
  berkeley: 'Alameda',
  'daly-city': 'San Mateo',
  'san-mateo': 'San Mateo',
  'palo-alto': 'Santa Clara',
  fremont: 'Alameda',
};

/**
 * `n` cities shaped like the real site: the eight top cities in their counties, the rest spread
 * over the counties in today's proportions (exactly today's counts at 40). Names run backwards
 * through the alphabet so that content order is not A to Z.
 */
function synthetic(n: number): ListCity[] {
  const out: ListCity[] = TOP_CITY_SLUGS.map((slug) => {
    const [county, region] = COUNTIES.find(([c]) => c === TOP_HOME[slug])!;
    return {
      slug,
      name: slug
        .split('-')
        .map((w) => w[0].toUpperCase() + w.slice(1))
        .join(' '),
      county,
      region,
    };
  });
  const quota = COUNTIES.map(
    ([county, , today]) => Math.round((today / 40) * n) - out.filter((c) => c.county === county).length,
  );
  quota[0] += n - out.length - quota.reduce((a, b) => a + b, 0);
  COUNTIES.forEach(([county, region], k) => {
    for (let i = 0; i < quota[k]; i++) {
      const id = String(9999 - out.length).padStart(4, '0');
      out.push({ slug: `town-${id}`, name: `Town ${id}`, county, region });
    }
  });
  return out;
}

/** Every city a visitor reaches by following links from `start`, and in how many clicks, as the pure rules lay the links out. */
function clicks(cities: ListCity[], start: string): Map<string, number> {
  const directories = regionDirectoryPages(cities);
  const cityPath = (c: ListCity) => paths.city(c.slug);
  const links = new Map<string, string[]>();
  // /service-areas: each region's cards, and the link to where the rest are listed.
  links.set(
    paths.serviceAreas,
    regionGroups(cities).flatMap((r) => [...r.shown.map(cityPath), ...(r.more ? [r.allHref] : [])]),
  );
  // A directory page: its cities and the other pages of its region (the pager).
  for (const d of directories)
    links.set(d.path, [
      ...d.cities.map(cityPath),
      ...directories.filter((o) => o.region === d.region).map((o) => o.path),
    ]);
  // /site-map: its cities, each region's directory pages, or its section of /service-areas.
  const siteMap = siteMapCities(cities);
  links.set(paths.siteMap, [
    ...siteMap.cities.map(cityPath),
    ...siteMap.regions.flatMap((r) => (r.pages.length ? r.pages.map((d) => d.path) : [r.allHref])),
  ]);
  for (const r of regionNames)
    links.set(`${paths.serviceAreas}#region-${r.toLowerCase().replace(/\s+/g, '-')}`, links.get(paths.serviceAreas)!);
  const depth = new Map([[start, 0]]);
  const queue = [start];
  while (queue.length) {
    const at = queue.shift()!;
    for (const to of links.get(at) ?? []) {
      if (depth.has(to)) continue;
      depth.set(to, depth.get(at)! + 1);
      queue.push(to);
    }
  }
  return depth;
}

describe('city lists at 40 cities: every city, as always', () => {
  const cities = synthetic(40);

  it('no list leaves a city out, and no directory page exists', () => {
    expect(cities).toHaveLength(40);
    const list = communityList(cities);
    expect('every' in list && list.every.map((c) => c.slug)).toEqual([...cities].sort(byName).map((c) => c.slug));
    for (const r of regionGroups(cities)) {
      expect(r.more, r.region).toBe(0);
      // In the order given (the content's), as the region grid and /service-areas always showed them.
      expect(r.shown).toEqual(cities.filter((c) => c.region === r.region));
    }
    for (const g of countyGroups(cities)) {
      expect(g.more, g.county).toBe(0);
      expect(g.shown).toEqual(cities.filter((c) => c.county === g.county).sort(byName));
    }
    expect(regionDirectoryPages(cities)).toEqual([]);
    expect(siteMapCities(cities)).toEqual({ cities: [...cities].sort(byName), total: 40, regions: [] });
    expect(citySearchCapped(cities)).toBe(false);
    expect(citySearchFile(cities)).toBeNull();
  });
});

/**
 * The real cities, however many content/cities/index.ts lists (an editor adds one by
 * docs/editing-content.md, and one more city in the East Bay, at its cap of 15 today, gives the
 * region a directory page): every city is listed or counted, and lists stay within their caps.
 */
describe('city lists of content/cities', () => {
  const cities = realCities;
  const count = (key: 'region' | 'county', value: string) => cities.filter((c) => c[key] === value).length;

  it('every city is shown or counted in its region and county, and each is capped', () => {
    for (const r of regionGroups(cities)) {
      expect(r.shown.length, r.region).toBe(Math.min(count('region', r.region), CITIES_PER_REGION));
      expect(r.shown.length + r.more, r.region).toBe(count('region', r.region));
    }
    for (const g of countyGroups(cities)) {
      expect(g.shown.length, g.county).toBe(Math.min(count('county', g.county), CITIES_PER_COUNTY));
      expect(g.shown.length + g.more, g.county).toBe(count('county', g.county));
    }
    expect(siteMapCities(cities).total).toBe(cities.length);
  });

  it('a directory page exists for each region over its cap, and only for those', () => {
    const over = regionNames.filter((r) => count('region', r) > CITIES_PER_REGION);
    expect([...new Set(regionDirectoryPages(cities).map((d) => d.region))]).toEqual(over);
  });

  it('every city is reached from /service-areas, and within two clicks of /site-map', () => {
    const fromAreas = clicks(cities, paths.serviceAreas);
    expect(cities.filter((c) => !fromAreas.has(paths.city(c.slug)))).toEqual([]);
    const fromSiteMap = clicks(cities, paths.siteMap);
    expect(cities.filter((c) => (fromSiteMap.get(paths.city(c.slug)) ?? Infinity) > 2)).toEqual([]);
  });
});

describe('city lists at 1,000 cities: bounded, and every city still reachable', () => {
  const cities = synthetic(1000);

  it('the service pages name at most CITIES_PER_REGION cities per region, the busiest first, and say how many more', () => {
    const list = communityList(cities);
    if ('every' in list) throw new Error('expected the list by region');
    expect(list.regions.map((r) => r.region)).toEqual([...regionNames]);
    for (const r of list.regions) {
      const own = cities.filter((c) => c.region === r.region);
      expect(r.shown.length).toBe(Math.min(own.length, CITIES_PER_REGION));
      expect(r.more).toBe(own.length - r.shown.length);
      const top = own.filter((c) => TOP_CITY_SLUGS.includes(c.slug));
      expect(r.shown.slice(0, top.length)).toEqual([...top].sort(byPriority));
      expect(r.shown.slice(top.length)).toEqual(r.shown.slice(top.length).sort(byName));
      if (r.more) expect(r.allHref).toBe(paths.regionDirectory(r.region.toLowerCase().replace(/\s+/g, '-')));
    }
    const links = list.regions.reduce((n, r) => n + r.shown.length + (r.more ? 1 : 0), 0);
    expect(links).toBeLessThanOrEqual(regionNames.length * (CITIES_PER_REGION + 1));
  });

  it('about and contact name at most CITIES_PER_COUNTY cities per county, and link the rest to their region', () => {
    const groups = countyGroups(cities);
    expect(groups).toHaveLength(7);
    for (const g of groups) {
      expect(g.shown.length).toBeLessThanOrEqual(CITIES_PER_COUNTY);
      expect(g.shown.length + g.more).toBe(cities.filter((c) => c.county === g.county).length);
      const region = cities.find((c) => c.county === g.county)!.region;
      if (g.more) expect(g.allHref).toBe(regionGroups(cities).find((r) => r.region === region)!.allHref);
    }
  });

  it('directory pages list each city of a region over its cap once, A to Z, at most CITY_LINKS_PER_PAGE a page, evenly', () => {
    const directories = regionDirectoryPages(cities);
    for (const region of regionNames) {
      const own = cities.filter((c) => c.region === region);
      const pages = directories.filter((d) => d.region === region);
      if (own.length <= CITIES_PER_REGION) {
        expect(pages, region).toEqual([]);
        continue;
      }
      expect(pages.flatMap((d) => d.cities)).toEqual([...own].sort(byName));
      expect(pages.length).toBe(Math.ceil(own.length / CITY_LINKS_PER_PAGE));
      const sizes = pages.map((d) => d.cities.length);
      expect(Math.max(...sizes)).toBeLessThanOrEqual(CITY_LINKS_PER_PAGE);
      expect(Math.max(...sizes) - Math.min(...sizes)).toBeLessThanOrEqual(pages.length);
      pages.forEach((d, i) => {
        expect(d.page).toBe(i + 1);
        expect(d.path).toBe(paths.regionDirectory(d.key.split('/')[0], i + 1));
        expect([d.first, d.last]).toEqual([d.cities[0].name, d.cities.at(-1)!.name]);
      });
    }
    expect(new Set(directories.map((d) => d.path)).size).toBe(directories.length);
  });

  it('the site map lists the busiest cities and every directory page, not every city', () => {
    const map = siteMapCities(cities);
    expect(map.cities).toEqual(topCities(cities));
    expect(map.cities.map((c) => c.slug)).toEqual(TOP_CITY_SLUGS);
    expect(map.total).toBe(1000);
    expect(map.regions.map((r) => r.region)).toEqual([...regionNames]);
    expect(map.regions.flatMap((r) => r.pages)).toEqual(regionDirectoryPages(cities));
  });

  it('every city is reached from /service-areas, and within two clicks of /site-map', () => {
    const fromAreas = clicks(cities, paths.serviceAreas);
    expect(cities.filter((c) => !fromAreas.has(paths.city(c.slug)))).toEqual([]);
    const fromSiteMap = clicks(cities, paths.siteMap);
    expect(cities.filter((c) => (fromSiteMap.get(paths.city(c.slug)) ?? Infinity) > 2)).toEqual([]);
  });

  it('the coverage search prerenders capped groups and has the full list to fetch', () => {
    expect(citySearchCapped(cities)).toBe(true);
    const file = citySearchFile(cities)!;
    expect(file.cities).toHaveLength(1000);
    expect(file.cities.map(([name]) => name)).toEqual([...cities].sort(byName).map((c) => c.name));
    const shown = countyGroups(cities).reduce((n, g) => n + g.shown.length, 0);
    expect(shown).toBeLessThanOrEqual(7 * CITIES_PER_COUNTY);
  });
});

describe('the edges of the caps', () => {
  const region = (n: number, name = 'North Bay'): ListCity[] =>
    Array.from({ length: n }, (_, i) => ({
      slug: `t-${i}`,
      name: `T ${String(i).padStart(4, '0')}`,
      county: 'Marin',
      region: name,
    }));

  it('a region at its cap has no directory; one more city gives it one page listing them all', () => {
    expect(regionDirectoryPages(region(CITIES_PER_REGION))).toEqual([]);
    const pages = regionDirectoryPages(region(CITIES_PER_REGION + 1));
    expect(pages.map((d) => [d.path, d.cities.length])).toEqual([
      [paths.regionDirectory('north-bay'), CITIES_PER_REGION + 1],
    ]);
  });

  it('splits evenly: 130 cities make two pages of 65, 241 three of 81, 81 and 79', () => {
    expect(regionDirectoryPages(region(130)).map((d) => d.cities.length)).toEqual([65, 65]);
    expect(regionDirectoryPages(region(241)).map((d) => [d.key, d.cities.length])).toEqual([
      ['north-bay', 81],
      ['north-bay/2', 81],
      ['north-bay/3', 79],
    ]);
  });

  it('orders a capped group by content/top-cities.ts, then A to Z', () => {
    const list = [
      { slug: 'zeta', name: 'Zeta' },
      { slug: 'fremont', name: 'Fremont' },
      { slug: 'alpha', name: 'Alpha' },
      { slug: 'oakland', name: 'Oakland' },
    ];
    expect([...list].sort(byPriority).map((c) => c.slug)).toEqual(['oakland', 'fremont', 'alpha', 'zeta']);
  });
});
