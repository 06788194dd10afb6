import type { Issue, PageRule } from '../../types';
import { GOOGLE, asArray, isA, ldNodes, text, type JsonObject } from '../util';

const RECOMMENDED = ['headline', 'image', 'datePublished', 'dateModified', 'author'];
const ISO_DATE = /^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})?)?$/;

const rule: PageRule = {
  id: 'structured-data/article',
  family: 'structured-data',
  severity: 'error',
  scope: 'page',
  title:
    'Article and blog post structured data carry a headline, image, author with a name, and ISO 8601 dates, as Google recommends.',
  fix: "Give the article's structured data a headline, an image, an author with a name, and ISO 8601 datePublished and dateModified.",
  docs: `${GOOGLE}/article`,
  check({ page }) {
    const issues: Issue[] = [];
    for (const { node, types, path } of ldNodes(page)) {
      if (!isA(types, 'Article')) continue;
      for (const key of RECOMMENDED)
        if (node[key] === undefined)
          issues.push({ severity: 'warning', message: `${types[0]} at ${path} lacks recommended "${key}".` });
      for (const key of ['datePublished', 'dateModified']) {
        if (node[key] !== undefined && !ISO_DATE.test(String(node[key])))
          issues.push({ message: `${key} "${String(node[key])}" is not an ISO 8601 date.` });
      }
      if (typeof node.headline === 'string' && node.headline.length > 110)
        issues.push({
          severity: 'warning',
          message: `The headline has ${node.headline.length} characters; Google truncates after 110.`,
        });
      for (const author of asArray(node.author as JsonObject[])) {
        if (typeof author !== 'object' || !text(author.name))
          issues.push({ message: `An author at ${path} has no name.` });
      }
    }
    return issues;
  },
};
export default rule;
