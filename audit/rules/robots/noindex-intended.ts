import type { PageRule } from '../../types';
import { hasNoindex } from '../util';

const rule: PageRule = {
  id: 'robots/noindex-intended',
  family: 'robots',
  severity: 'error',
  scope: 'page',
  title:
    'Only pages meant to stay out of search with no page to point at (not-found pages) say noindex; every other page may be indexed or names its main page as canonical.',
  fix: 'Remove noindex from pages meant to be found; keep it only on pages that must stay out of search and have no main page to name as canonical. Check X-Robots-Tag headers too.',
  needsManifest: "which pages are meant to say noindex comes from this site's URL manifest",
  docs: 'https://developers.google.com/search/docs/crawling-indexing/block-indexing',
  appliesTo: () => true,
  check({ page }) {
    const noindex = hasNoindex(page);
    const intended = page.expected.noindex;
    if (noindex && !intended)
      return [
        {
          message: page.expected.indexable
            ? 'The page is marked noindex but is meant to be found in search.'
            : 'The page is marked noindex but should only name its main page as canonical (an alias).',
        },
      ];
    if (!noindex && intended)
      return [{ message: 'The page is not meant to be indexed (a not-found page) but has no robots noindex.' }];
    return [];
  },
};
export default rule;
