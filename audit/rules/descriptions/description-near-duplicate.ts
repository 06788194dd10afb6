import type { SiteRule } from '../../types';
import { firstMeta, nearDuplicates } from '../util';

const rule: SiteRule = {
  id: 'descriptions/description-near-duplicate',
  family: 'descriptions',
  severity: 'error',
  scope: 'site',
  title:
    'No two indexable pages have nearly the same meta description (one copied with a word or a place name changed), so each snippet sells its own page.',
  fix: 'Rewrite one of the two descriptions from what its page alone says: its neighbourhoods, its appliances, its answer. A city or brand name swapped into a copied sentence is still a copy.',
  docs: 'https://developers.google.com/search/docs/appearance/snippet#meta-descriptions',
  check: ({ site, config }) =>
    nearDuplicates(
      site,
      (p) => firstMeta(p, 'description')?.trim() || null,
      'descriptions',
      config.options.nearDuplicateDescriptions,
      'options.nearDuplicateDescriptions',
    ),
};
export default rule;
