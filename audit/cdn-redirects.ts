/**
 * The permanent redirects as each CDN reads them from the build, not from the
 * source list: `_redirects` (Netlify and Cloudflare Pages; `301` or Netlify's
 * forcing `301!`) and `netlify.toml` ([[redirects]] tables), both read by
 * Netlify's own parser (host/redirect-rules.ts, the reading the CDN host serves),
 * and `vercel.json` (`redirects`, `statusCode: 301/308` or `permanent: true`).
 * Files that are absent are skipped; rules with a splat or placeholder are left
 * out (they are patterns, not addresses to check); lines a parser cannot read
 * are named in `errors`.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { readRedirectRules, statusOf, type RedirectRules } from '@bay-appliance/common/host';

export interface CdnRedirect {
  from: string;
  to: string;
  status: number;
}
export interface CdnRedirectFile {
  file: string;
  redirects: CdnRedirect[];
  errors: string[];
}

/** The redirects the rules check: temporary ones too (307), so they can be flagged as not permanent. */
const REDIRECT_STATUSES = [301, 307, 308];
const pattern = (p: string) => /[*:]/.test(p);

function addresses({ rules }: RedirectRules): CdnRedirect[] {
  return rules.flatMap((r) =>
    r.plain && REDIRECT_STATUSES.includes(statusOf(r)) && !pattern(r.from) && !pattern(r.to)
      ? [{ from: r.from, to: r.to, status: statusOf(r) }]
      : [],
  );
}

export function parseVercelJson(text: string): CdnRedirect[] {
  const json = JSON.parse(text) as {
    redirects?: { source: string; destination: string; statusCode?: number; permanent?: boolean }[];
  };
  return (json.redirects ?? []).flatMap((r) => {
    const status = r.statusCode ?? (r.permanent === false ? 307 : 308);
    return !pattern(r.source) && !pattern(r.destination) ? [{ from: r.source, to: r.destination, status }] : [];
  });
}

async function readFile(name: string, path: string): Promise<CdnRedirectFile | null> {
  if (name === 'vercel.json') {
    try {
      return { file: name, redirects: parseVercelJson(readFileSync(path, 'utf8')), errors: [] };
    } catch (error) {
      return { file: name, redirects: [], errors: [error instanceof Error ? error.message : String(error)] };
    }
  }
  const read = await readRedirectRules(name === '_redirects' ? { redirectsFile: path } : { netlifyConfigPath: path });
  // A netlify.toml may only set the build (this project's does: Netlify's redirects live in its _redirects).
  if (name === 'netlify.toml' && !read.rules.length && !read.errors.length) return null;
  return { file: name, redirects: addresses(read), errors: read.errors };
}

const FILES = ['_redirects', 'netlify.toml', 'vercel.json'];

/** Every redirect file present in the build (or next to it, for netlify.toml at the project root). */
export async function readCdnRedirects(dist: string, extraDirs: string[] = []): Promise<CdnRedirectFile[]> {
  const files: CdnRedirectFile[] = [];
  for (const name of FILES) {
    const path = [dist, ...extraDirs].map((d) => join(d, name)).find((p) => existsSync(p));
    const read = path ? await readFile(name, path) : null;
    if (read) files.push(read);
  }
  return files;
}

/** The permanent redirects every file agrees on, first file first (for builds without a manifest). */
export async function permanentRedirects(dist: string): Promise<{ from: string; to: string }[]> {
  const seen = new Map<string, string>();
  for (const f of await readCdnRedirects(dist))
    for (const r of f.redirects) if ([301, 308].includes(r.status) && !seen.has(r.from)) seen.set(r.from, r.to);
  return [...seen].map(([from, to]) => ({ from, to }));
}
