import type { PageRule } from '../../types';
import { hasNoindex, sameUrl, unanswered } from '../util';
import { needsCanonical } from './canonical-absolute';

const rule: PageRule = {
  id: 'canonical/canonical-target',
  family: 'canonical',
  severity: 'error',
  scope: 'page',
  title: 'The canonical address answers 200 and is itself indexable, so search engines can follow it.',
  fix: 'Point the canonical at a live, indexable page (not a redirect, a 404 or a noindex page, nor a page whose own canonical is elsewhere).',
  docs: 'https://developers.google.com/search/docs/crawling-indexing/consolidate-duplicate-urls',
  appliesTo: needsCanonical,
  async check({ page, site }) {
    const href = page.data.canonicals[0];
    const path = href ? site.localPath(href) : null;
    if (!href || path === null) return [];
    const target = await site.fetch(path);
    if (unanswered(target)) return [];
    if (target.status !== 200)
      return [
        {
          message: `Canonical ${href} answers ${target.status}${target.location ? ` (redirects to ${target.location})` : ''}.`,
        },
      ];
    const targetPage = site.pages.get(path);
    if (!targetPage) return [{ message: `Canonical ${href} is not an HTML page.` }];
    if (hasNoindex(targetPage)) return [{ message: `Canonical ${href} is marked noindex.` }];
    const own = targetPage.data.canonicals[0];
    if (own && !sameUrl(own, href))
      return [{ message: `Canonical ${href} itself names ${own} as canonical (a chain).` }];
    return [];
  },
};
export default rule;
