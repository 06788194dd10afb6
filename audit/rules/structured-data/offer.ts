import type { Issue, PageRule } from '../../types';
import { GOOGLE, ldNodes } from '../util';

const rule: PageRule = {
  id: 'structured-data/offer',
  family: 'structured-data',
  severity: 'error',
  scope: 'page',
  title: 'Every offer states a price and a currency, and its validity date is not in the past.',
  fix: 'Give every offer a price and a priceCurrency, and a priceValidUntil date in the future (or none).',
  docs: `${GOOGLE}/product-snippet#offer-details`,
  check({ page }) {
    const issues: Issue[] = [];
    const today = new Date().toISOString().slice(0, 10);
    for (const { node, types, path } of ldNodes(page)) {
      if (!types.includes('Offer')) continue;
      const spec = node.priceSpecification as Record<string, unknown> | undefined;
      const price = node.price ?? spec?.price;
      const currency = node.priceCurrency ?? spec?.priceCurrency;
      if (price === undefined) issues.push({ message: `Offer at ${path} has no price.` });
      else if (!/^\d+(\.\d+)?$/.test(String(price)))
        issues.push({
          message: `Offer at ${path} has price "${String(price)}"; use digits and a dot only (no currency sign).`,
        });
      if (currency === undefined) issues.push({ message: `Offer at ${path} has no priceCurrency.` });
      else if (!/^[A-Z]{3}$/.test(String(currency)))
        issues.push({
          message: `Offer at ${path} has priceCurrency "${String(currency)}"; use a 3-letter ISO 4217 code.`,
        });
      const until = node.priceValidUntil;
      if (until !== undefined) {
        const day = String(until).slice(0, 10);
        if (!/^\d{4}-\d{2}-\d{2}$/.test(day))
          issues.push({ message: `Offer at ${path} has priceValidUntil "${String(until)}", not an ISO 8601 date.` });
        else if (day < today)
          issues.push({ message: `Offer at ${path} expired on ${day} (priceValidUntil is in the past).` });
      }
    }
    return issues;
  },
};
export default rule;
