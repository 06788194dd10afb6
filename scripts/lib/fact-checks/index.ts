/**
 * Every check of a business fact, in one module: this file is its only entry (issue 61). A
 * business fact is something a customer could hold the business to or check against it: its
 * name, phone, hours and schedule, the warranty, the diagnostic fee, prices, coverage and arrival
 * time, credentials, the brands it repairs, the review count, the safety rules it gives and the
 * readings it has retired. Each rule is written once, here, and applied to the content and again
 * to the built pages where both are checked:
 *
 * - ./restatements.ts: a tokenised fact (content/TOKENS.md) restated in a page's own words, in
 *   content strings and Markdown bodies (scripts/lib/markdown.ts).
 * - ./claims.ts: a guarantee that does not name the warranty, visits outside our hours, the EPA
 *   certification typed by hand, a costly job put inside the typical range, a blown thermal fuse
 *   on a Whirlpool-built dryer.
 * - ./brand-claims.ts: a number of brands, or a maker, that content/brands.ts does not list.
 * - ./closed-day.ts: a next-day booking promise that lands on a day we are closed.
 * - ./pages.ts: the built pages (tests/dist/facts.test.ts): each fact's statement once and where
 *   it is true (the warranty terms, the repairs count, the gas-smell and CO rules, coverage,
 *   arrival, the review count, lifespans, credentials), no retired reading, and the warranty in
 *   days, by the same rule as its restatement detector.
 *
 * Checks of the copy that are not about the business stay in scripts/lib/copy-check.ts (straight
 * quotes, another served city named on a city page, a brand page naming another brand, an image
 * path with no file), and so do the maintenance schedules' intervals (scripts/lib/schedule-check.ts).
 */
import { restatementErrors } from './restatements.ts';
import { claimErrors } from './claims.ts';
import { brandClaimErrors } from './brand-claims.ts';
import { closedDayPromiseErrors } from './closed-day.ts';

export { restatementErrors, restatementsIn } from './restatements.ts';
export { claimErrors } from './claims.ts';
export { brandClaimErrors } from './brand-claims.ts';
export { closedDayPromiseErrors, daysBeforeClosed } from './closed-day.ts';
export { builtPage, factCountProblems, pageFacts, PAGE_RULES, ratingMarkup, type PageText } from './pages.ts';

/** What the content checks compare a content module against. */
export interface ContentFacts {
  /** content/business.ts `hours`: which days we are open. */
  hours: readonly { schemaDays: readonly string[] }[];
  /** content/brands.ts `all`: the brands we repair. */
  brandNames: readonly string[];
}

/** Every business-fact problem in the strings of one content module (`data`), one line each naming the file and the field. */
export function contentFactErrors(file: string, data: unknown, facts: ContentFacts): string[] {
  return [
    // A tokenised fact restated in the page's own words.
    ...restatementErrors(file, data),
    // A "next morning" booking that lands on Sunday.
    ...closedDayPromiseErrors(file, data, facts.hours),
    // "Guaranteed" without the warranty, visits outside our hours, EPA 608.
    ...claimErrors(file, data),
    // A number of brands typed by hand, a maker that is not in content/brands.ts.
    ...brandClaimErrors(file, data, facts.brandNames),
  ];
}
