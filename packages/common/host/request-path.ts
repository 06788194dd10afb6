/**
 * A request's path read safely, and redirects kept on this host: shared by the CDN-like host
 * (cdn-host.ts) and the plain files host (files.ts). Hostile addresses (bad escapes, `..`,
 * control characters, `//host` tricks) get the 404 page, never a crash or a redirect to another
 * host.
 */
import type { ServerResponse } from 'node:http';

/** Files in a build that configure its host and are never served (as on Netlify and Vercel). */
const PRIVATE_FILES = new Set(['/_headers', '/_redirects', '/vercel.json']);

type RequestPath =
  { problem: null; pathname: string; decoded: string } | { problem: 'malformed' | 'refused'; pathname: string };

/**
 * The path of a request, read as a string (never through `new URL(raw, base)`,
 * which would take `//evil.example` for a host). Undecodable escapes are
 * malformed (400); control characters, backslashes, `..` segments and the
 * CDN's own config files are refused (404). Both get the site's 404 page.
 */
export function parseRequestPath(raw: string): RequestPath {
  const pathname = raw.split(/[?#]/, 1)[0] || '/';
  if (!pathname.startsWith('/')) return { problem: 'malformed', pathname: '/' };
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return { problem: 'malformed', pathname };
  }
  const refused =
    // eslint-disable-next-line no-control-regex
    /[\u0000-\u001f\u007f\\]/.test(decoded) || decoded.split('/').some((s) => s === '..' || s.startsWith('.'));
  if (refused || PRIVATE_FILES.has(decoded)) return { problem: 'refused', pathname };
  return { problem: null, pathname, decoded };
}

/**
 * A redirect may only go to a path on this host: a Location that is absolute,
 * protocol-relative (`//evil.example`) or starts with a backslash is rewritten
 * to a single-slash path. serve-handler already collapses slashes; this makes
 * an open redirect impossible even if a future version does not.
 */
export function safeLocation(location: string): string {
  return /^\/(?![/\\])/.test(location)
    ? location
    : `/${location.replace(/^[a-z][a-z0-9+.-]*:/i, '').replace(/^[/\\]+/, '')}`;
}

/** Rewrites every Location the response sends with safeLocation(). */
export function guardRedirects(res: ServerResponse): void {
  const writeHead = res.writeHead.bind(res) as (...args: unknown[]) => ServerResponse;
  res.writeHead = ((...args: unknown[]) => {
    for (const arg of args) {
      if (!arg || typeof arg !== 'object') continue;
      const headers = arg as Record<string, unknown>;
      for (const key of Object.keys(headers))
        if (key.toLowerCase() === 'location') headers[key] = safeLocation(String(headers[key]));
    }
    const current = res.getHeader('location');
    if (current !== undefined) res.setHeader('location', safeLocation(String(current)));
    return writeHead(...args);
  }) as ServerResponse['writeHead'];
}
