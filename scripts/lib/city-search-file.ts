/**
 * The coverage search's full city list (src/lib/city-search-list.ts), written to
 * `paths.citySearch` only when the search's prerendered list is capped
 * (`citySearchFile`, core/urls/city-lists.ts); at 40 cities the build writes none.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { cities } from '../../content/cities';
import { citySearchFile } from '../../core/urls/city-lists';
import { paths } from '../../core/urls/paths';

/** Writes the list when the search needs it; true when written. */
export function writeCitySearchList(dist: string): boolean {
  const file = citySearchFile(cities);
  if (file) writeFileSync(join(dist, paths.citySearch.slice(1)), JSON.stringify(file));
  return file !== null;
}
