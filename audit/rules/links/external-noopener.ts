import type { Issue, PageRule } from '../../types';

const rule: PageRule = {
  id: 'links/external-noopener',
  family: 'links',
  severity: 'error',
  scope: 'page',
  title: 'External links that open a new tab carry rel="noopener", so the other site cannot take over this tab.',
  fix: 'Add rel="noopener" to every target="_blank" link to another site.',
  docs: 'https://developer.mozilla.org/en-US/docs/Web/HTML/Attributes/rel/noopener',
  appliesTo: () => true,
  check({ page, site }) {
    const issues: Issue[] = [];
    for (const link of page.data.links) {
      if ((link.target ?? '').toLowerCase() !== '_blank' || site.localPath(link.url) !== null) continue;
      const rel = (link.rel ?? '').toLowerCase().split(/\s+/);
      if (!rel.includes('noopener') && !rel.includes('noreferrer'))
        issues.push({ message: `The new-tab link to ${link.href} has no rel="noopener".` });
    }
    return issues;
  },
};
export default rule;
