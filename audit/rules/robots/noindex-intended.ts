import type { PageRule } from '../../types';
import { hasNoindex } from '../util';

const rule: PageRule = {
  id: 'robots/noindex-intended',
  family: 'robots',
  severity: 'error',
  scope: 'page',
  title: 'Only pages meant to stay out of search (not-found pages, aliases) say noindex; every other page may be indexed.',
  fix: 'Set indexable in the page’s manifest entry (src/lib/urls.ts); the head builder writes robots noindex from it. Check X-Robots-Tag in _headers too.',
  docs: 'https://developers.google.com/search/docs/crawling-indexing/block-indexing',
  appliesTo: () => true,
  check({ page }) {
    const noindex = hasNoindex(page);
    const intended = !page.expected.indexable;
    if (noindex && !intended) return [{ message: 'The page is marked noindex but is meant to be found in search.' }];
    if (!noindex && intended) return [{ message: `The page is not meant to be indexed (${page.status === 404 || page.expected.status === 404 ? 'a not-found page' : 'its canonical is another page'}) but has no robots noindex.` }];
    return [];
  },
};
export default rule;
