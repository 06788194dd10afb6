/**
 * The permanent redirects as each CDN reads them from the build, not from the
 * source list: `_redirects` (Netlify and Cloudflare Pages; `301` or Netlify's
 * forcing `301!`), `netlify.toml` ([[redirects]] tables) and `vercel.json`
 * (`redirects`, `statusCode: 301/308` or `permanent: true`). Files that are
 * absent are skipped; rules with a splat or placeholder are left out (they are
 * patterns, not addresses to check).
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

export interface CdnRedirect {
  from: string;
  to: string;
  status: number;
}
export interface CdnRedirectFile {
  file: string;
  redirects: CdnRedirect[];
  error: string | null;
}

const pattern = (p: string) => /[*:]/.test(p);

export function parseRedirectsFile(text: string): CdnRedirect[] {
  return text
    .split('\n')
    .map((l) => l.replace(/#.*$/, '').trim())
    .filter(Boolean)
    .flatMap((line) => {
      const [from, to, status] = line.split(/\s+/);
      const code = /^(30[178])!?$/.exec(status ?? '')?.[1];
      return code && !pattern(from) && !pattern(to) ? [{ from, to, status: Number(code) }] : [];
    });
}

/** The [[redirects]] tables of a netlify.toml (only string, number and boolean values matter here). */
export function parseNetlifyToml(text: string): CdnRedirect[] {
  const tables: Record<string, string>[] = [];
  let current: Record<string, string> | null = null;
  for (const raw of text.split('\n')) {
    const line = raw.replace(/\s+#.*$/, '').trim();
    if (/^\[\[\s*redirects\s*\]\]$/.test(line)) tables.push((current = {}));
    else if (/^\[/.test(line)) current = null;
    else if (current) {
      const m = /^([\w-]+)\s*=\s*(?:"([^"]*)"|'([^']*)'|(\S+))$/.exec(line);
      if (m) current[m[1]] = m[2] ?? m[3] ?? m[4];
    }
  }
  return tables.flatMap((t) => {
    const status = Number(t.status ?? 301);
    return t.from && t.to && [301, 307, 308].includes(status) && !pattern(t.from) && !pattern(t.to)
      ? [{ from: t.from, to: t.to, status }]
      : [];
  });
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

const PARSERS: [string, (text: string) => CdnRedirect[]][] = [
  ['_redirects', parseRedirectsFile],
  ['netlify.toml', parseNetlifyToml],
  ['vercel.json', parseVercelJson],
];

/** Every redirect file present in the build (or next to it, for netlify.toml at the project root). */
export function readCdnRedirects(dist: string, extraDirs: string[] = []): CdnRedirectFile[] {
  const files: CdnRedirectFile[] = [];
  for (const [name, parse] of PARSERS) {
    const path = [dist, ...extraDirs].map((d) => join(d, name)).find((p) => existsSync(p));
    if (!path) continue;
    const text = readFileSync(path, 'utf8');
    // A netlify.toml may only set the build (this project's does: Netlify's redirects live in its _redirects).
    if (name === 'netlify.toml' && !/^\s*\[\[redirects\]\]/m.test(text)) continue;
    try {
      files.push({ file: name, redirects: parse(text), error: null });
    } catch (error) {
      files.push({ file: name, redirects: [], error: error instanceof Error ? error.message : String(error) });
    }
  }
  return files;
}

/** The permanent redirects every file agrees on, first file first (for builds without a manifest). */
export function permanentRedirects(dist: string): { from: string; to: string }[] {
  const seen = new Map<string, string>();
  for (const f of readCdnRedirects(dist))
    for (const r of f.redirects) if ([301, 308].includes(r.status) && !seen.has(r.from)) seen.set(r.from, r.to);
  return [...seen].map(([from, to]) => ({ from, to }));
}
