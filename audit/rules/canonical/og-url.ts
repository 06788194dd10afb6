import type { PageRule } from '../../types';
import { meta, sameUrl } from '../util';
import { needsCanonical } from './canonical-absolute';

const rule: PageRule = {
  id: 'canonical/og-url',
  family: 'canonical',
  severity: 'error',
  scope: 'page',
  title: 'The social sharing address (og:url) equals the canonical, so shares count for the right page.',
  fix: 'Write og:url with the same value as <link rel="canonical">.',
  docs: 'https://ogp.me/#metadata',
  appliesTo: needsCanonical,
  check({ page }) {
    const canonical = page.data.canonicals[0];
    const values = meta(page, 'og:url');
    if (values.length === 0) return [{ message: 'The page has no og:url.' }];
    if (values.length > 1) return [{ message: `The page has ${values.length} og:url tags.` }];
    if (canonical && !sameUrl(values[0], canonical))
      return [{ message: `og:url is ${values[0]} but the canonical is ${canonical}.` }];
    return [];
  },
};
export default rule;
