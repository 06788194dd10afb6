/**
 * Checks of the copy itself, none of them about a fact of the business (those are
 * scripts/lib/fact-checks), that used to be found only in the built pages, minutes later
 * (tests/dist/facts.test.ts), or not at all: straight quotes and apostrophes, a city page whose
 * title, H1, description, blurb or FAQ questions name another served city, or whose prose names
 * one more than its own (a copied page with only the slug and name changed), a brand page naming
 * another brand in its title, H1 or description, and an image path with no file behind it.
 * Each error names the file, the field and the fix.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';

/** Fields holding data (paths, slugs, code) rather than copy: straight quotes are fine there. */
export const NOT_COPY = new Set(['slug', 'href', 'link', 'image', 'id', 'file', 'coordinates', 'mapEmbedUrl', 'svg']);

/** An apostrophe in a word, or a quoted phrase, written straight (with up to 20 characters either side). */
const STRAIGHT = /.{0,20}(?:[A-Za-z]'[A-Za-z]|"[A-Za-z][^"]{0,40}").{0,20}/g;

/** Every straight apostrophe or quotation mark in `text`, in context: the content check's rule, which tests/dist/facts.test.ts applies to the built pages. */
export const straightQuotesIn = (text: string) => [...text.matchAll(STRAIGHT)].map((m) => m[0]);

/** Every string of `data` with a straight apostrophe or quotation mark, by field. */
export function straightQuoteErrors(file: string, data: unknown, path: string[] = []): string[] {
  if (typeof data === 'string') {
    const [m] = straightQuotesIn(data);
    return m !== undefined
      ? [
          `${file}: ${path.join('.') || '(root)'}: straight quote or apostrophe in "${m.trim()}"; write ’ for an apostrophe and “ ” for quotes`,
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

const placeNamePatterns = new Map<string, RegExp>();

/** Words after a city's name that make it another place: its county, a mountain, a creek. */
const NOT_THE_CITY = ['County', 'Mountain', 'Creek', 'Hills'];
/**
 * Words after a city's name that make it a road named after it, in any town: "San Mateo Avenue",
 * "Berkeley Way", "Oakland Ave.", "Alameda de las Pulgas" (San Carlos).
 */
const STREET_WORDS = [
  'Avenue',
  'Ave',
  'Street',
  'St',
  'Boulevard',
  'Blvd',
  'Road',
  'Rd',
  'Way',
  'Drive',
  'Dr',
  'Lane',
  'Ln',
  'Court',
  'Ct',
  'Place',
  'Pl',
  'Parkway',
  'Pkwy',
  'Expressway',
  'Highway',
  'Hwy',
  'Freeway',
  'Terrace',
  'Circle',
  'Alley',
  'de las',
  'de la',
  'de los',
  'del',
];

/**
 * `name` as a word naming the city: not part of a longer name, not its county, a mountain or a creek,
 * and not a road ("San Mateo Avenue", "Alameda de las Pulgas", or "The Alameda" in San Jose, where a
 * capital The follows another word); compiled once a name.
 */
function nameAsPlace(name: string): RegExp {
  let pattern = placeNamePatterns.get(name);
  if (!pattern) {
    pattern = new RegExp(
      `(?<![\\w-])(?<!\\w[,;]? The )${escape(name)}(?![\\w-])(?! (?:${[...NOT_THE_CITY, ...STREET_WORDS].join('|')})\\b)`,
      'g',
    );
    placeNamePatterns.set(name, pattern);
  }
  return pattern;
}

/** How often `text` names `name` as a place; the plain substring test first keeps a 1,000-city check at a fraction of a second. */
const timesNamed = (text: string, name: string) =>
  text.includes(name) ? (text.match(nameAsPlace(name)) ?? []).length : 0;

/** `text` without the page's own name and its own places (Fremont's "Mission San Jose"), which hold other names. */
const withoutOwn = (text: string, own: readonly string[]) => own.reduce((t, name) => t.split(name).join(' '), text);

/** How often `text` names `name`, not counting it inside a longer name of `names` ("San Francisco" in "South San Francisco"). */
const timesNamedAmong = (text: string, name: string, names: readonly string[]) =>
  timesNamed(
    withoutOwn(
      text,
      names.filter((other) => other !== name && other.includes(name)),
    ),
    name,
  );

/**
 * Names of `others` (served cities, brands) in the fields that say what a page is about (its
 * title, H1, description; a city's blurb and FAQ questions), when the page is about `own`:
 * "Sausalito Appliance Repair" on /appliance-repair-tiburon. A name inside the page's own name
 * ("San Francisco" in "South San Francisco") is its own, and so are a county, a mountain or a
 * road ("San Bruno Mountain", "San Mateo Avenue", "Alameda de las Pulgas") and the page's `ownPlaces`.
 */
export function foreignNameErrors(
  file: string,
  own: string,
  fields: Record<string, string>,
  others: readonly string[],
  kind: 'city' | 'brand',
  ownPlaces: readonly string[] = [],
): string[] {
  const foreign = others.filter((name) => name !== own && !own.includes(name));
  return Object.entries(fields).flatMap(([field, value]) => {
    const text = withoutOwn(value, [own, ...ownPlaces]);
    const named = foreign.find((name) => timesNamedAmong(text, name, others) > 0);
    return named
      ? [
          `${file}: ${field}: names ${kind === 'city' ? 'another served city' : 'another brand'}, "${named}"; this page is for ${own}, rewrite it for ${own}`,
        ]
      : [];
  });
}

/**
 * A city page copied from another and renamed keeps naming the first city in its prose. Naming a
 * neighbour now and then is fine ("warmer than in San Francisco"); another served city named at
 * least 3 times in the page's copy, and more often than the page's own city (`{city}` counts as
 * its own), is reported at the first field that names it.
 */
export function copiedCityErrors(
  file: string,
  own: string,
  fields: Record<string, string>,
  others: readonly string[],
  ownPlaces: readonly string[] = [],
): string[] {
  const all = Object.values(fields).join('\n');
  const ownCount = timesNamedAmong(all, own, others) + all.split('{city}').length - 1;
  const text = withoutOwn(all, [own, ...ownPlaces]);
  const copied = others
    .filter((name) => name !== own && !own.includes(name))
    .map((name) => ({ name, count: timesNamedAmong(text, name, others) }))
    .find(({ count }) => count >= 3 && count > ownCount);
  if (!copied) return [];
  const field = Object.keys(fields).find((f) =>
    timesNamedAmong(withoutOwn(fields[f], [own, ...ownPlaces]), copied.name, others),
  );
  return [
    `${file}: ${field}: the page names ${copied.name} ${copied.count} times and ${own} ${ownCount === 1 ? 'once' : `${ownCount} times`}; a copy of the ${copied.name} page? rewrite it for ${own}`,
  ];
}

/** The fields (dotted paths) of `data` whose text contains `needle`. */
export function fieldsContaining(data: unknown, needle: string, path: string[] = []): string[] {
  if (typeof data === 'string') return data.includes(needle) ? [path.join('.')] : [];
  if (data && typeof data === 'object')
    return Object.entries(data).flatMap(([k, v]) => fieldsContaining(v, needle, [...path, k]));
  return [];
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
