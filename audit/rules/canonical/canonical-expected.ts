import type { PageRule } from '../../types';
import { sameUrl } from '../util';
import { needsCanonical } from './canonical-absolute';

const rule: PageRule = {
  id: 'canonical/canonical-expected',
  family: 'canonical',
  severity: 'error',
  scope: 'page',
  title:
    'Each page names the right canonical address: its own, in lowercase and without a trailing slash, or its main page for an old alias.',
  fix: "Name the page's own lowercase address without trailing slash as its canonical, or its main page for an alias.",
  needsManifest: "the expected canonical of each page comes from this site's URL manifest",
  docs: 'https://developers.google.com/search/docs/crawling-indexing/consolidate-duplicate-urls',
  appliesTo: needsCanonical,
  check({ page, site }) {
    const href = page.data.canonicals[0];
    if (!href || page.expected.canonicalPath === null) return [];
    const expected = `${site.origin}${page.expected.canonicalPath === '/' ? '' : page.expected.canonicalPath}`;
    return sameUrl(href, expected) ? [] : [{ message: `Canonical is ${href}; expected ${expected}.` }];
  },
};
export default rule;
