import type { Issue, PageRule } from '../../types';
import { napFor, phoneDigits, visiblePhones } from './business';

const rule: PageRule = {
  id: 'nap/nap-phone',
  family: 'nap',
  severity: 'error',
  scope: 'page',
  title: 'The phone number shown on the page and in call links is the one in the structured data.',
  fix: "Show the phone number given in the business's structured data in the page, and use the same number in tel: links.",
  needsManifest: "it checks this business's name, address and phone on every page",
  docs: 'https://developers.google.com/search/docs/appearance/structured-data/local-business',
  appliesTo: () => true,
  check({ page, site }) {
    const nap = napFor(page, site);
    if (!nap?.phone) return [];
    const expected = phoneDigits(nap.phone);
    const issues: Issue[] = [];
    const shown = visiblePhones(page.data.bodyText);
    if (!shown.some((p) => phoneDigits(p) === expected))
      issues.push({ message: `The visible text never shows the phone ${nap.phone}.` });
    for (const p of new Set(shown))
      if (phoneDigits(p) !== expected)
        issues.push({ message: `The page shows phone "${p}"; the structured data says ${nap.phone}.` });
    for (const link of page.data.links) {
      if (!/^(tel|sms):$/.test(link.url.protocol)) continue;
      const digits = phoneDigits(decodeURIComponent(link.url.pathname));
      if (digits !== expected)
        issues.push({ message: `The ${link.url.protocol.slice(0, -1)} link ${link.href} does not use ${nap.phone}.` });
    }
    return [...new Map(issues.map((i) => [i.message, i])).values()];
  },
};
export default rule;
