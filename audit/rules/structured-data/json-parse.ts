import type { PageRule } from '../../types';
import { jsonLdBlocks } from '../util';

const rule: PageRule = {
  id: 'structured-data/json-parse',
  family: 'structured-data',
  severity: 'error',
  scope: 'page',
  title: 'Every structured-data block (JSON-LD) is valid JSON; a broken block is ignored by search engines.',
  fix: 'Generate JSON-LD from data with a JSON serialiser instead of writing it by hand, and fix the syntax error named in the finding.',
  docs: 'https://developers.google.com/search/docs/appearance/structured-data/intro-structured-data#structured-data-format',
  appliesTo: () => true,
  check({ page }) {
    const { blocks, errors } = jsonLdBlocks(page);
    const issues = errors.map((message) => ({ message }));
    blocks.forEach((b, i) => {
      if (!b || typeof b !== 'object') issues.push({ message: `JSON-LD block ${i + 1} is not an object.` });
      else if (!Array.isArray(b) && !('@context' in b))
        issues.push({ message: `JSON-LD block ${i + 1} has no @context.` });
    });
    return issues;
  },
};
export default rule;
