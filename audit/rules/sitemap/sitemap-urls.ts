import type { Issue, SiteRule } from '../../types';
import { pageSitemaps, sitemapLocs } from '../../sitemap-files';

const MAX_URLS = 50_000;
const MAX_BYTES = 50 * 1024 * 1024;

const rule: SiteRule = {
  id: 'sitemap/sitemap-urls',
  family: 'sitemap',
  severity: 'error',
  scope: 'site',
  title: 'Sitemap URLs are absolute, on the site URL and listed once, within the protocol limits (50,000 URLs, 50 MB).',
  fix: "Write every sitemap URL absolute, on the site's own address, once; split the sitemap with a sitemap index if it outgrows the limits.",
  docs: 'https://developers.google.com/search/docs/crawling-indexing/sitemaps/build-sitemap',
  check({ site }) {
    const issues: Issue[] = [];
    const seen = new Set<string>();
    // Limits hold per file; a URL listed twice is a duplicate across all of a sitemap index's files too.
    for (const file of pageSitemaps(site)) {
      const page = file.path;
      const locs = sitemapLocs(file.body);
      if (locs.length > MAX_URLS)
        issues.push({ page, message: `The sitemap lists ${locs.length} URLs; the limit is ${MAX_URLS}.` });
      if (file.bytes > MAX_BYTES)
        issues.push({ page, message: `The sitemap is ${file.bytes} bytes; the limit is ${MAX_BYTES} (50 MB).` });
      for (const loc of locs) {
        if (!/^https?:\/\//.test(loc)) issues.push({ page, message: `"${loc}" is not an absolute URL.` });
        else if (new URL(loc).origin !== site.origin)
          issues.push({ page, message: `${loc} is not on the site URL ${site.origin}.` });
        if (seen.has(loc)) issues.push({ page, message: `${loc} is listed more than once.` });
        seen.add(loc);
      }
    }
    return issues;
  },
};
export default rule;
