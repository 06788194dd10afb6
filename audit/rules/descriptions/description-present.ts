import type { PageRule } from '../../types';
import { meta } from '../util';

const rule: PageRule = {
  id: 'descriptions/description-present',
  family: 'descriptions',
  severity: 'error',
  scope: 'page',
  title: 'Every page has exactly one meta description, the snippet search engines may show under the title.',
  fix: 'Give the page exactly one <meta name="description"> that summarises it.',
  docs: 'https://developers.google.com/search/docs/appearance/snippet#meta-descriptions',
  check({ page }) {
    const values = meta(page, 'description');
    if (values.length === 0) return [{ message: 'The page has no meta description.' }];
    if (values.length > 1) return [{ message: `The page has ${values.length} meta descriptions.` }];
    if (!values[0].trim()) return [{ message: 'The meta description is empty.' }];
    return [];
  },
};
export default rule;
