import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { Issue, SiteRule } from '../../types';
import { readRedirectRules, type RedirectRule } from '@bay-appliance/common/host';

/** Statuses Cloudflare Pages accepts in `_redirects`; it drops any other line, `301!` and `404` included. */
const CLOUDFLARE_STATUSES = new Set([200, 301, 302, 303, 307, 308]);

/** A rule as its line says it. */
const lineOf = (r: RedirectRule) =>
  [r.from, r.to, ...(r.status === undefined ? [] : [`${r.status}${r.force ? '!' : ''}`])].join(' ');

/**
 * Reads `_redirects` as the hosts do (Netlify's parser, the CDN host's reading): one dialect per
 * file. A forced line (`301!`) makes it Netlify's, where every alias must be forced to beat its
 * fallback page; otherwise it is Cloudflare's, which rejects any status it does not know.
 * docs/deploying.md says why. Lines the parser cannot read are redirects/cdn-files' findings.
 */
function redirectsIssues(rules: RedirectRule[], redirects: { from: string; to: string }[]): Issue[] {
  const netlify = rules.some((r) => r.force);
  const issues: Issue[] = [];
  for (const { from, to } of redirects) {
    const line = rules.find((r) => r.from === from);
    const wanted = netlify ? '301!' : '301';
    if (!line || line.to !== to || line.status !== 301 || line.force !== netlify) {
      issues.push({
        page: from,
        message: `_redirects ${line ? `has “${lineOf(line)}”` : 'has no line'} where ${netlify ? 'Netlify' : 'Cloudflare Pages'} needs “${from} ${to} ${wanted}”.`,
      });
    }
  }
  if (!netlify) {
    for (const r of rules.filter((r) => r.status !== undefined && !CLOUDFLARE_STATUSES.has(r.status))) {
      issues.push({
        page: '/_redirects',
        message: `Cloudflare Pages rejects “${lineOf(r)}”: status ${r.status} is not one it accepts.`,
      });
    }
  }
  return issues;
}

const rule: SiteRule = {
  id: 'redirects/host-files',
  family: 'redirects',
  severity: 'error',
  scope: 'site',
  title:
    'The _redirects file sends each old address on with a 301 in the dialect its host accepts (Netlify’s forced 301!, or Cloudflare Pages’ plain 301 and no status it rejects).',
  fix: "Write each line of _redirects as “/old /new 301” (Netlify's “301!” only when every line of the file is forced), with no status the host rejects.",
  docs: 'https://developers.cloudflare.com/pages/configuration/redirects/',
  needsFiles: 'it reads the build’s _redirects file, which the host applies but does not serve',
  async check({ site }) {
    if (!site.redirects.length) return [];
    const issues: Issue[] = [];
    const redirectsFile = join(site.dist, '_redirects');
    // A foreign build may redirect through vercel.json alone; only this site promises a _redirects file.
    if (site.foreign && !existsSync(redirectsFile)) return [];
    if (!existsSync(redirectsFile)) issues.push({ page: '/_redirects', message: 'The build has no _redirects file.' });
    else issues.push(...redirectsIssues((await readRedirectRules({ redirectsFile })).rules, site.redirects));
    // vercel.json, and whether the files agree with each other, is redirects/cdn-files' job.
    return issues;
  },
};
export default rule;
