import type { Issue, SiteRule } from '../../types';
import { unanswered } from '../util';

const rule: SiteRule = {
  id: 'redirects/single-hop',
  family: 'redirects',
  severity: 'error',
  scope: 'site',
  title: 'Each old address (redirect alias) answers one permanent 301 redirect straight to a live page.',
  fix: 'Point the redirect straight at a page that answers 200, with a permanent 301.',
  docs: 'https://developers.google.com/search/docs/crawling-indexing/301-redirects',
  async check({ site }) {
    const issues: Issue[] = [];
    for (const { from, to } of site.redirects) {
      const r = await site.fetch(from);
      if (unanswered(r)) continue;
      if (r.status !== 301) {
        issues.push({ page: from, message: `Answers ${r.status} instead of a 301 redirect to ${to}.` });
        continue;
      }
      const location = r.location ? site.localPath(new URL(r.location, site.origin)) : null;
      if (location !== to) {
        issues.push({ page: from, message: `Redirects to ${r.location ?? 'nowhere'} instead of ${to}.` });
        continue;
      }
      const target = await site.fetch(to);
      if (target.status !== 200 && !unanswered(target))
        issues.push({
          page: from,
          message: `Its target ${to} answers ${target.status}${target.location ? ` (another redirect to ${target.location})` : ''}: more than one hop or a dead end.`,
        });
    }
    return issues;
  },
};
export default rule;
