/** The two budget rules differ only in what they weigh and which limit applies. */
import type { PageRule } from '../../types';
import { describeLargest, pageWeight } from './weight';

const LABEL = { js: 'JavaScript', css: 'CSS (inline and linked)' } as const;
const LIMIT = { js: 'maxJsKb', css: 'maxCssKb' } as const;

export function budgetRule(kind: 'js' | 'css', text: Pick<PageRule, 'id' | 'title' | 'fix'>): PageRule {
  return {
    ...text,
    family: 'budgets',
    severity: 'error',
    scope: 'page',
    docs: 'https://web.dev/articles/performance-budgets-101',
    check({ page, site, config }) {
      const max = config.templates[page.expected.template]?.[LIMIT[kind]] ?? config.options[LIMIT[kind]];
      const { kb, largest } = pageWeight(site.dist, page.data, (href) => site.localPath(href))[kind];
      if (kb <= max) return [];
      return [
        {
          message: `Loads ${kb.toFixed(1)} KB of ${LABEL[kind]}, gzipped; the budget is ${max} KB. Largest files: ${describeLargest(largest) || 'none'}.`,
          over: Math.round((kb / max) * 100) / 100,
        },
      ];
    },
  };
}
