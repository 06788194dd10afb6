import type { PageRule } from '../../types';
import { hasNoindex, sameUrl } from '../util';

/**
 * noindex says "drop this URL", a canonical to another URL says "count this
 * URL as that one": together they are contradictory, and Google may carry the
 * noindex over to the canonical target. A meta-refresh redirect page (the
 * HTML fallback of a 301) is exempt: it is a redirect, not a page.
 */
const rule: PageRule = {
  id: 'robots/noindex-canonical',
  family: 'robots',
  severity: 'error',
  scope: 'page',
  appliesTo: () => true,
  title:
    'No page combines noindex with a canonical pointing at another address: the two signals contradict each other.',
  fix: 'Keep one signal: an alias or duplicate names its main page as canonical (and stays out of the sitemap) without noindex; a page that must vanish from search says noindex and names no other page.',
  docs: 'https://developers.google.com/search/blog/2013/04/5-common-mistakes-with-relcanonical',
  check({ page, site }) {
    if (page.data.metaRefresh !== null || !hasNoindex(page)) return [];
    const own = `${site.origin}${page.path}`;
    const other = page.data.canonicals.find((c) => !sameUrl(c, own));
    return other ? [{ message: `The page says noindex and names ${other} as its canonical.` }] : [];
  },
};
export default rule;
