import type { SiteRule } from '../../types';
import { nearDuplicates } from '../util';

const rule: SiteRule = {
  id: 'titles/title-near-duplicate',
  family: 'titles',
  severity: 'error',
  scope: 'site',
  title: 'No two indexable pages have nearly the same title, so search results tell them apart.',
  fix: 'Reword one of the two titles around what its page alone offers (the appliance, the city, the question it answers), or merge the pages and redirect one to the other.',
  docs: 'https://developers.google.com/search/docs/appearance/title-link#page-titles',
  check: ({ site, config }) =>
    nearDuplicates(
      site,
      (p) => p.data.titles[0]?.trim() || null,
      'titles',
      config.options.nearDuplicateTitles,
      'options.nearDuplicateTitles',
    ),
};
export default rule;
