/**
 * Which library items show (docs/product.md): the category matches (or is "all") AND
 * the search text occurs, case-insensitively, in the title, the question or a keyword (keywords
 * are not shown; they only help the search find an item).
 * Pure, so the rule is the same on the server and in the browser.
 */
import type { LibraryCategoryId } from '../../../../content/library/categories';

export interface Searchable {
  category: string;
  title: string;
  question: string;
  keywords?: readonly string[];
}

/**
 * Lower case, with typographic apostrophes and quotes read as plain ones: the copy writes
 * “Why Isn’t…”, while most keyboards type "isn't" (and phones with smart punctuation ’).
 */
const fold = (text: string) => text.toLocaleLowerCase('en-US').replace(/[’‘]/g, "'").replace(/[“”]/g, '"');

export function filterLibrary<T extends Searchable>(
  items: readonly T[],
  category: LibraryCategoryId,
  query: string,
): T[] {
  const needle = fold(query.trim());
  return items.filter(
    (item) =>
      (category === 'all' || item.category === category) &&
      (needle === '' ||
        fold(item.title).includes(needle) ||
        fold(item.question).includes(needle) ||
        (item.keywords ?? []).some((k) => fold(k).includes(needle))),
  );
}

/** The exact empty-state text of docs/product.md "Blog and FAQ page". */
export const NO_MATCH_TEXT = 'No content found matching your search. Try different keywords or browse all categories.';
