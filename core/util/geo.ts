/**
 * Distances between places from their coordinates, so "nearby" and "how far
 * we travel" are computed from data a reader can check, never picked by hand.
 */
export interface Coordinates {
  latitude: number;
  longitude: number;
}

const EARTH_RADIUS_MILES = 3958.8;
const rad = (deg: number) => (deg * Math.PI) / 180;

/** Great-circle (straight-line) distance in miles. */
export function milesBetween(a: Coordinates, b: Coordinates): number {
  const dLat = rad(b.latitude - a.latitude);
  const dLon = rad(b.longitude - a.longitude);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(rad(a.latitude)) * Math.cos(rad(b.latitude)) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_MILES * Math.asin(Math.sqrt(h));
}

/** The `count` places closest to `from` (itself excluded), nearest first; ties keep list order. */
export function nearest<T extends { slug: string; coordinates: Coordinates }>(
  from: T,
  places: readonly T[],
  count: number,
): T[] {
  return places
    .filter((p) => p.slug !== from.slug)
    .map((p, i) => ({ p, i, d: milesBetween(from.coordinates, p.coordinates) }))
    .sort((x, y) => x.d - y.d || x.i - y.i)
    .map((x) => x.p)
    .slice(0, count);
}
