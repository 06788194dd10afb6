import type { PageRule } from '../../types';
import { describeLargest, gzipKb, weigh } from './weight';

const rule: PageRule = {
  id: 'budgets/css-weight',
  family: 'budgets',
  severity: 'error',
  scope: 'page',
  title: 'The CSS a page loads (inlined critical CSS plus stylesheets, gzipped) stays within budget, so the first paint is not held up.',
  fix: 'Remove unused rules or move a page’s styles next to its component (one stylesheet per route); raise maxCssKb in audit.config.json only in review.',
  docs: 'https://web.dev/articles/performance-budgets-101',
  check({ page, site, config }) {
    const max = config.templates[page.expected.template]?.maxCssKb ?? config.options.maxCssKb;
    const { kb: linked, largest } = weigh(site, page.data.stylesheets);
    const kb = linked + (page.data.inlineCss ? gzipKb(page.data.inlineCss) : 0);
    return kb > max ? [{ message: `Loads ${kb.toFixed(1)} KB of CSS (gzipped, inline and linked); the budget is ${max} KB. Largest: ${describeLargest(largest)}.` }] : [];
  },
};
export default rule;
