/** The names of the fact tokens content may use (content/TOKENS.md). Kept apart from facts.ts so Node validation needs no site config. */
export const FACT_TOKENS = [
  'business', 'phone', 'diagnosticFee', 'warranty', 'warrantyMonths', 'priceRange', 'sameDayCutoff',
  'arrival', 'repairs', 'radius', 'duration', 'hours', 'costRange',
];

const TOKEN = /\{([a-zA-Z]+)\}/g;

/** Tokens in a text that no fact answers. */
export function unknownTokens(text: string): string[] {
  return [...text.matchAll(TOKEN)].map((m) => m[1]).filter((name) => !FACT_TOKENS.includes(name));
}
