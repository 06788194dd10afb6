import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Issue, SiteRule } from '../../types';

/** Statuses Cloudflare Pages accepts in `_redirects`; it drops any other line, `301!` and `404` included. */
const CLOUDFLARE_STATUSES = new Set(['200', '301', '302', '303', '307', '308']);

/**
 * Reads `_redirects` as the hosts do: one dialect per file. A forced line (`301!`) makes it
 * Netlify's, where every alias must be forced to beat its fallback page; otherwise it is
 * Cloudflare's, which rejects any status it does not know. docs/deploying.md says why.
 */
function redirectsIssues(text: string, redirects: { from: string; to: string }[]): Issue[] {
  const lines = text
    .split('\n')
    .map((l) => l.trim())
    .filter((l) => l && !l.startsWith('#'))
    .map((l) => l.split(/\s+/));
  const netlify = lines.some((parts) => parts[2]?.endsWith('!'));
  const issues: Issue[] = [];
  for (const { from, to } of redirects) {
    const line = lines.find((parts) => parts[0] === from);
    const wanted = netlify ? '301!' : '301';
    if (!line || line[1] !== to || line[2] !== wanted) {
      issues.push({
        page: from,
        message: `_redirects ${line ? `has “${line.join(' ')}”` : 'has no line'} where ${netlify ? 'Netlify' : 'Cloudflare Pages'} needs “${from} ${to} ${wanted}”.`,
      });
    }
  }
  if (!netlify) {
    for (const parts of lines.filter((p) => p[2] !== undefined && !CLOUDFLARE_STATUSES.has(p[2]))) {
      issues.push({
        page: '/_redirects',
        message: `Cloudflare Pages rejects “${parts.join(' ')}”: status ${parts[2]} is not one it accepts.`,
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
  check({ site }) {
    if (!site.redirects.length) return [];
    const issues: Issue[] = [];
    const redirectsFile = join(site.dist, '_redirects');
    // A foreign build may redirect through vercel.json alone; only this site promises a _redirects file.
    if (site.foreign && !existsSync(redirectsFile)) return [];
    if (!existsSync(redirectsFile)) issues.push({ page: '/_redirects', message: 'The build has no _redirects file.' });
    else issues.push(...redirectsIssues(readFileSync(redirectsFile, 'utf8'), site.redirects));
    // vercel.json, and whether the files agree with each other, is redirects/cdn-files' job.
    return issues;
  },
};
export default rule;
