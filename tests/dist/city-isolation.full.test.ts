/**
 * One more city must not move other pages' bytes. Builds two copies of the site's sources
 * (scripts/bench/synthetic-build.ts; two full builds, about 15 s each on a quiet machine): one as
 * it is and one with one synthetic city more, and compares them page by page: the JavaScript each
 * page loads (the boot loader's entry and preloads and any module script, gzipped, as the audit
 * weighs it) and its HTML (Brotli 5, as budgets/document-weight weighs it). Pages that list the new
 * city (their HTML links its page: /service-areas, /site-map, /local-appliance-repair, the service
 * pages' communities, the home page's region, /about and /contact, the nearby cities of its
 * neighbours) may change; every other page must stay within JS_TOLERANCE_BYTES and
 * HTML_TOLERANCE_BYTES (scripts/bench/city-isolation.ts says why those numbers).
 *
 * It builds both sides itself, copied from the working tree at the same moment, so it needs no
 * earlier `npm run build` and cannot compare against a build of other sources.
 */
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { buildCopy, syntheticCityPath, syntheticCopy } from '../../scripts/bench/synthetic-build';
import {
  compareBuilds,
  formatChanges,
  HTML_TOLERANCE_BYTES,
  JS_TOLERANCE_BYTES,
  offenders,
} from '../../scripts/bench/city-isolation';

/** Two full builds, one after the other. */
const TIMEOUT = 2 * 10 * 60_000;
const copies: string[] = [];
// Each copy has its own node_modules (hard links, scripts/lib/checkout-copy.ts): removing them takes seconds.
afterAll(() => {
  for (const dir of copies) rmSync(dir, { recursive: true, force: true });
}, 2 * 60_000);

describe('city isolation', () => {
  it(
    `one more city moves no other page's JavaScript by more than ${JS_TOLERANCE_BYTES} bytes or its HTML by more than ${HTML_TOLERANCE_BYTES}`,
    () => {
      // Both copies first, so an edit of the working tree during the first build reaches neither.
      const base = syntheticCopy(0);
      copies.push(base);
      const grown = syntheticCopy(1);
      copies.push(grown);
      const baseSeconds = buildCopy(base, 'the copy as it is');
      const grownSeconds = buildCopy(grown, 'the copy with one city more');
      const newCity = syntheticCityPath(1);
      const { changes, onlyBefore, onlyAfter } = compareBuilds(join(base, 'dist'), join(grown, 'dist'), newCity);
      const listing = changes.filter((c) => c.listsNewCity).map((c) => c.path);
      const bad = offenders(changes);
      console.log(
        `city-isolation: built the copy as it is in ${baseSeconds.toFixed(1)} s and with one city more in ${grownSeconds.toFixed(1)} s; ${changes.length} pages in both builds; ${listing.length} list ${newCity} and may change: ${listing.join(', ')}; ${bad.length} other pages moved`,
      );

      expect(onlyBefore, 'pages the copy with one city more no longer has').toEqual([]);
      expect(onlyAfter, 'pages only the copy with one city more has').toEqual([newCity]);
      // The two indexes of every page link the new city (a city page nothing lists would be a bug of its own), and the exempting rule finds them.
      expect(listing).toEqual(expect.arrayContaining(['/service-areas', '/site-map']));
      const report = [
        `${bad.length} of ${changes.length - listing.length} pages that do not list ${newCity} moved (JS by more than ${JS_TOLERANCE_BYTES} bytes gzipped, or HTML by more than ${HTML_TOLERANCE_BYTES} bytes Brotli 5).`,
        ...formatChanges(bad),
      ].join('\n');
      expect(bad.length, report).toBe(0);
    },
    TIMEOUT,
  );
});
