import type { Issue, PageRule } from '../../types';
import { unanswered } from '../util';
import { internalTargets, linkLabel } from './targets';

const rule: PageRule = {
  id: 'links/broken-links',
  family: 'links',
  severity: 'error',
  scope: 'page',
  title: 'Every internal link leads to a live page: no link to a missing page or to the not-found page.',
  fix: "Point the link at the page's current address; if the target page was removed, remove the link or point it at the replacement.",
  docs: 'https://developers.google.com/search/docs/crawling-indexing/links-crawlable',
  appliesTo: () => true,
  async check({ page, site }) {
    const issues: Issue[] = [];
    for (const target of internalTargets(page, site)) {
      if (target.path === page.path) continue;
      const r = await site.fetch(target.path);
      if (unanswered(r)) continue;
      const targetPage = site.pages.get(target.path);
      if (r.status >= 400) issues.push({ message: `The ${linkLabel(target)} answers ${r.status}.` });
      else if (targetPage && targetPage.expected.status === 404)
        issues.push({ message: `The ${linkLabel(target)} leads to the not-found page.` });
    }
    return issues;
  },
};
export default rule;
