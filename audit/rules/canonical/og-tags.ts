import type { PageRule } from '../../types';
import { firstMeta } from '../util';

const rule: PageRule = {
  id: 'canonical/og-tags',
  family: 'canonical',
  severity: 'error',
  scope: 'page',
  title: 'og:title, og:description and og:image are set, so links shared on social media show a proper card.',
  fix: "Add og:title, og:description and og:image meta tags to the page's <head>.",
  docs: 'https://ogp.me/#metadata',
  check({ page }) {
    const missing = ['og:title', 'og:description', 'og:image'].filter((key) => !firstMeta(page, key)?.trim());
    return missing.length ? [{ message: `Missing ${missing.join(', ')}.` }] : [];
  },
};
export default rule;
