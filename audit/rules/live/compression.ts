import { gzipSync } from 'node:zlib';
import type { Issue, SiteRule } from '../../types';
import { answered, header } from './served';

/** Text worth compressing: what CDNs compress (below about 1 KB compression gains nothing). */
const TEXT =
  /^(text\/|application\/(javascript|x-javascript|json|ld\+json|manifest\+json|xml|xhtml\+xml|rss\+xml|atom\+xml)|image\/svg\+xml)/i;
const MIN_BYTES = 1024;

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

const rule: SiteRule = {
  id: 'live/compression',
  family: 'live',
  severity: 'error',
  scope: 'site',
  live: true,
  title:
    'Pages, scripts, stylesheets and other text come compressed (Brotli or gzip) to a browser that accepts it, so they download several times faster.',
  fix: 'Turn on compression for text types (HTML, CSS, JavaScript, JSON, XML, SVG) at the host or CDN; most CDNs do it by default unless a rule or an origin server sends the files already encoded wrongly.',
  docs: 'https://developer.chrome.com/docs/lighthouse/performance/uses-text-compression',
  check({ site }) {
    const issues: Issue[] = [];
    for (const r of site.resources.values()) {
      if (!answered(r) || r.status !== 200 || !TEXT.test(r.contentType) || r.bytes < MIN_BYTES) continue;
      const encoding = (header(r, 'content-encoding') ?? '').trim().toLowerCase();
      if (encoding && encoding !== 'identity') continue;
      const gzipped = r.body ? gzipSync(r.body).length : null;
      issues.push({
        page: r.path,
        message: `Sent uncompressed (${kb(r.bytes)}${gzipped === null ? '' : `; gzip would make it ${kb(gzipped)}`}) although the request accepted Brotli and gzip.`,
      });
    }
    return issues;
  },
};
export default rule;
