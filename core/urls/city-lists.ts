/**
 * Which cities each list of cities shows, so that a page's size is bounded by its template and
 * not by the number of city pages (docs/decisions.md).
 *
 * One rule for every list: a group (a region or a county) shows every one of its cities while it
 * has at most its cap, in the order the page always used; a bigger group shows its first `cap`
 * cities (the busiest, content/top-cities.ts, first, then A to Z) and says how many more there
 * are, linking to where they are all listed. A region over its cap has directory pages that list
 * every one of its cities A to Z, a page of at most CITY_LINKS_PER_PAGE at a time; so every city
 * is one link from a directory page, and every directory page is one link from /site-map.
 *
 * Pure: no React, no site index. Every function takes the city list (`CityIndexEntry[]` of the
 * site index, or the content's `City[]`) as an argument, so the pages, the URL manifest and the
 * build apply the same rules.
 */
import { TOP_CITY_SLUGS } from '../../content/top-cities';
import { regionNames, type RegionName } from '../../content/regions';
import { counties } from '../../content/counties';
import { byName } from '../util/by-name';
import { paths } from './paths';

/**
 * Cities a region lists before "and N more": the communities of the service pages (sentence and
 * region grid) and the city cards of /service-areas. 15 is the largest region today (the East
 * Bay), so each of today's 40 cities is still listed on every service page (the service template
 * lists "about 35 Bay Area cities") and as a card; with any number of cities a list names at most
 * 75 (five regions). A region with more has directory pages (`regionDirectoryPages`).
 */
export const CITIES_PER_REGION = 15;

/**
 * Cities a county lists before "N more": the service area of /about and /contact and the
 * coverage search of /local-appliance-repair before anything is typed. 15 keeps today's
 * largest county (San Mateo, 13) whole with room for two more, and any number of cities at
 * 105 names at most (seven counties).
 */
export const CITIES_PER_COUNTY = 15;

/**
 * City links on one page of a region directory, and the most /site-map lists city by city. A page
 * of 120 compact links (name and county) is about 240 elements and reads as one screenful of
 * columns on a desktop; above it the list splits into pages, each linked from /site-map, so every
 * city stays three clicks from the home page (the audit's links/click-depth).
 */
export const CITY_LINKS_PER_PAGE = 120;

/** What a list needs of a city: the site index's `CityIndexEntry` and the content's `City` both fit. */
export interface ListCity {
  slug: string;
  name: string;
  county: string;
  region: string;
}

/** A group's cities as a list shows them: `shown`, and how many `more` of its `total` are left out. */
export interface Capped<C> {
  shown: C[];
  total: number;
  more: number;
}

const rank = (slug: string) => TOP_CITY_SLUGS.indexOf(slug) + 1 || Infinity;

/** Who a capped group shows first: the busiest cities in content/top-cities.ts order, then A to Z. */
export function byPriority(a: { slug: string; name: string }, b: { slug: string; name: string }): number {
  return rank(a.slug) - rank(b.slug) || byName(a, b);
}

/** Every city of a group, in the order given, while it has at most `cap`; else its first `cap` by priority. */
export function capList<C extends { slug: string; name: string }>(cities: readonly C[], cap: number): Capped<C> {
  if (cities.length <= cap) return { shown: [...cities], total: cities.length, more: 0 };
  return { shown: [...cities].sort(byPriority).slice(0, cap), total: cities.length, more: cities.length - cap };
}

/** "East Bay" → "east-bay": the region's directory address and its section of /service-areas. */
export const regionSlug = (region: string) => region.toLowerCase().replace(/\s+/g, '-');

/** Id of a region's section on /service-areas (its hero links jump there). */
export const regionSectionId = (region: string) => `region-${regionSlug(region)}`;

const inRegion = <C extends ListCity>(cities: readonly C[], region: string) =>
  cities.filter((c) => c.region === region);

/** Where every city of a region is listed: its directory when it has one (over CITIES_PER_REGION), else its section of /service-areas. */
export function regionListHref(cities: readonly ListCity[], region: string): string {
  return inRegion(cities, region).length > CITIES_PER_REGION
    ? paths.regionDirectory(regionSlug(region))
    : `${paths.serviceAreas}#${regionSectionId(region)}`;
}

export interface RegionGroup<C> extends Capped<C> {
  region: RegionName;
  /** Where all of the region's cities are listed (its directory when `more` > 0). */
  allHref: string;
}

/**
 * The five regions in display order, each capped at CITIES_PER_REGION (cities in the order given
 * while a region is within it): the service pages' region grid and the cards of /service-areas.
 */
export function regionGroups<C extends ListCity>(cities: readonly C[]): RegionGroup<C>[] {
  return regionNames.map((region) => ({
    region,
    ...capList(inRegion(cities, region), CITIES_PER_REGION),
    allHref: regionListHref(cities, region),
  }));
}

/**
 * The communities sentence of the service pages: every city A to Z while no region is over its
 * cap (as the page always was); else the regions, each with its first cities (the busiest first,
 * then A to Z, in every region alike) and "N more".
 */
export function communityList<C extends ListCity>(
  cities: readonly C[],
): { every: C[] } | { regions: RegionGroup<C>[] } {
  const regions = regionGroups(cities);
  if (!regions.some((r) => r.more)) return { every: [...cities].sort(byName) };
  return { regions: regions.filter((r) => r.total).map((r) => ({ ...r, shown: r.shown.sort(byPriority) })) };
}

export interface CountyGroup<C> extends Capped<C> {
  county: string;
  /** Where every city of the county is listed: its region's list when all its cities share one region, else /service-areas. */
  allHref: string;
}

/** The counties in content/business.ts order with their cities A to Z, each capped at CITIES_PER_COUNTY; counties without a city are left out. */
export function countyGroups<C extends ListCity>(cities: readonly C[]): CountyGroup<C>[] {
  return counties.flatMap((county) => {
    const own = cities.filter((c) => c.county === county).sort(byName);
    if (!own.length) return [];
    const allHref = own.every((c) => c.region === own[0].region)
      ? regionListHref(cities, own[0].region)
      : paths.serviceAreas;
    return [{ county, ...capList(own, CITIES_PER_COUNTY), allHref }];
  });
}

/** One page of a region's directory: every city of the region A to Z, CITY_LINKS_PER_PAGE at most. */
export interface RegionDirectoryPage<C> {
  region: RegionName;
  /** Manifest key: the region's slug, then `/{page}` after the first page. */
  key: string;
  path: string;
  page: number;
  pageCount: number;
  /** Cities in the whole region. */
  total: number;
  cities: C[];
  /** Names of the page's first and last city ("Alameda", "Dublin"): the page's range, A to Z. */
  first: string;
  last: string;
}

/**
 * Directory pages of every region over CITIES_PER_REGION (none while every region is within it:
 * no page exists that would only repeat /service-areas). A region's cities are split A to Z into
 * as few pages as CITY_LINKS_PER_PAGE allows, evenly (130 cities: two pages of 65, not 120 and 10).
 */
export function regionDirectoryPages<C extends ListCity>(cities: readonly C[]): RegionDirectoryPage<C>[] {
  return regionGroups(cities).flatMap(({ region, total, more }) => {
    if (!more) return [];
    const all = inRegion(cities, region).sort(byName);
    const pageCount = Math.ceil(total / CITY_LINKS_PER_PAGE);
    const size = Math.ceil(total / pageCount);
    const slug = regionSlug(region);
    return Array.from({ length: pageCount }, (_, i) => {
      const own = all.slice(i * size, (i + 1) * size);
      const page = i + 1;
      return {
        region,
        key: i ? `${slug}/${page}` : slug,
        path: paths.regionDirectory(slug, page),
        page,
        pageCount,
        total,
        cities: own,
        first: own[0].name,
        last: own[own.length - 1].name,
      };
    });
  });
}

/** The busiest cities (content/top-cities.ts), in that order: /services lists them, and /site-map once it cannot list every city. */
export function topCities<C extends ListCity>(cities: readonly C[]): C[] {
  return TOP_CITY_SLUGS.flatMap((slug) => cities.filter((c) => c.slug === slug));
}

/** A region on /site-map once any region has a directory: its count, its directory pages (none: `allHref` lists them all). */
export interface SiteMapRegion<C> extends RegionGroup<C> {
  pages: RegionDirectoryPage<C>[];
}

/**
 * The city section of /site-map: every city A to Z while there are at most CITY_LINKS_PER_PAGE
 * (else the busiest cities only), and, once any region has a directory, every region with its
 * count and a link to each of its directory pages (or to its section of /service-areas).
 */
export function siteMapCities<C extends ListCity>(
  cities: readonly C[],
): { cities: C[]; total: number; regions: SiteMapRegion<C>[] } {
  const directories = regionDirectoryPages(cities);
  const regions = directories.length
    ? regionGroups(cities)
        .filter((r) => r.total)
        .map((r) => ({ ...r, pages: directories.filter((d) => d.region === r.region) }))
    : [];
  return {
    cities: cities.length > CITY_LINKS_PER_PAGE ? topCities(cities) : [...cities].sort(byName),
    total: cities.length,
    regions,
  };
}

/**
 * True when the coverage search's list, before anything is typed, leaves cities out (a county
 * over CITIES_PER_COUNTY): then the page prerenders the capped groups and the search fetches the
 * full list (`citySearchFile`, at `paths.citySearch`) on the first name typed. Otherwise it
 * filters the cities it has, with no request, as it always did.
 */
export function citySearchCapped(cities: readonly ListCity[]): boolean {
  return countyGroups(cities).some((g) => g.more > 0);
}

/** The file at `paths.citySearch`: every city as [name, slug, county, region]. */
export interface CitySearchFile {
  cities: [name: string, slug: string, county: string, region: string][];
}

/** The full list the coverage search fetches, or null when the search needs none (`citySearchCapped`). */
export function citySearchFile(cities: readonly ListCity[]): CitySearchFile | null {
  if (!citySearchCapped(cities)) return null;
  return { cities: [...cities].sort(byName).map((c) => [c.name, c.slug, c.county, c.region]) };
}
