import type { PageRule } from '../../types';

const rule: PageRule = {
  id: 'lang/html-lang',
  family: 'lang',
  severity: 'error',
  scope: 'page',
  title: 'Each page declares its language (lang on <html>), so search engines and screen readers read it right.',
  fix: 'Set the lang attribute on the <html> element of every page (e.g. lang="en").',
  docs: 'https://developers.google.com/search/docs/specialty/international/managing-multi-regional-sites',
  appliesTo: () => true,
  check({ page }) {
    const lang = page.data.lang?.trim();
    if (!lang) return [{ message: 'The <html> element has no lang attribute.' }];
    if (!/^[a-z]{2,3}(-[A-Za-z0-9]{2,8})*$/i.test(lang))
      return [{ message: `lang="${lang}" is not a valid language tag.` }];
    return [];
  },
};
export default rule;
