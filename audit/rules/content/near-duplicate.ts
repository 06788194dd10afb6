import type { Issue, Page, SiteRule } from '../../types';
import { isIndexable } from '../util';
import { mainWords, shingles, similarPairs } from './text';

const rule: SiteRule = {
  id: 'content/near-duplicate',
  family: 'content',
  severity: 'error',
  scope: 'site',
  title:
    'Indexable pages of the same template are not near-copies of each other (main content, header and footer excluded).',
  fix: 'Make the page’s text specific (local details, different examples) or merge the pages and redirect one to the other.',
  docs: 'https://developers.google.com/search/docs/crawling-indexing/consolidate-duplicate-urls',
  check({ site, config }) {
    const groups = new Map<string, Page[]>();
    for (const page of site.pages.values()) {
      if (!isIndexable(page)) continue;
      const list = groups.get(page.expected.template);
      if (list) list.push(page);
      else groups.set(page.expected.template, [page]);
    }
    const issues: Issue[] = [];
    for (const [template, pages] of groups) {
      const limit = config.templates[template]?.duplicateSimilarity ?? config.options.duplicateSimilarity;
      const sets = pages.map((p) => shingles(mainWords(p), config.options.shingleSize));
      for (const { a, b, similarity } of similarPairs(sets, limit)) {
        const pct = Math.round(similarity * 100);
        const [first, second] = [pages[a].path, pages[b].path].sort();
        issues.push({
          page: first,
          message: `Main content is ${pct}% the same as ${second} (limit ${Math.round(limit * 100)}%).`,
        });
        issues.push({
          page: second,
          message: `Main content is ${pct}% the same as ${first} (limit ${Math.round(limit * 100)}%).`,
        });
      }
    }
    return issues;
  },
};
export default rule;
