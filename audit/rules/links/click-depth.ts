import type { Issue, SiteRule } from '../../types';
import { isIndexable } from '../util';

const rule: SiteRule = {
  id: 'links/click-depth',
  family: 'links',
  severity: 'error',
  scope: 'site',
  title: 'Every indexable page is reachable from the home page within 3 clicks, so visitors and crawlers find it.',
  fix: 'Link the page from a hub closer to the home page (navigation, footer, an index or site map page).',
  docs: 'https://developers.google.com/search/docs/fundamentals/seo-starter-guide#navigation',
  check({ site, config }) {
    const max = config.options.maxClickDepth;
    const issues: Issue[] = [];
    for (const page of site.pages.values()) {
      if (!isIndexable(page)) continue;
      if (page.depth === null)
        issues.push({ page: page.path, message: 'No chain of links from the home page reaches this page.' });
      else if (page.depth > max)
        issues.push({
          page: page.path,
          message: `The page is ${page.depth} clicks from the home page; at most ${max} expected.`,
        });
    }
    return issues;
  },
};
export default rule;
