/**
 * Checks of the copy itself that used to be found only in the built pages, minutes later
 * (tests/dist/facts.test.ts), or not at all: straight quotes and apostrophes, a city page whose
 * title, H1 or description names another served city (a copied page with only the slug and name
 * changed), a brand page naming another brand there, and an image path with no file behind it.
 * Each error names the file, the field and the fix.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';

/** Fields holding data (paths, slugs, code) rather than copy: straight quotes are fine there. */
const NOT_COPY = new Set(['slug', 'href', 'link', 'image', 'id', 'file', 'coordinates', 'mapEmbedUrl', 'svg']);

/** The rule tests/dist/facts.test.ts applies to the built pages: an apostrophe in a word, or a quoted phrase. */
const STRAIGHT = /.{0,20}(?:[A-Za-z]'[A-Za-z]|"[A-Za-z][^"]{0,40}").{0,20}/;

/** Every string of `data` with a straight apostrophe or quotation mark, by field. */
export function straightQuoteErrors(file: string, data: unknown, path: string[] = []): string[] {
  if (typeof data === 'string') {
    const m = STRAIGHT.exec(data);
    return m
      ? [
          `${file}: ${path.join('.') || '(root)'}: straight quote or apostrophe in "${m[0].trim()}"; write ’ for an apostrophe and “ ” for quotes`,
        ]
      : [];
  }
  if (Array.isArray(data)) return data.flatMap((v, i) => straightQuoteErrors(file, v, [...path, String(i)]));
  if (data && typeof data === 'object')
    return Object.entries(data).flatMap(([k, v]) =>
      NOT_COPY.has(k) ? [] : straightQuoteErrors(file, v, [...path, k]),
    );
  return [];
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

interface Meta {
  title: string;
  h1: string;
  description: string;
}

const placeNamePatterns = new Map<string, RegExp>();

/** `name` as a word, not as part of a county, a mountain or a street ("San Mateo Avenue"); compiled once a name. */
function nameAsPlace(name: string): RegExp {
  let pattern = placeNamePatterns.get(name);
  if (!pattern) {
    pattern = new RegExp(
      `(?<![\\w-])${escape(name)}(?![\\w-])(?! (?:County|Mountain|Creek|Hills|Avenue|Street|Boulevard|Road)\\b)`,
    );
    placeNamePatterns.set(name, pattern);
  }
  return pattern;
}

/**
 * Names of `others` (served cities, brands) in a page's title, H1 and description, when the page
 * is about `own`: "Sausalito Appliance Repair" on /appliance-repair-tiburon. A name inside the
 * page's own name ("San Francisco" in "South San Francisco") is its own, and so are a county, a
 * mountain or a street ("San Bruno Mountain", "San Mateo Avenue") and the page's `ownPlaces`.
 */
export function foreignNameErrors(
  file: string,
  own: string,
  meta: Meta,
  others: readonly string[],
  kind: 'city' | 'brand',
  ownPlaces: readonly string[] = [],
): string[] {
  const foreign = others.filter((name) => name !== own && !own.includes(name));
  const errors: string[] = [];
  for (const field of ['title', 'h1', 'description'] as const) {
    // The page's own name and its own places (Fremont's "Mission San Jose") are its own.
    const text = [own, ...ownPlaces].reduce((t, name) => t.split(name).join(' '), meta[field]);
    // Every page against every name: the plain substring test first keeps a 1,000-city check at a fraction of a second.
    const named = foreign.find((name) => text.includes(name) && nameAsPlace(name).test(text));
    if (named)
      errors.push(
        `${file}: meta.${field}: names ${kind === 'city' ? 'another served city' : 'another brand'}, "${named}"; this page is for ${own}, rewrite it for ${own}`,
      );
  }
  return errors;
}

/** A public image path (`/images/…`) with no file in public/; `extensions` when the path is written without one. */
export function missingImageError(
  root: string,
  file: string,
  field: string,
  path: string,
  extensions: string[] = [''],
): string[] {
  const missing = extensions.filter((ext) => !existsSync(join(root, 'public', `${path}${ext}`)));
  return missing.length
    ? [
        `${file}: ${field}: no file ${missing.map((ext) => `public${path}${ext}`).join(' or ')}; add it there or fix the path`,
      ]
    : [];
}
