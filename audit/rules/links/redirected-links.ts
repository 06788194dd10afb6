import type { Issue, PageRule } from '../../types';
import { internalTargets, linkLabel } from './targets';

const rule: PageRule = {
  id: 'links/redirected-links',
  family: 'links',
  severity: 'error',
  scope: 'page',
  title: 'Internal links point at the final address, never at a redirect alias, so visitors and crawlers skip a hop.',
  fix: 'Replace the link with the address the redirect leads to.',
  docs: 'https://developers.google.com/search/docs/crawling-indexing/301-redirects',
  appliesTo: () => true,
  async check({ page, site }) {
    const issues: Issue[] = [];
    for (const target of internalTargets(page, site)) {
      if (target.path === page.path) continue;
      // On a foreign build only the site's own redirect files count: a host's `dir` → `dir/` is its URL style, not a hop to fix.
      // A deployed site's redirects are all its own: every one is a hop.
      if (site.foreign && !site.live && !site.redirects.some((r) => r.from === target.path)) continue;
      const r = await site.fetch(target.path);
      if (r.status >= 300 && r.status < 400)
        issues.push({ message: `The ${linkLabel(target)} is a ${r.status} redirect to ${r.location}.` });
    }
    return issues;
  },
};
export default rule;
