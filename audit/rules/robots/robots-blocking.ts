import robotsParser from 'robots-parser';
import type { Issue, SiteRule } from '../../types';
import { sitemapLocs } from '../../sitemap-files';

const AGENTS = ['Googlebot', 'Bingbot', '*'];

const rule: SiteRule = {
  id: 'robots/robots-blocking',
  family: 'robots',
  severity: 'error',
  scope: 'site',
  title: 'robots.txt blocks no page listed in the sitemap and none of the CSS or JavaScript pages need to render.',
  fix: 'Remove or narrow the Disallow rule named in the finding; search engines must fetch every sitemap page and its styles and scripts.',
  docs: 'https://developers.google.com/search/docs/crawling-indexing/robots/robots_txt',
  check({ site }) {
    if (!site.robots) return [];
    const robots = robotsParser(`${site.origin}/robots.txt`, site.robots.body);
    const issues: Issue[] = [];
    const blocked = (url: string) => AGENTS.find((agent) => robots.isAllowed(url, agent) === false);
    for (const loc of site.sitemap ? sitemapLocs(site.sitemap.body) : []) {
      const agent = blocked(loc);
      if (agent)
        issues.push({
          page: site.localPath(loc) ?? loc,
          message: `robots.txt blocks this sitemap page for ${agent} (line ${robots.getMatchingLineNumber(loc, agent)}).`,
        });
    }
    const assets = new Set<string>();
    for (const page of site.pages.values())
      for (const a of page.data.assets) {
        const path = site.localPath(new URL(a, site.origin));
        if (path && /\.(css|m?js)$/.test(path)) assets.add(path);
      }
    for (const path of assets) {
      const agent = blocked(`${site.origin}${path}`);
      if (agent)
        issues.push({
          page: '/robots.txt',
          message: `robots.txt blocks ${path} for ${agent}; search engines cannot render pages without it.`,
        });
    }
    return issues;
  },
};
export default rule;
