/**
 * Brands a page names as ours (docs/facts.md "Brands"): content/brands.ts `all` is the one list.
 *
 * - A number of brands ("All 28 brands we service") must be that list's length: /brands counts
 *   it (`brands.all.length`), so a number typed by hand goes stale when a brand is added.
 * - A maker the check knows that is not in the list must not be named: /ice-maker-repair once
 *   named Scotsman while /brands left it out. Lines of a listed brand (GE Profile, Café, Monogram)
 *   are the brand's own. Add a maker to `all` (and its `others` line) or drop it from the page.
 *
 * Errors name the file and the field.
 */
/** Appliance makers a page might name, beyond content/brands.ts `all` (which is always included). */
export const KNOWN_MAKERS = [
  'Scotsman',
  'Hoshizaki',
  'Manitowoc',
  'Ice-O-Matic',
  'Liebherr',
  'Smeg',
  'Asko',
  'Beko',
  'Blomberg',
  'Gaggenau',
  'Signature Kitchen Suite',
  'BlueStar',
  'Hestan',
  'La Cornue',
  'Danby',
  'Avanti',
  'InSinkErator',
  'Waste King',
  'Insignia',
  'Westinghouse',
  'Magic Chef',
  'Kalamazoo',
  'Lynx',
  'Zephyr',
  'Broan',
];

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const COUNT = /\b(\d+) (?:appliance )?brands\b/gi;

function stringsOf(data: unknown, path: string[] = []): { path: string; text: string }[] {
  if (typeof data === 'string') return [{ path: path.join('.') || '(root)', text: data }];
  if (Array.isArray(data)) return data.flatMap((v, i) => stringsOf(v, [...path, String(i)]));
  if (data && typeof data === 'object') return Object.entries(data).flatMap(([k, v]) => stringsOf(v, [...path, k]));
  return [];
}

export function brandClaimErrors(file: string, data: unknown, brandNames: readonly string[]): string[] {
  const unlisted = KNOWN_MAKERS.filter((m) => !brandNames.includes(m));
  const maker = unlisted.length ? new RegExp(`\\b(?:${unlisted.map(escape).join('|')})\\b`) : null;
  return stringsOf(data).flatMap(({ path, text }) => {
    const at = `${file}: ${path}`;
    const errors: string[] = [];
    for (const m of text.matchAll(COUNT))
      if (Number(m[1]) !== brandNames.length)
        errors.push(
          `${at}: says "${m[0]}", but content/brands.ts all lists ${brandNames.length}; count them (\`brands.all.length\`) instead of typing a number`,
        );
    const named = maker?.exec(text);
    if (named)
      errors.push(
        `${at}: names ${named[0]}, which is not in content/brands.ts all; add it there (with its \`others\` line) or drop it from the page`,
      );
    return errors;
  });
}
