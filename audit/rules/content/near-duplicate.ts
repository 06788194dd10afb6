import type { Issue, Page, SiteRule } from '../../types';
import { isIndexable } from '../util';
import { mainWords, percent, shingles, similarPairs } from '@bay-appliance/common/text';

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
      const own = config.templates[template]?.duplicateSimilarity;
      const limit = own ?? config.options.duplicateSimilarity;
      const key = own === undefined ? 'options.duplicateSimilarity' : `templates.${template}.duplicateSimilarity`;
      const sets = pages.map((p) => shingles(mainWords(p), config.options.shingleSize));
      for (const { a, b, similarity } of similarPairs(sets, limit)) {
        const [first, second] = [pages[a].path, pages[b].path].sort();
        const message = `${first} and ${second}: main content ${percent(similarity)} alike (limit ${percent(limit)}, ${key}).`;
        issues.push({ page: first, message }, { page: second, message });
      }
    }
    return issues;
  },
};
export default rule;
