import type { PageRule } from '../../types';
import { describeLargest, weigh } from './weight';

const rule: PageRule = {
  id: 'budgets/javascript-weight',
  family: 'budgets',
  severity: 'error',
  scope: 'page',
  title: 'The JavaScript a page loads before it is interactive stays within budget (gzipped), so phones on slow networks get a responsive page fast.',
  fix: 'Find what grew with `npm run bench` (JS KB per template): split the code a page does not need into its own chunk, or drop the dependency; raise maxJsKb in audit.config.json only in review.',
  docs: 'https://web.dev/articles/performance-budgets-101',
  check({ page, site, config }) {
    const max = config.templates[page.expected.template]?.maxJsKb ?? config.options.maxJsKb;
    const { kb, largest } = weigh(site, page.data.scripts);
    return kb > max ? [{ message: `Loads ${kb.toFixed(1)} KB of JavaScript (gzipped); the budget is ${max} KB. Largest: ${describeLargest(largest)}.` }] : [];
  },
};
export default rule;
