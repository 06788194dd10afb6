import type { Issue, SiteRule } from '../../types';
import { PERMANENT, answered, isRedirect, shown } from './served';

const rule: SiteRule = {
  id: 'live/permanent-redirects',
  family: 'live',
  severity: 'error',
  scope: 'site',
  live: true,
  title:
    'An address that has moved answers a permanent redirect (301 or 308), not a temporary one (302, 303 or 307), so search engines move its ranking to the new address.',
  fix: 'Make the redirect permanent: a 301 in the host’s redirect rules (for example “/old /new 301” in _redirects).',
  docs: 'https://developers.google.com/search/docs/crawling-indexing/301-redirects',
  check({ site }) {
    const issues: Issue[] = [];
    for (const r of site.resources.values()) {
      if (!answered(r) || !isRedirect(r.status) || PERMANENT.has(r.status)) continue;
      issues.push({
        page: r.path,
        message: `Answers a temporary ${r.status} redirect to ${r.location ? shown(site, r.location) : 'nowhere'}; an address that has moved for good answers 301.`,
      });
    }
    return issues;
  },
};
export default rule;
