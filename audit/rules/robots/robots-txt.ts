import robotsParser from 'robots-parser';
import type { Issue, SiteRule } from '../../types';

const DIRECTIVES = new Set(['user-agent', 'allow', 'disallow', 'sitemap', 'crawl-delay', 'host', 'clean-param']);

const rule: SiteRule = {
  id: 'robots/robots-txt',
  family: 'robots',
  severity: 'error',
  scope: 'site',
  title: 'robots.txt exists, follows the robots exclusion standard and names the sitemap with an absolute URL.',
  fix: "Publish a robots.txt at the site root: one User-agent group per crawler, then a Sitemap line with the sitemap's absolute URL.",
  docs: 'https://developers.google.com/search/docs/crawling-indexing/robots/robots_txt',
  check({ site }) {
    const page = '/robots.txt';
    if (!site.robots) return [{ page, message: 'robots.txt does not answer 200.' }];
    const issues: Issue[] = [];
    let seenAgent = false;
    site.robots.body.split(/\r?\n/).forEach((raw, i) => {
      const line = raw.replace(/#.*/, '').trim();
      if (!line) return;
      const m = /^([A-Za-z-]+)\s*:\s*(.*)$/.exec(line);
      if (!m || !DIRECTIVES.has(m[1].toLowerCase()))
        return issues.push({ page, message: `Line ${i + 1} "${raw.trim()}" is not a robots.txt directive.` });
      const key = m[1].toLowerCase();
      if (key === 'user-agent') seenAgent = true;
      if ((key === 'allow' || key === 'disallow') && !seenAgent)
        issues.push({ page, message: `Line ${i + 1} "${raw.trim()}" comes before any User-agent line.` });
    });
    const robots = robotsParser(`${site.origin}/robots.txt`, site.robots.body);
    const sitemaps = robots.getSitemaps();
    if (sitemaps.length === 0) issues.push({ page, message: 'robots.txt has no Sitemap line.' });
    for (const s of sitemaps) {
      if (!/^https?:\/\//.test(s)) issues.push({ page, message: `Sitemap "${s}" is not an absolute URL.` });
      else if (new URL(s).origin !== site.origin)
        issues.push({ page, message: `Sitemap ${s} is not on the site URL ${site.origin}.` });
    }
    return issues;
  },
};
export default rule;
