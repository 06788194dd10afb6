/**
 * A build's `_headers` file (Netlify and Cloudflare Pages format: a path line, then indented
 * `Name: value` lines) read back and applied to a path, as the host applies it.
 */

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

export function parseHeadersFile(text: string): HeaderRule[] {
  const rules: HeaderRule[] = [];
  for (const line of text.split('\n')) {
    if (!line.trim() || line.trim().startsWith('#')) continue;
    if (!/^\s/.test(line)) rules.push({ source: line.trim(), headers: {} });
    else {
      const at = line.indexOf(':');
      rules[rules.length - 1].headers[line.slice(0, at).trim()] = line.slice(at + 1).trim();
    }
  }
  return rules;
}
