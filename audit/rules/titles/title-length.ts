import type { PageRule } from '../../types';
import { isIndexable, quote } from '../util';

const rule: PageRule = {
  id: 'titles/title-length',
  family: 'titles',
  severity: 'error',
  scope: 'page',
  title: 'Titles are 30–60 characters: long enough to say what the page is, short enough not to be cut off in results.',
  fix: 'Rewrite the title within the limits of the audit configuration (options.titleLength).',
  docs: 'https://developers.google.com/search/docs/appearance/title-link',
  appliesTo: isIndexable,
  check({ page, config }) {
    const title = page.data.titles[0];
    if (!title) return [];
    const { min, max } = config.options.titleLength;
    const length = [...title].length;
    if (length < min)
      return [
        {
          message: `Title ${quote(title)} has ${length} characters; at least ${min} expected.`,
          over: Math.round((min / Math.max(1, length)) * 100) / 100,
        },
      ];
    if (length > max)
      return [
        {
          message: `Title ${quote(title)} has ${length} characters; at most ${max} expected.`,
          over: Math.round((length / max) * 100) / 100,
        },
      ];
    return [];
  },
};
export default rule;
