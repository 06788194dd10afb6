import type { Issue, SiteRule } from '../../types';

const LISTED = 10;

const rule: SiteRule = {
  id: 'live/not-crawled',
  family: 'live',
  severity: 'info',
  scope: 'site',
  live: true,
  title:
    'Every address the site links to or lists was crawled: none left out because robots.txt disallows it to the audit or the page limit (--max-pages) was reached. What was left out is not checked.',
  fix: 'Raise --max-pages to crawl a larger site whole; allow the audit’s user agent (seo-audit) in robots.txt if an address it disallows should be checked.',
  docs: 'https://developers.google.com/search/docs/crawling-indexing/robots/intro',
  check({ site }) {
    if (!site.live) return [];
    const byReason = new Map<string, string[]>();
    for (const [path, reason] of site.live.notFetched) {
      const key = reason.startsWith('robots.txt') ? 'robots' : 'limit';
      byReason.set(key, [...(byReason.get(key) ?? []), path]);
    }
    const list = (paths: string[]) =>
      `${paths.sort().slice(0, LISTED).join(', ')}${paths.length > LISTED ? ` and ${paths.length - LISTED} more` : ''}`;
    const issues: Issue[] = [];
    const robots = byReason.get('robots');
    if (robots)
      issues.push({
        page: '/robots.txt',
        message: `robots.txt disallows ${robots.length} address${robots.length === 1 ? '' : 'es'} the site links to or lists to the audit (seo-audit): not requested, not checked: ${list(robots)}.`,
      });
    const limit = byReason.get('limit');
    if (limit)
      issues.push({
        page: '/',
        message: `The crawl stopped at ${site.live.maxPages} pages (--max-pages): ${limit.length} more address${limit.length === 1 ? '' : 'es'} not requested, not checked: ${list(limit)}.`,
      });
    return issues;
  },
};
export default rule;
