import type { PageRule } from '../../types';
import { header, isHtml } from './served';

/** The headers every page needs, what each does in a few words, and whether a value sent is right. */
const HEADERS: { name: string; why: string; ok?: (value: string) => boolean; httpsOnly?: boolean }[] = [
  { name: 'Content-Security-Policy', why: 'which scripts may run' },
  {
    name: 'Strict-Transport-Security',
    why: 'https always',
    httpsOnly: true,
    ok: (v) => Number(/max-age\s*=\s*"?(\d+)/i.exec(v)?.[1] ?? 0) > 0,
  },
  { name: 'X-Content-Type-Options', why: 'no guessing of file types', ok: (v) => v.trim().toLowerCase() === 'nosniff' },
  { name: 'Referrer-Policy', why: 'what other sites learn of the page' },
  { name: 'Permissions-Policy', why: 'browser features switched off' },
  { name: 'Cross-Origin-Opener-Policy', why: 'no window of another site can reach this one' },
];

const rule: PageRule = {
  id: 'live/security-headers',
  family: 'live',
  severity: 'warning',
  scope: 'page',
  live: true,
  title:
    'Pages are sent with the security headers browsers act on: Content-Security-Policy, Strict-Transport-Security (on https), X-Content-Type-Options: nosniff, Referrer-Policy, Permissions-Policy, Cross-Origin-Opener-Policy, and protection from being framed (X-Frame-Options or frame-ancestors).',
  fix: 'Set the missing headers for every path at the host (a “/*” rule in _headers, or the CDN’s response-header rules); the value in the finding says what is wrong with one that is sent.',
  docs: 'https://owasp.org/www-project-secure-headers/',
  appliesTo: (page) => page.status === 200 && isHtml(page),
  check({ page, site }) {
    const https = site.server.startsWith('https:');
    const missing: string[] = [];
    const wrong: string[] = [];
    for (const h of HEADERS) {
      if (h.httpsOnly && !https) continue;
      const value = header(page, h.name);
      if (value === null) missing.push(`${h.name} (${h.why})`);
      else if (h.ok && !h.ok(value)) wrong.push(`${h.name}: “${value}”`);
    }
    const csp = header(page, 'content-security-policy') ?? '';
    if (header(page, 'x-frame-options') === null && !/(^|;)\s*frame-ancestors\b/i.test(csp))
      missing.push('X-Frame-Options or a frame-ancestors policy (no other site may show the page in a frame)');
    const issues = [];
    if (missing.length) issues.push({ message: `Sent without ${missing.join(', ')}.` });
    if (wrong.length) issues.push({ message: `Sent with ${wrong.join('; ')}, which does not protect.` });
    return issues;
  },
};
export default rule;
