/**
 * Fact tokens (content/TOKENS.md): prose in content/ writes `{phone}` or
 * `{warranty}` instead of the value, so a fact changed in one place changes
 * on every page.
 */
import { business } from './business';

/** Must answer every name in FACT_TOKENS (facts-tokens.ts) but `costRange`, which pages supply. */
const facts: Record<string, string> = {
  business: business.name,
  phone: business.phoneDisplay,
  diagnosticFee: `$${business.diagnosticFee}`,
  warranty: `${business.warranty.days}-day`,
  warrantyMonths: `${business.warranty.months}-month`,
  priceRange: business.priceRange.label,
  sameDayCutoff: business.sameDayCutoff,
  arrival: business.arrival,
  repairs: business.repairsCompleted,
  radius: String(business.coverage.radiusMiles),
  duration: business.repairDuration,
  hours: business.hoursText,
};

const TOKEN = /\{([a-zA-Z]+)\}/g;

/** Replaces every `{token}`; `extra` supplies page-specific ones such as `costRange`. */
export function fillFacts(text: string, extra: Record<string, string | undefined> = {}): string {
  return text.replace(TOKEN, (whole, name: string) => extra[name] ?? facts[name] ?? whole);
}
