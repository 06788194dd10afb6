import type { SiteRule } from '../../types';
import { duplicates } from '../util';

const rule: SiteRule = {
  id: 'titles/title-unique',
  family: 'titles',
  severity: 'error',
  scope: 'site',
  title: 'No two indexable pages share a title, so each page can rank for its own topic.',
  fix: 'Give each page a title naming what is specific to it.',
  docs: 'https://developers.google.com/search/docs/appearance/title-link#page-titles',
  check: ({ site }) => duplicates(site, (p) => p.data.titles[0] ?? null, 'title'),
};
export default rule;
