import type { Issue, SiteRule } from '../../types';
import { answered, cacheDirectives, header } from './served';

/** A year: a file whose name changes with its content never needs asking for again. */
const LONG_S = 31_536_000;
/**
 * A content hash in a file name, as bundlers write it: 8 characters of base64url (`app-BQx3kX9a.js`,
 * Vite and Rollup) or 8 to 64 hexadecimal digits (`main.3f2a9c1b.css`, webpack), with a digit or
 * both cases in it, so a plain word or a font's weight (`inter-latin-400.woff2`) is none.
 */
const HASHED = /[-.]([A-Za-z0-9_-]{8}|[0-9a-f]{8,64})\.(?:m?js|css|woff2?|ttf|otf)$/;
const isHashed = (path: string) => {
  const hash = HASHED.exec(path.split('?')[0])?.[1];
  return Boolean(hash && (/\d/.test(hash) || (/[A-Z]/.test(hash) && /[a-z]/.test(hash))));
};

const rule: SiteRule = {
  id: 'live/asset-caching',
  family: 'live',
  severity: 'warning',
  scope: 'site',
  live: true,
  title:
    'Scripts, stylesheets and fonts whose names carry a content hash are cached for a year and marked immutable, so a returning visitor downloads them only once.',
  fix: 'Send the folder of hashed files with “Cache-Control: public, max-age=31536000, immutable” (a rule such as “/assets/*” in _headers).',
  docs: 'https://web.dev/articles/http-cache#versioned-urls',
  check({ site }) {
    const issues: Issue[] = [];
    for (const r of site.resources.values()) {
      if (!answered(r) || r.status !== 200 || !isHashed(r.path)) continue;
      const value = header(r, 'cache-control');
      const d = cacheDirectives(value ?? '');
      const maxAge = Number(d.get('max-age') ?? 0);
      if (d.has('no-store') || d.has('no-cache') || !(maxAge >= LONG_S) || !d.has('immutable'))
        issues.push({
          page: r.path,
          message: `A file named by its content, ${value === null ? 'sent without Cache-Control' : `sent as “Cache-Control: ${value}”`}: it can be kept for a year and marked immutable.`,
        });
    }
    return issues;
  },
};
export default rule;
