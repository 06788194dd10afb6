import type { Issue, PageRule } from '../../types';
import { GOOGLE, asArray, isA, ldNodes, text, type JsonObject } from '../util';

const REQUIRED = ['name', 'address'];
const RECOMMENDED = ['telephone', 'url', 'geo', 'openingHoursSpecification', 'priceRange', 'image'];
const ADDRESS = ['streetAddress', 'addressLocality', 'addressRegion', 'postalCode', 'addressCountry'];

const rule: PageRule = {
  id: 'structured-data/local-business',
  family: 'structured-data',
  severity: 'error',
  scope: 'page',
  title:
    'The business’s structured data has what Google needs for local results: name and full address, plus phone, hours, location and prices.',
  fix: "Add the missing field to the business's structured data (LocalBusiness or a subtype).",
  docs: `${GOOGLE}/local-business`,
  check({ page }) {
    const issues: Issue[] = [];
    for (const { node, types, path } of ldNodes(page)) {
      if (!isA(types, 'LocalBusiness')) continue;
      for (const key of REQUIRED)
        if (node[key] === undefined) issues.push({ message: `${types[0]} at ${path} lacks required "${key}".` });
      for (const key of RECOMMENDED)
        if (node[key] === undefined)
          issues.push({ severity: 'warning', message: `${types[0]} at ${path} lacks recommended "${key}".` });
      for (const address of asArray(node.address as JsonObject | JsonObject[])) {
        if (typeof address !== 'object') continue;
        for (const key of ADDRESS)
          if (!text(address[key]))
            issues.push({
              severity: key === 'streetAddress' || key === 'addressLocality' ? 'error' : 'warning',
              message: `The address at ${path} lacks "${key}".`,
            });
      }
      const geo = node.geo as JsonObject | undefined;
      if (geo && (geo.latitude === undefined || geo.longitude === undefined))
        issues.push({ message: `geo at ${path} needs latitude and longitude.` });
      for (const spec of asArray(node.openingHoursSpecification as JsonObject[])) {
        if (
          !spec.dayOfWeek ||
          !/^\d{2}:\d{2}(:\d{2})?$/.test(String(spec.opens)) ||
          !/^\d{2}:\d{2}(:\d{2})?$/.test(String(spec.closes))
        ) {
          issues.push({
            message: `An openingHoursSpecification at ${path} needs dayOfWeek, opens and closes as hh:mm.`,
          });
        }
      }
    }
    return issues;
  },
};
export default rule;
