/**
 * Does one more city move other pages' bytes? Compares two builds page by page (every HTML file
 * both have): the JavaScript each page loads (gzipped, weighed as the audit weighs it:
 * scripts/bench/sizes.ts) and its HTML (Brotli 5, as budgets/document-weight weighs it).
 * tests/dist/city-isolation.full.test.ts builds the site with one synthetic city more and holds every
 * page to these tolerances, except the pages that list the new city.
 */
import { readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { htmlFiles } from '../lib/normalize-html';
import { fileSizes } from './sizes';

/**
 * Bytes a page may move without the city being the cause. Chunk names keep their length (Vite
 * writes an 8-character content hash), so a changed hash is the same number of raw bytes; what
 * moves is how well the new hash characters compress, a few bytes per file name (-15 to +8 bytes
 * of Brotli'd HTML on pages that do not list the city, 25 November). One city on today's main
 * adds 185–235 bytes of gzipped JavaScript to every page: well past 64.
 */
export const JS_TOLERANCE_BYTES = 64;
export const HTML_TOLERANCE_BYTES = 32;

export interface PageBytes {
  file: string;
  path: string;
  jsBytes: number;
  htmlBytes: number;
}
export interface PageChange {
  path: string;
  before: PageBytes;
  after: PageBytes;
  jsDelta: number;
  htmlDelta: number;
  listsNewCity: boolean;
}

/** Every HTML page of a build, by its file relative to the build. */
export function buildPages(dist: string): Map<string, PageBytes> {
  const pages = new Map<string, PageBytes>();
  for (const full of htmlFiles(dist)) {
    const file = relative(dist, full);
    const sizes = fileSizes(dist, file);
    pages.set(file, {
      file,
      path: sizes.path,
      jsBytes: Math.round(sizes.jsKb * 1024),
      htmlBytes: Math.round(sizes.htmlBrotliKb * 1024),
    });
  }
  return pages;
}

/** A page lists the new city when its HTML links the new city's page: the city lists, and the nearby cities of its neighbours. */
export function linksTo(html: string, path: string): boolean {
  return html.includes(`href="${path}"`);
}

/** Pages both builds have, with how their bytes moved; `newCityPath` is the added city's page. */
export function compareBuilds(
  before: string,
  after: string,
  newCityPath: string,
): { changes: PageChange[]; onlyBefore: string[]; onlyAfter: string[] } {
  const a = buildPages(before);
  const b = buildPages(after);
  const changes: PageChange[] = [];
  for (const [file, was] of a) {
    const now = b.get(file);
    if (!now) continue;
    const listsNewCity = linksTo(readFileSync(join(after, file), 'utf8'), newCityPath);
    changes.push({
      path: was.path,
      before: was,
      after: now,
      jsDelta: now.jsBytes - was.jsBytes,
      htmlDelta: now.htmlBytes - was.htmlBytes,
      listsNewCity,
    });
  }
  return {
    changes,
    onlyBefore: [...a.values()].filter((p) => !b.has(p.file)).map((p) => p.path),
    onlyAfter: [...b.values()].filter((p) => !a.has(p.file)).map((p) => p.path),
  };
}

/** The pages that moved more than the tolerances although they do not list the new city. */
export function offenders(changes: PageChange[], js = JS_TOLERANCE_BYTES, html = HTML_TOLERANCE_BYTES): PageChange[] {
  return changes.filter((c) => !c.listsNewCity && (Math.abs(c.jsDelta) > js || Math.abs(c.htmlDelta) > html));
}

const signed = (n: number) => (n >= 0 ? `+${n}` : `−${-n}`);

/** One line per page: its JS and HTML before and after, in bytes. */
export function formatChanges(changes: PageChange[]): string[] {
  const width = Math.max(4, ...changes.map((c) => c.path.length));
  return [
    `${'page'.padEnd(width)}  JS before → after (gzip)        HTML before → after (Brotli 5)`,
    ...changes.map(
      (c) =>
        `${c.path.padEnd(width)}  ${`${c.before.jsBytes} → ${c.after.jsBytes} (${signed(c.jsDelta)})`.padEnd(30)}  ${c.before.htmlBytes} → ${c.after.htmlBytes} (${signed(c.htmlDelta)})`,
    ),
  ];
}
