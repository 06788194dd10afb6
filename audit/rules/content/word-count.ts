import type { PageRule } from '../../types';
import { isIndexable } from '../util';
import { mainWords } from '@bay-appliance/common/text';

const rule: PageRule = {
  id: 'content/word-count',
  family: 'content',
  severity: 'error',
  scope: 'page',
  title: 'Indexable pages carry enough of their own text (main content, minimum per template) to be worth ranking.',
  fix: "Add useful, specific text to the page, or lower the template's minWords in the audit configuration in review.",
  docs: 'https://developers.google.com/search/docs/fundamentals/creating-helpful-content',
  appliesTo: isIndexable,
  check({ page, config }) {
    const min = config.templates[page.expected.template]?.minWords ?? config.options.minWords;
    const count = mainWords(page).length;
    return count < min
      ? [{ message: `Main content has ${count} words; the ${page.expected.template} template needs at least ${min}.` }]
      : [];
  },
};
export default rule;
