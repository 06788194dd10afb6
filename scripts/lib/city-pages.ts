/**
 * How many city pages there are: the files of content/cities/ but its registry (the content
 * check refuses a file the registry does not list). Counted here, in Node, so `{coverage}` and
 * the service-area figures never need a count kept by hand, and the browser never imports every
 * city to know it: Vite hands the number to the app as `__CITY_COUNT__` (vite.config.ts), Node
 * scripts set it on globalThis (./city-count-global.ts), core/facts/city-count.ts reads it.
 */
import { readdirSync } from 'node:fs';
import { join } from 'node:path';

export function countCityPages(root: string): number {
  return readdirSync(join(root, 'content/cities')).filter((f) => f.endsWith('.ts') && f !== 'index.ts').length;
}
