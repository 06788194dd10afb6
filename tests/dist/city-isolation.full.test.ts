/**
 * One more city must not move other pages' bytes. Builds a copy of the site with one synthetic
 * city more (scripts/bench/synthetic-build.ts; a full build, about 15 s on a quiet machine) and
 * compares it with the build under test (DIST_DIR or dist/, which `npm test` builds first), page
 * by page: the JavaScript each page loads (the boot loader's entry and preloads and any module
 * script, gzipped, as the audit weighs it) and its HTML (Brotli 5, as budgets/document-weight
 * weighs it). Pages that list the new city (their HTML links its page: /service-areas,
 * /site-map, /local-appliance-repair, the service pages' communities, the home page's region,
 * /about and /contact, the nearby cities of its neighbours) may change; every other page must
 * stay within JS_TOLERANCE_BYTES and HTML_TOLERANCE_BYTES (scripts/bench/city-isolation.ts says
 * why those numbers).
 *
 * Run after a build: `npx vitest run tests/dist/city-isolation.test.ts`.
 */
import { existsSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { DIST } from './dist-helpers';
import { buildCopy, syntheticCityPath, syntheticCopy } from '../../scripts/bench/synthetic-build';
import {
  compareBuilds,
  formatChanges,
  HTML_TOLERANCE_BYTES,
  JS_TOLERANCE_BYTES,
  offenders,
} from '../../scripts/bench/city-isolation';

const BUILD_TIMEOUT = 10 * 60_000;
const dist = resolve(DIST);
const built = existsSync(join(dist, 'index.html'));
if (!built) console.warn(`city-isolation: skipped, ${dist}/index.html is missing: run \`npm run build\` first`);
const copies: string[] = [];
afterAll(() => {
  for (const dir of copies) rmSync(dir, { recursive: true, force: true });
});

const title = `one more city moves no other page's JavaScript by more than ${JS_TOLERANCE_BYTES} bytes or its HTML by more than ${HTML_TOLERANCE_BYTES}`;

describe('city isolation', () => {
  (built ? it : it.skip)(
    built ? title : `${title} (skipped: no build, run \`npm run build\`)`,
    () => {
      const copy = syntheticCopy(1);
      copies.push(copy);
      const seconds = buildCopy(copy, 'the copy with one city more');
      const newCity = syntheticCityPath(1);
      const { changes, onlyBefore, onlyAfter } = compareBuilds(dist, join(copy, 'dist'), newCity);
      const listing = changes.filter((c) => c.listsNewCity).map((c) => c.path);
      const bad = offenders(changes);
      console.log(
        `city-isolation: built the copy with one city more in ${seconds.toFixed(1)} s; ${changes.length} pages in both builds; ${listing.length} list ${newCity} and may change: ${listing.join(', ')}; ${bad.length} other pages moved`,
      );

      expect(onlyBefore, 'pages the copy with one city more no longer has').toEqual([]);
      expect(onlyAfter, 'pages only the copy has').toEqual([newCity]);
      // The two indexes of every page link the new city (a city page nothing lists would be a bug of its own), and the exempting rule finds them.
      expect(listing).toEqual(expect.arrayContaining(['/service-areas', '/site-map']));
      const report = [
        `${bad.length} of ${changes.length - listing.length} pages that do not list ${newCity} moved (JS by more than ${JS_TOLERANCE_BYTES} bytes gzipped, or HTML by more than ${HTML_TOLERANCE_BYTES} bytes Brotli 5).`,
        `(${dist} must be a build of these sources: \`npm run build\`.)`,
        ...formatChanges(bad),
      ].join('\n');
      expect(bad.length, report).toBe(0);
    },
    BUILD_TIMEOUT,
  );
});
