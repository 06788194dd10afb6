import type { PageRule } from '../../types';
import { cacheDirectives, header, isHtml } from './served';

/** The longest a browser may show a page without asking the site whether it changed. */
const MAX_FRESH_S = 600;

const duration = (s: number) =>
  s >= 86_400
    ? `${Math.round(s / 86_400)} days`
    : s >= 3600
      ? `${Math.round(s / 3600)} hours`
      : `${Math.round(s / 60)} minutes`;

const rule: PageRule = {
  id: 'live/html-caching',
  family: 'live',
  severity: 'warning',
  scope: 'page',
  live: true,
  title: `Pages are sent with a Cache-Control header that makes browsers check for a newer version (no-cache, or a max-age of ${MAX_FRESH_S / 60} minutes at most), so an update shows at once.`,
  fix: 'Send pages with “Cache-Control: public, max-age=0, must-revalidate” (most CDNs’ default) or no-cache; keep long lifetimes for files whose names change with their content.',
  docs: 'https://web.dev/articles/http-cache',
  appliesTo: (page) => page.status === 200 && isHtml(page),
  check({ page }) {
    const value = header(page, 'cache-control');
    if (value === null)
      return [
        {
          message:
            'Sent without Cache-Control: browsers guess how long to keep the page (often hours), so an update may not show.',
        },
      ];
    const d = cacheDirectives(value);
    if (d.has('no-store') || d.has('no-cache')) return [];
    if (d.has('immutable'))
      return [
        { message: `Sent as “Cache-Control: ${value}”: immutable tells browsers never to ask for a newer version.` },
      ];
    const maxAge = Number(d.get('max-age') ?? NaN);
    if (!Number.isFinite(maxAge))
      return [
        { message: `Sent as “Cache-Control: ${value}”, with no max-age: browsers guess how long to keep the page.` },
      ];
    if (maxAge > MAX_FRESH_S)
      return [
        {
          message: `Sent as “Cache-Control: ${value}”: browsers may show a copy up to ${duration(maxAge)} old without asking.`,
          over: Math.round((maxAge / MAX_FRESH_S) * 100) / 100,
        },
      ];
    return [];
  },
};
export default rule;
