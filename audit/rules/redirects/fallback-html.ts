import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Issue, SiteRule } from '../../types';
import { parsePage } from '../../parse';
import { hasNoindex, sameUrl } from '../util';

const fileFor = (path: string) => (path === '/' ? 'index.html' : `${path.slice(1)}.html`);

const rule: SiteRule = {
  id: 'redirects/fallback-html',
  family: 'redirects',
  severity: 'error',
  scope: 'site',
  title:
    'On hosts without redirect rules, each alias’s HTML fallback page sends visitors to the same target, is noindex and names the target as canonical.',
  fix: 'Give each redirected address an HTML page that refreshes to the target, is noindex and names the target as canonical.',
  needsManifest:
    "HTML fallback pages at each redirected address are this site's convention for hosts without redirect rules",
  docs: 'https://developers.google.com/search/docs/crawling-indexing/301-redirects#metarefresh',
  needsFiles: 'it reads the fallback page files in the build, which a host with redirect rules never serves',
  check({ site }) {
    const issues: Issue[] = [];
    for (const { from, to } of site.redirects) {
      const file = join(site.dist, fileFor(from));
      if (!existsSync(file)) {
        issues.push({ page: from, message: `No HTML fallback file ${fileFor(from)} in the build.` });
        continue;
      }
      const data = parsePage(readFileSync(file, 'utf8'), `${site.origin}${from}`);
      const target = `${site.origin}${to}`;
      const refresh = /url\s*=\s*['"]?([^'"\s]+)/i.exec(data.metaRefresh ?? '')?.[1];
      if (!refresh)
        issues.push({ page: from, message: 'The fallback page has no <meta http-equiv="refresh"> redirect.' });
      else if (!sameUrl(new URL(refresh, target).href, target))
        issues.push({ page: from, message: `The fallback page refreshes to ${refresh}, not ${to}.` });
      if (!data.canonicals[0] || !sameUrl(data.canonicals[0], target))
        issues.push({
          page: from,
          message: `The fallback page’s canonical is ${data.canonicals[0] ?? 'missing'}, not ${target}.`,
        });
      if (!hasNoindex({ data, headers: {} }))
        issues.push({ page: from, message: 'The fallback page is not marked noindex.' });
      if (!data.links.some((l) => sameUrl(l.url.href, target)))
        issues.push({ page: from, message: `The fallback page has no visible link to ${to}.` });
    }
    return issues;
  },
};
export default rule;
