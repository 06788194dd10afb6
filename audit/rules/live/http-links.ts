import type { Issue, PageRule } from '../../types';
import { httpsSite, otherHost, siteHosts } from './served';

const rule: PageRule = {
  id: 'live/http-links',
  family: 'live',
  severity: 'error',
  scope: 'page',
  live: true,
  title:
    'On a site served over https, links to its own pages and the files its pages load use https://, never plain http:// (a link costs a redirect; a file is blocked as mixed content).',
  fix: 'Write the address as a path (“/about”) or with https://; a hard-coded http:// address of the site is usually in a content file or a template.',
  docs: 'https://developer.mozilla.org/en-US/docs/Web/Security/Mixed_content',
  check({ page, site }) {
    if (!httpsSite(site)) return [];
    const hosts = siteHosts(site);
    for (const host of [...hosts]) {
      const other = otherHost(host);
      if (other) hosts.add(other);
    }
    const own = (url: URL | null) => url !== null && url.protocol === 'http:' && hosts.has(url.hostname);
    const issues: Issue[] = [];
    const seen = new Set<string>();
    const report = (url: URL, what: string) => {
      if (seen.has(url.href)) return;
      seen.add(url.href);
      issues.push({ message: `${what} ${url.href} over plain http://.` });
    };
    for (const link of page.data.links) if (own(link.url)) report(link.url, 'Links to');
    for (const image of page.data.images) if (own(image.url)) report(image.url!, 'Loads the image');
    for (const href of page.data.assets) {
      let url: URL | null = null;
      try {
        url = new URL(href, `${site.origin}${page.path}`);
      } catch {
        continue;
      }
      if (own(url)) report(url, 'Loads');
    }
    return issues;
  },
};
export default rule;
