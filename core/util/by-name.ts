/**
 * Alphabetical order by `name`, without Intl. `String#localeCompare` builds an
 * ICU collator on every call, and sorting the 40 cities with it was most of a
 * 44 ms start-up task on a service page at 4× CPU slowdown (Chromium trace).
 * The names sorted here are plain ASCII words with capitals, where code-unit
 * order is alphabetical order (tests/unit/by-name.test.ts compares both on
 * every city). ESLint keeps `localeCompare` out of src/.
 */
export function byName(a: { name: string }, b: { name: string }): number {
  return a.name < b.name ? -1 : a.name > b.name ? 1 : 0;
}
