/** The names of the fact tokens content may use (content/TOKENS.md). Kept apart from facts.ts so Node validation needs no site config. */
export const FACT_TOKENS = [
  'business',
  'phone',
  'diagnosticFee',
  'diagnosticTerms',
  'warranty',
  'warrantyPeriod',
  'warrantyTerms',
  'warrantyLine',
  'priceRange',
  'sameDayCutoff',
  'arrival',
  'repairs',
  'coverage',
  'coverageReach',
  'duration',
  'hours',
  'schedule',
  'costRange',
  'gasSafety',
  'coSafety',
  'bayAreaWater',
  'dishwasherFilter',
  'selfCleanTemp',
  'coilCleaning',
  'hoseReplacement',
  'reviewSummary',
  'credentials',
  'epaCertified',
  // One per appliance of content/business.ts `lifespans`.
  'lifespanRefrigerator',
  'lifespanWasher',
  'lifespanDryer',
  'lifespanDishwasher',
  'lifespanOven',
];

/** Tokens a city's own prose may use besides the facts: the city's name and its data fields (content/cities/). */
export const CITY_TOKENS = ['city', 'waterSupplier', 'waterHardness', 'gasUtility', 'distance'];

const TOKEN = /\{([a-zA-Z]+)\}/g;

/** Tokens in a text that no fact (nor one of `extra`) answers. */
export function unknownTokens(text: string, extra: readonly string[] = []): string[] {
  return [...text.matchAll(TOKEN)]
    .map((m) => m[1])
    .filter((name) => !FACT_TOKENS.includes(name) && !extra.includes(name));
}
