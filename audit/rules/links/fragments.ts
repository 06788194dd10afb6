import type { Issue, PageRule } from '../../types';

const rule: PageRule = {
  id: 'links/fragments',
  family: 'links',
  severity: 'error',
  scope: 'page',
  title: 'Links to a section of a page (#section) land on a section that exists.',
  fix: 'Give the target section the id the link uses, or change the link to an existing id.',
  docs: 'https://html.spec.whatwg.org/multipage/browsing-the-web.html#scroll-to-fragid',
  appliesTo: () => true,
  check({ page, site }) {
    const issues: Issue[] = [];
    const seen = new Set<string>();
    for (const link of page.data.links) {
      const fragment = decodeURIComponent(link.url.hash.slice(1));
      if (!fragment || fragment === 'top' || !/^https?:$/.test(link.url.protocol)) continue;
      const path = site.localPath(link.url);
      if (path === null || seen.has(`${path}#${fragment}`)) continue;
      seen.add(`${path}#${fragment}`);
      const target = path === page.path ? page : site.pages.get(path);
      if (!target) continue;
      if (!target.data.ids.has(fragment))
        issues.push({ message: `The link to ${link.href} points at #${fragment}, which does not exist on ${path}.` });
    }
    return issues;
  },
};
export default rule;
