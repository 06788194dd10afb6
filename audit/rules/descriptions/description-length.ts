import type { PageRule } from '../../types';
import { firstMeta, isIndexable, quote } from '../util';

const rule: PageRule = {
  id: 'descriptions/description-length',
  family: 'descriptions',
  severity: 'error',
  scope: 'page',
  title: 'Meta descriptions are 70–160 characters, enough to sell the page without being cut off.',
  fix: 'Rewrite the description within the limits of the audit configuration (options.descriptionLength).',
  docs: 'https://developers.google.com/search/docs/appearance/snippet#meta-descriptions',
  appliesTo: isIndexable,
  check({ page, config }) {
    const description = firstMeta(page, 'description')?.trim();
    if (!description) return [];
    const { min, max } = config.options.descriptionLength;
    const length = [...description].length;
    if (length < min)
      return [
        {
          message: `Description ${quote(description)} has ${length} characters; at least ${min} expected.`,
          over: Math.round((min / Math.max(1, length)) * 100) / 100,
        },
      ];
    if (length > max)
      return [
        {
          message: `Description ${quote(description)} has ${length} characters; at most ${max} expected.`,
          over: Math.round((length / max) * 100) / 100,
        },
      ];
    return [];
  },
};
export default rule;
