/**
 * A build's `_headers` file (Netlify and Cloudflare Pages format: a path line, then indented
 * `Name: value` lines) read by Netlify's own parser (@netlify/headers-parser) and applied to a
 * path, as the host applies it. A line the parser cannot read is left out and named in `errors`.
 */
import { parseAllHeaders } from '@netlify/headers-parser';

export interface HeaderRule {
  source: string;
  headers: Record<string, string>;
}

/**
 * What Cloudflare Pages, Netlify and Vercel send when no rule sets Cache-Control: every page is
 * revalidated. `/*` must not set it: Cloudflare joins the values of every matching rule with a
 * comma, so `/assets/*` would arrive as "max-age=0, must-revalidate, …, immutable".
 */
export const HOST_DEFAULT_CACHE_CONTROL = 'public, max-age=0, must-revalidate';

/** Headers the rules give one path (rules never set one header twice, so every host agrees on them). */
export function headersFor(pathname: string, rules: HeaderRule[]): Record<string, string> {
  const out: Record<string, string> = {};
  for (const rule of rules) {
    const prefix = rule.source.replace(/\*$/, '');
    if (rule.source.endsWith('*') ? pathname.startsWith(prefix) : pathname === rule.source)
      Object.assign(out, rule.headers);
  }
  return out;
}

export interface HeaderRules {
  rules: HeaderRule[];
  /** What the parser could not read, one line each (the line it names). */
  errors: string[];
}

/** The rules of a `_headers` file; none when there is no such file. */
export async function readHeadersFile(file: string): Promise<HeaderRules> {
  const { headers, errors } = await parseAllHeaders({ headersFiles: [file], configHeaders: [], minimal: true });
  return {
    rules: headers.map((h) => ({ source: h.for, headers: h.values })),
    errors: errors.map((e) => e.message.replace(/\s*\n\s*/g, ' ').trim()),
  };
}
