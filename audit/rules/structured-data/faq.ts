import type { Issue, PageRule } from '../../types';
import { GOOGLE, asArray, ldNodes, text, type JsonObject } from '../util';

const rule: PageRule = {
  id: 'structured-data/faq',
  family: 'structured-data',
  severity: 'info',
  scope: 'page',
  title:
    'FAQ structured data has a question and an answer text for every entry (information only: Google no longer shows FAQ rich results).',
  fix: 'Give every FAQ entry a question name and an acceptedAnswer with text, taken from the questions the page shows.',
  docs: `${GOOGLE}/faqpage`,
  check({ page }) {
    const issues: Issue[] = [];
    for (const { node, types, path } of ldNodes(page)) {
      if (!types.includes('FAQPage')) continue;
      const questions = asArray(node.mainEntity as JsonObject[]);
      if (questions.length === 0) issues.push({ message: `FAQPage at ${path} has no questions (mainEntity).` });
      questions.forEach((q, i) => {
        if (!text(q.name)) issues.push({ message: `FAQ question ${i + 1} has no text (name).` });
        const answer = asArray(q.acceptedAnswer as JsonObject | JsonObject[])[0];
        if (!answer || !text(answer.text))
          issues.push({ message: `FAQ question ${i + 1} has no answer text (acceptedAnswer.text).` });
      });
    }
    return issues;
  },
};
export default rule;
