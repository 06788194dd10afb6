import type { PageRule } from '../../types';

const rule: PageRule = {
  id: 'headings/one-h1',
  family: 'headings',
  severity: 'error',
  scope: 'page',
  title: 'Each page has exactly one main heading (H1) that says what the page is about.',
  fix: 'Keep one <h1> per page (the template’s page header) and use <h2>/<h3> for sections.',
  docs: 'https://developers.google.com/search/docs/appearance/title-link#page-titles',
  check({ page }) {
    const h1s = page.data.h1s;
    if (h1s.length === 0) return [{ message: 'The page has no <h1>.' }];
    if (h1s.length > 1)
      return [{ message: `The page has ${h1s.length} <h1> elements: ${h1s.map((h) => `"${h}"`).join(', ')}.` }];
    if (!h1s[0]) return [{ message: 'The <h1> is empty.' }];
    return [];
  },
};
export default rule;
