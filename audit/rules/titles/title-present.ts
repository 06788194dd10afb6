import type { PageRule } from '../../types';

/** Google shows the <title> as the headline of a search result. */
const rule: PageRule = {
  id: 'titles/title-present',
  family: 'titles',
  severity: 'error',
  scope: 'page',
  title: 'Every page has exactly one non-empty title, the headline people see in search results.',
  fix: 'Give the page exactly one non-empty <title> in its <head>.',
  docs: 'https://developers.google.com/search/docs/appearance/title-link',
  check({ page }) {
    const titles = page.data.titles;
    if (titles.length === 0) return [{ message: 'The page has no <title>.' }];
    if (titles.length > 1)
      return [{ message: `The page has ${titles.length} <title> elements; search engines pick one at random.` }];
    if (!titles[0]) return [{ message: 'The <title> is empty.' }];
    return [];
  },
};
export default rule;
