import type { Issue, PageRule } from '../../types';
import { ancestors, ldNodes, vocabulary } from '../util';

const rule: PageRule = {
  id: 'structured-data/property-domain',
  family: 'structured-data',
  severity: 'warning',
  scope: 'page',
  title:
    'Each structured-data property is used on a type schema.org defines it for (e.g. "priceValidUntil" on an Offer).',
  fix: 'Move the property to the type it belongs to, or pick the property schema.org defines for this type.',
  docs: 'https://schema.org/docs/datamodel.html',
  appliesTo: () => true,
  check({ page }) {
    const vocab = vocabulary();
    const issues: Issue[] = [];
    for (const { node, types, path } of ldNodes(page)) {
      if (!types.every((t) => t in vocab.types)) continue;
      const all = new Set(types.flatMap((t) => [...ancestors(t)]));
      for (const key of Object.keys(node)) {
        const domains = vocab.properties[key];
        if (key.startsWith('@') || !domains || domains.length === 0) continue;
        if (!domains.some((d) => all.has(d)))
          issues.push({
            message: `"${key}" is not a property of ${types.join('/')} (at ${path}); schema.org defines it on ${domains.slice(0, 4).join(', ')}.`,
          });
      }
    }
    return issues;
  },
};
export default rule;
