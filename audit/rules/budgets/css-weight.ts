import { budgetRule } from './budget-rule';

export default budgetRule('css', {
  id: 'budgets/css-weight',
  title:
    'The CSS a page loads (inlined critical CSS plus stylesheets, gzipped) stays within budget, so the first paint is not held up.',
  fix: 'Remove unused rules, or keep rules that only some pages need out of the shared stylesheet; raise maxCssKb in the audit configuration only in review.',
});
