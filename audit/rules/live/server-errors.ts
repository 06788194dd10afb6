import type { Issue, SiteRule } from '../../types';

const rule: SiteRule = {
  id: 'live/server-errors',
  family: 'live',
  severity: 'error',
  scope: 'site',
  live: true,
  title:
    'Every address the crawl asked for got an answer: no server error (5xx), no refused or dropped connection, no request left without an answer.',
  fix: 'Look up the address in the host’s or CDN’s logs at the time of the audit; a server error on a page that exists is usually a function, proxy or origin failing.',
  docs: 'https://developers.google.com/search/docs/crawling-indexing/http-network-errors',
  check({ site }) {
    const issues: Issue[] = [];
    for (const r of site.resources.values()) {
      if (r.notFetched) continue;
      if (r.status >= 500) issues.push({ page: r.path, message: `Answers ${r.status}, a server error.` });
      else if (r.status === 0) issues.push({ page: r.path, message: `No answer: ${r.error ?? 'the request failed'}.` });
      else if (r.error) issues.push({ page: r.path, message: `Answers ${r.status}, but ${r.error}.` });
    }
    return issues;
  },
};
export default rule;
