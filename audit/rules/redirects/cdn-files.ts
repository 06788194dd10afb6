import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { Issue, SiteRule } from '../../types';
import { readCdnRedirects } from '../../cdn-redirects';
import { readHeadersFile } from '@bay-appliance/common/host';
import { parsePage } from '../../parse';
import { sameUrl } from '../util';

const fileFor = (path: string) => `${path.slice(1)}.html`;

/**
 * What the CDN will do, read from the files it reads: every redirect target
 * answers 200 (no chain, no loop), every file lists the same redirects, and
 * the HTML fallback of each sends visitors to the same place. A line of
 * `_redirects`, `netlify.toml` or `_headers` the host's parser cannot read is
 * a finding of its own (the host would drop it).
 */
const rule: SiteRule = {
  id: 'redirects/cdn-files',
  family: 'redirects',
  severity: 'error',
  scope: 'site',
  title:
    'The redirects in the files the CDN reads (_redirects, netlify.toml, vercel.json) are permanent, lead in one hop to a live page, agree with each other and with the HTML fallbacks.',
  fix: 'Fix the redirect file named in the finding: every old address gets one permanent redirect straight to the final, live page, and every redirect file of the build says the same.',
  docs: 'https://docs.netlify.com/routing/redirects/',
  needsFiles:
    'it reads the redirect and header files of the build (_redirects, netlify.toml, vercel.json, _headers), which the host applies but does not serve',
  async check({ site }) {
    const root = dirname(site.dist);
    const files = await readCdnRedirects(site.dist, existsSync(join(root, 'package.json')) ? [root] : []);
    // The CDN reads _headers with them: a line it cannot read is a header the site never gets.
    const headers = await readHeadersFile(join(site.dist, '_headers'));
    const issues: Issue[] = headers.errors.map((error) => ({
      page: '/_headers',
      message: `_headers cannot be read: ${error}`,
    }));
    for (const f of files) {
      for (const error of f.errors) issues.push({ page: `/${f.file}`, message: `${f.file} cannot be read: ${error}` });
      const sources = new Map(f.redirects.map((r) => [r.from, r.to]));
      for (const r of f.redirects) {
        if (![301, 308].includes(r.status))
          issues.push({
            page: r.from,
            message: `${f.file} redirects ${r.from} with ${r.status}, not a permanent 301.`,
          });
        if (r.from === r.to) {
          issues.push({ page: r.from, message: `${f.file} redirects ${r.from} to itself (a loop).` });
          continue;
        }
        const next = sources.get(r.to);
        if (next !== undefined) {
          issues.push({
            page: r.from,
            message: `${f.file}: ${r.from} → ${r.to} → ${next} is a chain${next === r.from ? ' and a loop' : ''}; point ${r.from} straight at the final page.`,
          });
          continue;
        }
        const local = site.localPath(new URL(r.to, `${site.origin}/`));
        if (local === null) continue; // another host: not ours to fetch offline
        const target = await site.fetch(local);
        if (target.status !== 200)
          issues.push({
            page: r.from,
            message: `${f.file} redirects ${r.from} to ${r.to}, which answers ${target.status}${target.location ? ` (→ ${target.location})` : ''}.`,
          });
        const fallback = join(site.dist, fileFor(r.from));
        if (existsSync(fallback)) {
          const refresh = /url\s*=\s*['"]?([^'"\s]+)/i.exec(
            parsePage(readFileSync(fallback, 'utf8'), `${site.origin}${r.from}`).metaRefresh ?? '',
          )?.[1];
          const to = new URL(r.to, `${site.origin}/`).href;
          if (refresh && !sameUrl(new URL(refresh, to).href, to))
            issues.push({
              page: r.from,
              message: `${f.file} sends ${r.from} to ${r.to}, but its HTML fallback ${fileFor(r.from)} refreshes to ${refresh}.`,
            });
        }
      }
    }
    // The files must agree: a host switch must not change where an old address leads.
    for (const a of files) {
      for (const b of files) {
        if (a === b) continue;
        const theirs = new Map(b.redirects.map((r) => [r.from, r.to]));
        for (const r of a.redirects) {
          const to = theirs.get(r.from);
          if (to === undefined)
            issues.push({
              page: r.from,
              message: `${a.file} redirects ${r.from} to ${r.to}; ${b.file} does not redirect it.`,
            });
          else if (to !== r.to && a.file < b.file)
            issues.push({ page: r.from, message: `${a.file} redirects ${r.from} to ${r.to}; ${b.file} to ${to}.` });
        }
      }
    }
    return issues;
  },
};
export default rule;
