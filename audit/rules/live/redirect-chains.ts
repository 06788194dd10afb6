import type { Issue, SiteRule } from '../../types';
import { answered, followRedirects, isRedirect, shown } from './served';

const rule: SiteRule = {
  id: 'live/redirect-chains',
  family: 'live',
  severity: 'error',
  scope: 'site',
  live: true,
  title:
    'Each redirect leads straight to a live page in one hop, as served: no chain of redirects, no loop, no redirect to a missing page.',
  fix: 'Point the first redirect straight at the final address (and that address must answer 200); remove any rule that sends visitors back where they came from.',
  docs: 'https://developers.google.com/search/docs/crawling-indexing/301-redirects',
  async check({ site }) {
    const issues: Issue[] = [];
    const starts = [...site.resources.values()].filter((r) => answered(r) && isRedirect(r.status));
    for (const start of starts) {
      const { hops, end } = await followRedirects(site, start);
      const path = hops.map((h) => shown(site, h.url)).join(' → ');
      const last = hops.at(-1)!;
      if (end === 'loop')
        issues.push({
          page: start.path,
          message: `Redirects in a loop: ${path} → ${shown(site, new URL(last.location!, last.url).href)}.`,
        });
      else if (end === 'too-many')
        issues.push({ page: start.path, message: `Redirects more than ten times: ${path} …` });
      else if (hops.length > 2)
        issues.push({
          page: start.path,
          message: `Takes ${hops.length - 1} redirects to reach ${end === 'elsewhere' ? 'another site' : 'a page'}: ${path}${end === 'elsewhere' ? ` → ${last.location}` : ''}.`,
        });
      else if (end === 'page' && last.status >= 400)
        issues.push({
          page: start.path,
          message: `Redirects to ${shown(site, last.url)}, which answers ${last.status}.`,
        });
    }
    return issues;
  },
};
export default rule;
