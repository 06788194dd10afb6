import type { SiteRule } from '../../types';
import { duplicates, firstMeta } from '../util';

const rule: SiteRule = {
  id: 'descriptions/description-unique',
  family: 'descriptions',
  severity: 'error',
  scope: 'site',
  title: 'No two indexable pages share a meta description; a copied snippet makes pages look interchangeable.',
  fix: 'Write a description that summarises what this page offers that others do not.',
  docs: 'https://developers.google.com/search/docs/appearance/snippet#meta-descriptions',
  check: ({ site }) => duplicates(site, (p) => firstMeta(p, 'description')?.trim() || null, 'meta description'),
};
export default rule;
