import type { Issue, SiteRule } from '../../types';
import { isIndexable } from '../util';

const rule: SiteRule = {
  id: 'links/inbound-links',
  family: 'links',
  severity: 'error',
  scope: 'site',
  title: 'Every indexable page has at least one link from another page (no orphan pages).',
  fix: 'Add a link to the page from a related page, a hub or the site map page.',
  docs: 'https://developers.google.com/search/docs/crawling-indexing/links-crawlable',
  check({ site }) {
    const issues: Issue[] = [];
    for (const page of site.pages.values()) {
      if (page.path === '/' || !isIndexable(page)) continue;
      if (page.inbound.size > 0) continue;
      const onlyOnDisk = page.sources.size > 0 && [...page.sources].every((s) => s === 'disk');
      const onlySitemap = page.sources.has('sitemap') && !page.sources.has('crawl');
      issues.push({
        page: page.path,
        message: onlyOnDisk
          ? 'No other page links here and no sitemap lists it: an orphan found only as a file of the build.'
          : onlySitemap
            ? 'No other page links here: only the sitemap leads to it.'
            : 'No other page links here.',
      });
    }
    return issues;
  },
};
export default rule;
