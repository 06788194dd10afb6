import { budgetRule } from './budget-rule';

export default budgetRule('js', {
  id: 'budgets/javascript-weight',
  title:
    'The JavaScript a page loads before it is interactive stays within budget (gzipped), so phones on slow networks get a responsive page fast.',
  fix: 'Split the code a page does not need into its own chunk, or drop the dependency; raise maxJsKb in the audit configuration only in review.',
});
