/**
 * Four of the audit's findings, made on content/ in a second rather than on the built pages after
 * the build and a 12-minute audit: a page under its template's word minimum (content/word-count),
 * a title or a description that another page has too (titles/title-unique,
 * descriptions/description-unique), and copy that is a near-copy of another page of the same
 * template (content/near-duplicate). The limits are the audit's own, read from audit.config.json
 * by the audit's config loader, and words and shingles are made as the audit makes them.
 *
 * Both text checks read only the text content/ gives a page (scripts/lib/content-pages.ts), less
 * than the audit reads. Two pages' copy alike beyond the limit is alike beyond it on the built
 * pages too (the template's shared words only add to what they share), so the duplicate check
 * refuses nothing the audit would pass. The word count misses what the components write
 * (headings, buttons, lists of other pages: 150–300 words on today's pages), so it is the stricter
 * one: a page it refuses might pass the audit on those words alone, which are not its own text.
 */
import { loadConfig } from '#seo-audit/config';
import { contentPages, templateCopy, type PageText } from './content-pages';
import type { Load } from './content-shapes';

/**
 * Words as the audit's content rules split them (`words` of audit/rules/content/text.ts, which the
 * audit package does not export): tests/content/page-text.test.ts holds the two equal.
 */
export const words = (text: string): string[] => text.toLowerCase().match(/[\p{L}\p{N}]+(?:['’][\p{L}]+)*/gu) ?? [];

/** The set of `size`-word shingles of a word list, as the audit forms them (a shorter text is one shingle). */
export function shingles(list: string[], size: number): Set<string> {
  const count = list.length >= size ? list.length - size + 1 : list.length ? 1 : 0;
  return new Set(Array.from({ length: count }, (_, i) => list.slice(i, i + size).join(' ')));
}

/**
 * Pairs of sets whose Jaccard similarity is over `limit`, found as the audit finds them (its
 * `similarPairs`, audit/rules/content/text.ts): with the shingles of each set ordered rarest
 * first, two sets alike beyond `limit` share one of the first |x| − ⌈limit·|x|⌉ + 1, so only pairs
 * sharing a rare shingle are compared, and a thousand city pages' common phrases cost nothing.
 */
export function similarPairs(sets: Set<string>[], limit: number): { a: number; b: number; similarity: number }[] {
  const df = new Map<string, number>();
  for (const set of sets) for (const s of set) df.set(s, (df.get(s) ?? 0) + 1);
  const index = new Map<string, number[]>();
  const out: { a: number; b: number; similarity: number }[] = [];
  for (const i of sets.map((_, k) => k).sort((x, y) => sets[x].size - sets[y].size)) {
    const set = sets[i];
    const ranked = [...set].sort((x, y) => df.get(x)! - df.get(y)! || (x < y ? -1 : 1));
    const prefix = ranked.slice(0, set.size - Math.ceil(limit * set.size - 1e-9) + 1);
    const candidates = new Set(prefix.flatMap((s) => index.get(s) ?? []));
    for (const j of candidates) {
      // Sets come smallest first, so sets[j] is never the larger: skip those too small to reach the limit.
      if (sets[j].size < limit * set.size) continue;
      let common = 0;
      for (const s of sets[j]) if (set.has(s)) common++;
      const similarity = common / (set.size + sets[j].size - common);
      if (similarity > limit) out.push({ a: j, b: i, similarity });
    }
    for (const s of prefix) {
      const list = index.get(s);
      if (list) list.push(i);
      else index.set(s, [i]);
    }
  }
  return out;
}

/** The same title, or description, on two indexable pages: one line per page, naming the other. */
function exactDuplicates(pages: PageText[], key: 'title' | 'description'): string[] {
  const field = key === 'title' ? 'titleField' : 'descriptionField';
  return pages.flatMap((page) => {
    const other = pages.find((o) => o !== page && o[key].trim() === page[key].trim());
    return other
      ? [
          `${page.file}: ${page[field]}: the same ${key} as ${other.file}${other.file === page.file ? ` ${other[field]}` : ''}; give each page a ${key} of its own`,
        ]
      : [];
  });
}

/** All four checks over the content of `root`, one line per problem. */
export async function pageTextErrors(root: string, load: Load): Promise<string[]> {
  const { config } = await loadConfig();
  const pages = await contentPages(root, load);
  const shared = await templateCopy(load);
  const errors: string[] = [];
  for (const page of pages.filter((p) => p.copy)) {
    const own = config.templates[page.template]?.minWords;
    const min = own ?? config.options.minWords;
    const count = words(`${page.copy}\n${shared[page.template] ?? ''}`).length;
    if (count < min)
      errors.push(
        `${page.file}: ${page.copyField}: ${count} words, a ${page.template} page needs at least ${min} (audit.config.json ${own === undefined ? 'options' : `templates.${page.template}`}.minWords); add ${min - count} or more words of useful text about this page`,
      );
  }
  errors.push(...exactDuplicates(pages, 'title'), ...exactDuplicates(pages, 'description'));
  for (const template of new Set(pages.map((p) => p.template))) {
    const group = pages.filter((p) => p.template === template && p.copy);
    const limit = config.templates[template]?.duplicateSimilarity ?? config.options.duplicateSimilarity;
    const sets = group.map((p) => shingles(words(p.copy), config.options.shingleSize));
    for (const { a, b, similarity } of similarPairs(sets, limit)) {
      const pct = `${Math.round(similarity * 100)}% the same as`;
      const rule = `the audit refuses over ${Math.round(limit * 100)}%, audit.config.json duplicateSimilarity`;
      for (const [page, other] of [
        [group[a], group[b]],
        [group[b], group[a]],
      ])
        errors.push(`${page.file}: ${page.copyField}: ${pct} ${other.file} (${rule}); write this page’s own text`);
    }
  }
  return errors;
}
