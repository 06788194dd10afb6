import type { PageRule } from '../../types';
import { napFor } from './business';

const rule: PageRule = {
  id: 'nap/nap-name',
  family: 'nap',
  severity: 'error',
  scope: 'page',
  title: 'The business name in the visible page matches the name in the structured data, word for word.',
  fix: 'Show the business name given in the structured data in the page, word for word.',
  needsManifest: "it checks this business's name, address and phone on every page",
  docs: 'https://developers.google.com/search/docs/appearance/structured-data/local-business',
  appliesTo: () => true,
  check({ page, site }) {
    const nap = napFor(page, site);
    if (!nap?.name) return [];
    return page.data.bodyText.includes(nap.name)
      ? []
      : [
          {
            message: `The visible text never shows the business name "${nap.name}" (structured data on ${nap.source}).`,
          },
        ];
  },
};
export default rule;
