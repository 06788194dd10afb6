import type { Issue, SiteRule } from '../../types';
import { PERMANENT, isRedirect, otherHost } from './served';

const rule: SiteRule = {
  id: 'live/canonical-host',
  family: 'live',
  severity: 'error',
  scope: 'site',
  live: true,
  title:
    'The site answers at one address: its http:// address and its other host (with or without www.) each send one permanent redirect straight to the same page on the canonical address.',
  fix: 'At the host or DNS provider, redirect every other address of the site (http://, www. or not) with one 301 to the canonical https:// address, keeping the path.',
  docs: 'https://developers.google.com/search/docs/crawling-indexing/consolidate-duplicate-urls',
  unchecked(site) {
    const served = new URL(site.server);
    const canonical = new URL(site.origin);
    if (served.host !== canonical.host)
      return `the site was audited at ${served.host}, not at its public address ${canonical.host}, so asking its other addresses (http://, www.) would ask the public site`;
    return null;
  },
  async check({ site }) {
    if (!site.live) return [];
    const canonical = new URL(site.origin);
    const other = otherHost(canonical.hostname);
    const port = canonical.port ? `:${canonical.port}` : '';
    const https = canonical.protocol === 'https:';
    const variants = [
      // http:// on its default port only: a site on another port has no http:// address to type.
      ...(https && !port ? [`http://${canonical.hostname}/`] : []),
      ...(other ? [`${canonical.protocol}//${other}${port}/`] : []),
      ...(https && other && !port ? [`http://${other}/`] : []),
    ];
    // The home page and one other page: a rule that sends every address to the home page loses the path.
    const deep = [...site.pages.values()]
      .filter((p) => p.status === 200 && p.path !== '/')
      .map((p) => p.path)
      .sort()[0];
    const issues: Issue[] = [];
    for (const [start, target] of variants.flatMap((v) =>
      [`/`, ...(deep ? [deep] : [])].map((path) => [new URL(path, v).href, `${canonical.origin}${path}`]),
    )) {
      const hops: { url: string; status: number }[] = [];
      let url = start;
      let answer = await site.live.probe(url);
      if (answer.status === 0) {
        // A name that does not exist cannot be typed by anyone; an http:// address that does not answer can.
        if (!/ENOTFOUND|EAI_AGAIN/.test(answer.error ?? '') && url.startsWith('http:'))
          issues.push({
            page: '/',
            severity: 'warning',
            message: `${start} gives no answer (${answer.error}): a visitor who types the address without https:// gets no page.`,
          });
        continue;
      }
      while (isRedirect(answer.status) && answer.location && hops.length < 5) {
        hops.push({ url, status: answer.status });
        url = new URL(answer.location, url).href;
        if (url === target) break;
        answer = await site.live.probe(url);
      }
      const chain = [...hops.map((h) => `${h.url} (${h.status})`), url].join(' → ');
      if (!hops.length)
        issues.push({
          page: '/',
          message: `${start} answers ${answer.status} itself instead of redirecting to ${target}: the site can be reached at two addresses.`,
        });
      else if (url !== target) issues.push({ page: '/', message: `${start} does not lead to ${target}: ${chain}.` });
      else if (hops.length > 1)
        issues.push({ page: '/', message: `${start} takes ${hops.length} redirects to reach ${target}: ${chain}.` });
      else if (!PERMANENT.has(hops[0].status))
        issues.push({
          page: '/',
          message: `${start} answers a temporary ${hops[0].status} redirect to ${target}; the other address of a site answers 301.`,
        });
    }
    return issues;
  },
};
export default rule;
