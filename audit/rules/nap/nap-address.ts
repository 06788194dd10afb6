import type { PageRule } from '../../types';
import { text } from '../util';
import { napFor, normalize, normalizedBody } from './business';

const rule: PageRule = {
  id: 'nap/nap-address',
  family: 'nap',
  severity: 'error',
  scope: 'page',
  title: 'The street address, city, state and postal code shown on the page match the structured data.',
  fix: "Show the address given in the business's structured data in the page, word for word.",
  needsManifest: "it checks this business's name, address and phone on every page",
  docs: 'https://developers.google.com/search/docs/appearance/structured-data/local-business',
  appliesTo: () => true,
  check({ page, site }) {
    const nap = napFor(page, site);
    if (!nap?.address) return [];
    const body = normalizedBody(page);
    const street = text(nap.address.streetAddress);
    const locality = text(nap.address.addressLocality);
    const region = text(nap.address.addressRegion);
    const postal = text(nap.address.postalCode);
    const missing: string[] = [];
    if (street && !body.includes(normalize(street))) missing.push(`street "${street}"`);
    const cityLine = [locality, [region, postal].filter(Boolean).join(' ')].filter(Boolean).join(', ');
    if (cityLine && !body.includes(normalize(cityLine))) missing.push(`"${cityLine}"`);
    return missing.length
      ? [{ message: `The visible address does not show ${missing.join(' and ')} as in the structured data.` }]
      : [];
  },
};
export default rule;
