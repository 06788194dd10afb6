/**
 * Fact tokens (content/TOKENS.md): prose in content/ writes `{phone}` or
 * `{warranty}` instead of the value, so a fact changed in one place changes
 * on every page. scripts/lib/fact-checks/restatements.ts fails the build when prose
 * restates one of these in its own words.
 */
import { business, credentialsText, epa608Sentence } from './business-profile';

/** "Novato and Vallejo", "San Jose"; "Google, Yelp, Thumbtack and TaskRabbit". */
export const and = (names: readonly string[]) =>
  names.length > 1 ? `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}` : names[0];
/** "18:00" → "6 PM". */
const clock = (hhmm: string) => {
  const h = Number(hhmm.slice(0, 2));
  return `${h % 12 || 12} ${h < 12 ? 'AM' : 'PM'}`;
};

const { coverage, rating, warranty } = business;

/** [10, 13] → "10 to 13 years" (prose); the maintenance hub's list writes "10–13 years" from the same numbers. */
export const lifespanText = ([low, high]: readonly [number, number]) => `${low} to ${high} years`;

/** The warranty's terms as one statement ({warrantyTerms}; the Offer's description in the structured data). */
export function warrantyTermsText(): string {
  return `Every repair carries our ${warranty.days}-day warranty on ${warranty.covers}: if the repaired fault returns or a part we fitted fails within ${warranty.days} days, we come back and put it right, with nothing to pay for the return visit, the parts or the labor. It does not cover ${warranty.excludes}.`;
}

/** Must answer every name in FACT_TOKENS (facts-tokens.ts) but `costRange`, which pages supply. */
const facts: Record<string, string> = {
  business: business.name,
  phone: business.phoneDisplay,
  diagnosticFee: `$${business.diagnosticFee}`,
  diagnosticTerms: `$${business.diagnosticFee}, credited in full toward the repair when you go ahead with it, so the visit itself costs nothing extra`,
  warranty: `${warranty.days}-day`,
  warrantyPeriod: `${warranty.days} days`,
  warrantyTerms: warrantyTermsText(),
  // The short mention; src/components/ui/WarrantyText.tsx links it to paths.warranty (the full terms).
  warrantyLine: warranty.label,
  priceRange: business.priceRange.label,
  sameDayCutoff: business.sameDayCutoff,
  arrival: business.arrival,
  repairs: business.repairsCompleted,
  // Communities, not cities: Castro Valley, one of the pages, is unincorporated (docs/facts.md).
  coverage: `${coverage.cityCount} communities in ${coverage.countyCount} Bay Area counties`,
  coverageReach: `from ${and(coverage.reach.north)} in the north to ${and(coverage.reach.south)} in the south and ${and(coverage.reach.east)} in the east`,
  duration: business.repairDuration,
  hours: business.hoursText,
  schedule: business.hours.map((h) => `${h.days} until ${clock(h.closes)}`).join(' and '),
  gasSafety: business.gasSafety,
  coSafety: business.coSafety,
  bayAreaWater: business.bayAreaWater,
  dishwasherFilter: business.dishwasherFilter,
  selfCleanTemp: business.selfCleanTemp,
  coilCleaning: business.coilCleaning,
  hoseReplacement: business.hoseReplacement,
  credentials: credentialsText(),
  epaCertified: epa608Sentence(),
  reviewSummary: `${rating.value.toFixed(1)} from ${rating.count} reviews on ${and(rating.platforms)}`,
  ...Object.fromEntries(business.lifespans.map((l) => [l.token, lifespanText(l.years)])),
};

const TOKEN = /( ?)\{([a-zA-Z]+)\}/g;

/**
 * Replaces every `{token}`; `extra` supplies page-specific ones such as `costRange`. A token that
 * is empty by configuration ({epaCertified} when not certified) takes the space before it along, so
 * "before we start. {epaCertified}" reads "before we start." with nothing dangling.
 */
export function fillFacts(text: string, extra: Record<string, string | undefined> = {}): string {
  return text.replace(TOKEN, (whole, space: string, name: string) => {
    const value = extra[name] ?? facts[name];
    if (value === undefined) return whole;
    return value === '' ? '' : `${space}${value}`;
  });
}
