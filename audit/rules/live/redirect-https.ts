import type { Issue, SiteRule } from '../../types';
import { answered, httpsSite, isRedirect } from './served';

const rule: SiteRule = {
  id: 'live/redirect-https',
  family: 'live',
  severity: 'error',
  scope: 'site',
  live: true,
  title: 'On a site served over https, no redirect sends a visitor to a plain http:// address.',
  fix: 'Write the redirect’s target as an https:// address, or as a path (“/new”), which keeps the visitor on https.',
  docs: 'https://developers.google.com/search/docs/crawling-indexing/https',
  check({ site }) {
    if (!httpsSite(site)) return [];
    const issues: Issue[] = [];
    for (const r of site.resources.values()) {
      if (!answered(r) || !isRedirect(r.status) || !r.location) continue;
      if (/^http:\/\//i.test(r.location))
        issues.push({ page: r.path, message: `Redirects to ${r.location}, a plain http:// address on an https site.` });
    }
    return issues;
  },
};
export default rule;
