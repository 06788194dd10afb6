/**
 * The coverage search's full list of cities once its prerendered list is capped
 * (`citySearchCapped`, core/urls/city-lists.ts): written by the postbuild at `paths.citySearch`
 * and fetched from this site on the first name typed, like the ZIP table (core/pages/zip-lookup.ts),
 * so the page starts without it. Below the cap the search never asks for it.
 */
import { paths } from '../../core/urls/paths';
import type { CitySearchFile, ListCity } from '../../core/urls/city-lists';

function isFile(data: unknown): data is CitySearchFile {
  const d = data as CitySearchFile | null;
  return Boolean(
    d &&
    Array.isArray(d.cities) &&
    d.cities.every((c) => Array.isArray(c) && c.length === 4 && c.every((v) => typeof v === 'string')),
  );
}

let pending: Promise<ListCity[]> | null = null;

/** Fetches the list once per visit; a failed fetch may be retried by the next keystroke. */
export function loadCitySearchList(): Promise<ListCity[]> {
  pending ??= fetch(paths.citySearch)
    .then((r) => (r.ok ? r.json() : Promise.reject(new Error(`HTTP ${r.status}`))))
    .then((data: unknown) =>
      isFile(data)
        ? data.cities.map(([name, slug, county, region]) => ({ name, slug, county, region }))
        : Promise.reject(new Error('malformed city list')),
    )
    .catch((error: unknown) => {
      pending = null;
      throw error;
    });
  return pending;
}
