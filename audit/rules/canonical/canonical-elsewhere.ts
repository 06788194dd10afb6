/**
 * A page whose canonical names another page, judged from what the crawl saw rather than from the
 * manifest: search engines are told "count this address as that one", while the site's own sitemap or
 * links keep sending them and visitors to it. The contradiction wastes crawl and splits the page's
 * signals; it is what a careless `canonicalPath` edit does (the manifest then agrees with the mistake,
 * so canonical/canonical-expected cannot see it).
 */
import type { PageRule } from '../../types';
import { hasNoindex, sameUrl } from '../util';

const MAX_NAMED = 3;

const rule: PageRule = {
  id: 'canonical/canonical-elsewhere',
  family: 'canonical',
  severity: 'error',
  scope: 'page',
  title: 'A page that names another page as its canonical is neither in the sitemap nor linked from the site.',
  fix: 'If the page should be found under its own address, point its canonical at itself (the content file’s `canonicalPath`, or remove it). If it really is a copy of the other page, link the other page instead and leave this one out of the sitemap.',
  docs: 'https://developers.google.com/search/docs/crawling-indexing/consolidate-duplicate-urls',
  appliesTo: () => true,
  check({ page, site }) {
    // A meta-refresh page is a redirect, and a noindex one is robots/noindex-canonical's to judge.
    if (page.status !== 200 || page.data.metaRefresh !== null || hasNoindex(page)) return [];
    const canonical = page.data.canonicals[0];
    if (!canonical || sameUrl(canonical, `${site.origin}${page.path}`)) return [];
    const inSitemap = page.sources.has('sitemap');
    const linking = [...page.inbound].sort();
    if (!inSitemap && linking.length === 0) return [];
    const where = [
      ...(inSitemap ? ['the sitemap lists it'] : []),
      ...(linking.length
        ? [
            `${linking.length} page${linking.length === 1 ? '' : 's'} link here (${linking.slice(0, MAX_NAMED).join(', ')}${linking.length > MAX_NAMED ? ', …' : ''})`,
          ]
        : []),
    ];
    return [{ message: `${page.path} names ${canonical} as its canonical, but ${where.join(' and ')}.` }];
  },
};
export default rule;
