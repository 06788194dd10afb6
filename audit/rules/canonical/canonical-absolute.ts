import type { Page, PageRule } from '../../types';

/** Pages that must carry a canonical link: those answering 200 (404 pages carry none). */
export const needsCanonical = (page: Page) => page.status === 200 && page.expected.canonicalPath !== null;

const rule: PageRule = {
  id: 'canonical/canonical-absolute',
  family: 'canonical',
  severity: 'error',
  scope: 'page',
  title:
    'Each page names exactly one canonical address, absolute and on the public site URL, so search engines index the right address.',
  fix: 'Write one <link rel="canonical"> per page with the page\'s absolute public URL; never localhost or a relative path.',
  docs: 'https://developers.google.com/search/docs/crawling-indexing/consolidate-duplicate-urls',
  appliesTo: needsCanonical,
  check({ page, site }) {
    const list = page.data.canonicals;
    if (list.length === 0) return [{ message: 'The page has no <link rel="canonical">.' }];
    if (list.length > 1)
      return [
        {
          message: `The page has ${list.length} canonical links (${list.join(', ')}); search engines ignore them all.`,
        },
      ];
    const href = list[0];
    if (!/^https?:\/\//i.test(href)) return [{ message: `Canonical "${href}" is not an absolute URL.` }];
    let url: URL;
    try {
      url = new URL(href);
    } catch {
      return [{ message: `Canonical "${href}" is not a valid URL.` }];
    }
    if (url.origin !== site.origin) return [{ message: `Canonical ${href} is not on the site URL ${site.origin}.` }];
    return [];
  },
};
export default rule;
