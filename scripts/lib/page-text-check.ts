/**
 * Six of the audit's findings, made on content/ in a second rather than on the built pages after
 * the build and a 12-minute audit: a page under its template's word minimum (content/word-count),
 * a title or a description that another page has too (titles/title-unique,
 * descriptions/description-unique) or nearly has, copied with a word or a city's name changed
 * (titles/title-near-duplicate, descriptions/description-near-duplicate), and copy that is a
 * near-copy of another page of the same template (content/near-duplicate). The limits are the
 * audit's own, read from audit.config.json over the defaults the audit publishes (audit-limits.ts), and words, shingles and
 * similar pairs are the audit's own functions (@bay-appliance/common/text, the one copy both use).
 *
 * Both text checks read only the text content/ gives a page (scripts/lib/content-pages.ts), less
 * than the audit reads. Two pages' copy alike beyond the limit is alike beyond it on the built
 * pages too (the template's shared words only add to what they share), so the duplicate check
 * refuses nothing the audit would pass. The word count misses what the components write
 * (headings, buttons, lists of other pages: 150–300 words on today's pages), so it is the stricter
 * one: a page it refuses might pass the audit on those words alone, which are not its own text.
 */
import {
  nearDuplicatePairs,
  percent,
  shingles,
  similarPairs,
  words,
  type NearDuplicateLimit,
} from '@bay-appliance/common/text';
import { contentPages, templateCopy, type PageText } from './content-pages';
import type { Load } from './content-shapes';
import { auditTextLimits } from './audit-limits';

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

/**
 * Titles, or descriptions, of two indexable pages more alike than the audit allows without being the same (the exact
 * copies are the line above's): one line per page of a pair, naming both files.
 */
function nearDuplicates(pages: PageText[], key: 'title' | 'description', limit: NearDuplicateLimit): string[] {
  const field = key === 'title' ? 'titleField' : 'descriptionField';
  const option = key === 'title' ? 'nearDuplicateTitles' : 'nearDuplicateDescriptions';
  return nearDuplicatePairs(
    pages.map((p) => p[key]),
    limit,
  ).flatMap(({ a, b, similarity }) =>
    [
      [pages[a], pages[b]],
      [pages[b], pages[a]],
    ].map(
      ([page, other]) =>
        `${page.file}: ${page[field]}: ${percent(similarity)} the same as ${other.file}${other.file === page.file ? ` ${other[field]}` : ''} (the audit refuses over ${percent(limit.similarity)}, audit.config.json options.${option}); write this page’s own ${key}`,
    ),
  );
}

/** All six checks over the content of `root`, one line per problem. */
export async function pageTextErrors(root: string, load: Load): Promise<string[]> {
  const config = auditTextLimits();
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
  errors.push(
    ...nearDuplicates(pages, 'title', config.options.nearDuplicateTitles),
    ...nearDuplicates(pages, 'description', config.options.nearDuplicateDescriptions),
  );
  for (const template of new Set(pages.map((p) => p.template))) {
    const group = pages.filter((p) => p.template === template && p.copy);
    const limit = config.templates[template]?.duplicateSimilarity ?? config.options.duplicateSimilarity;
    const sets = group.map((p) => shingles(words(p.copy), config.options.shingleSize));
    for (const { a, b, similarity } of similarPairs(sets, limit)) {
      const pct = `${percent(similarity)} the same as`;
      const rule = `the audit refuses over ${percent(limit)}, audit.config.json duplicateSimilarity`;
      for (const [page, other] of [
        [group[a], group[b]],
        [group[b], group[a]],
      ])
        errors.push(`${page.file}: ${page.copyField}: ${pct} ${other.file} (${rule}); write this page’s own text`);
    }
  }
  return errors;
}
