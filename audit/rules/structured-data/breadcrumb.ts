import type { Issue, PageRule } from '../../types';
import { GOOGLE, asArray, ldNodes, text, type JsonObject, unanswered } from '../util';

const rule: PageRule = {
  id: 'structured-data/breadcrumb',
  family: 'structured-data',
  severity: 'error',
  scope: 'page',
  title: 'Breadcrumb structured data lists positions 1, 2, 3… each with a name and a link to a real page.',
  fix: 'List the breadcrumb trail in order, positions 1, 2, 3…, each with a name and the URL of a live page.',
  docs: `${GOOGLE}/breadcrumb`,
  async check({ page, site }) {
    const issues: Issue[] = [];
    for (const { node, types, path } of ldNodes(page)) {
      if (!types.includes('BreadcrumbList')) continue;
      const items = asArray(node.itemListElement as JsonObject[]);
      if (items.length === 0) issues.push({ message: `BreadcrumbList at ${path} has no itemListElement.` });
      for (const [i, item] of items.entries()) {
        const where = `breadcrumb item ${i + 1}`;
        if (Number(item.position) !== i + 1)
          issues.push({ message: `The ${where} has position ${String(item.position)}; expected ${i + 1}.` });
        const nested = item.item && typeof item.item === 'object' ? (item.item as JsonObject) : null;
        if (!text(item.name) && !text(nested?.name)) issues.push({ message: `The ${where} has no name.` });
        const url = typeof item.item === 'string' ? item.item : (text(nested?.['@id']) ?? text(nested?.url));
        if (!url) {
          if (i < items.length - 1)
            issues.push({ message: `The ${where} has no item URL (only the last item may omit it).` });
          continue;
        }
        if (!/^https?:\/\//.test(url)) {
          issues.push({ message: `The ${where} URL "${url}" is not absolute.` });
          continue;
        }
        const local = site.localPath(url);
        if (local === null) {
          issues.push({ message: `The ${where} URL ${url} is not on the site.` });
          continue;
        }
        const r = await site.fetch(local);
        if (r.status !== 200 && !unanswered(r))
          issues.push({ message: `The ${where} URL ${url} answers ${r.status}.` });
      }
    }
    return issues;
  },
};
export default rule;
