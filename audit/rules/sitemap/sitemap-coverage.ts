import type { Issue, Page, SiteRule } from '../../types';
import { pageSitemaps, sitemapLocs } from '../../sitemap-files';
import { hasNoindex, sameUrl, unanswered } from '../util';

/** A page search engines should index under its own address: 200, no noindex, canonical to itself. */
function indexableCanonical(page: Page, origin: string): boolean {
  if (page.status !== 200 || hasNoindex(page)) return false;
  const canonical = page.data.canonicals[0];
  return !canonical || sameUrl(canonical, `${origin}${page.path}`);
}

const rule: SiteRule = {
  id: 'sitemap/sitemap-coverage',
  family: 'sitemap',
  severity: 'error',
  scope: 'site',
  title:
    'The sitemap lists exactly the indexable canonical pages: none missing, no redirect, 404, noindex or alias page.',
  fix: 'List every indexable page whose canonical is itself in the sitemap; leave out redirects, missing pages, noindex pages and pages whose canonical is elsewhere.',
  docs: 'https://developers.google.com/search/docs/crawling-indexing/sitemaps/build-sitemap#sitemapformat',
  check({ site }) {
    if (!site.sitemap) return [];
    const issues: Issue[] = [];
    const listed = new Set<string>();
    for (const loc of pageSitemaps(site).flatMap((file) => sitemapLocs(file.body))) {
      const path = site.localPath(loc);
      if (path === null) continue;
      listed.add(path);
      const page = site.pages.get(path);
      const resource = site.resources.get(path);
      // A deployed site's address the crawl left out (robots.txt, the page limit) or got no answer from is not judged.
      if (site.live?.notFetched.has(path) || (resource && unanswered(resource))) continue;
      if (!page || !resource)
        issues.push({
          page: path,
          message: `Listed in the sitemap but answers ${resource?.status ?? 'nothing'}${resource?.location ? ` (redirect to ${resource.location})` : ''}.`,
        });
      else if (page.status !== 200)
        issues.push({ page: path, message: `Listed in the sitemap but answers ${page.status}.` });
      else if (hasNoindex(page)) issues.push({ page: path, message: 'Listed in the sitemap but marked noindex.' });
      else if (!indexableCanonical(page, site.origin))
        issues.push({ page: path, message: `Listed in the sitemap but its canonical is ${page.data.canonicals[0]}.` });
    }
    for (const page of site.pages.values()) {
      if (indexableCanonical(page, site.origin) && !listed.has(page.path))
        issues.push({ page: page.path, message: 'Indexable page missing from the sitemap.' });
    }
    return issues;
  },
};
export default rule;
