/**
 * A new connection delivers about 14.6 KB (ten TCP segments) before it has to
 * wait a round trip for the browser's acknowledgement. A page whose compressed
 * HTML and response headers (about 0.85 KB here, most of it the CSP) fit in
 * that paints a round trip earlier than one a few bytes over: about 150 ms on
 * Lighthouse's simulated mobile network. On this site the largest part of
 * every page's HTML is its inlined critical CSS.
 */
import type { PageRule } from '../../types';
import { brotliBytes } from '../../host/compression';

const rule: PageRule = {
  id: 'budgets/document-weight',
  family: 'budgets',
  severity: 'warning',
  scope: 'page',
  title:
    "A page's HTML, compressed as served, leaves room for its headers in a new connection's first round trip (about 14.6 KB), so its first paint does not wait for a second one.",
  fix: 'Find what grew: inlined CSS or scripts, long lists, repeated markup; raise maxDocumentKb in the audit configuration only in review.',
  docs: 'https://web.dev/articles/critical-rendering-path/optimizing-critical-rendering-path',
  check({ page, config }) {
    const max = config.templates[page.expected.template]?.maxDocumentKb ?? config.options.maxDocumentKb;
    const kb = brotliBytes(page.body) / 1024;
    if (kb <= max) return [];
    return [
      {
        message: `The HTML is ${kb.toFixed(2)} KB compressed (Brotli, quality 5); with its headers it no longer fits a new connection's first round trip (limit ${max} KB).`,
        over: Math.round((kb / max) * 100) / 100,
      },
    ];
  },
};
export default rule;
