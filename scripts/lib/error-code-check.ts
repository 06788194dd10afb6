/**
 * Fault codes are written once (content/error-codes.ts) and a brand's page shows its own under
 * each appliance. Samsung uses 4C and 5C on washers and dishwashers alike, and its page once read
 * "4C, 4E" and "5C, 5E" twice, with a third "5C" in a failure card, and no word of which was
 * which. So: a brand's code appears once in an appliance's list, and a code a brand uses on two
 * appliances says in its meaning which appliance it is about. Errors name the file and the field.
 */
export interface CodeEntry {
  brand: string;
  codes: string;
  meaning: string;
}

/** "F3 (F3E0, F3E1)" → ["F3", "F3E0", "F3E1"]. */
export const codesOf = (codes: string) => codes.split(/[\s,()]+/).filter(Boolean);

const brandsOf = (entry: CodeEntry) => entry.brand.split(' / ');

export function errorCodeErrors(errorCodes: Record<string, CodeEntry[]>): string[] {
  const errors: string[] = [];
  const file = 'content/error-codes.ts';
  /** brand → code → appliances that list it. */
  const seen = new Map<string, Map<string, string[]>>();
  for (const [appliance, entries] of Object.entries(errorCodes))
    entries.forEach((entry, i) => {
      for (const brand of brandsOf(entry))
        for (const code of codesOf(entry.codes)) {
          const byCode = seen.get(brand) ?? new Map<string, string[]>();
          seen.set(brand, byCode);
          const where = byCode.get(code) ?? [];
          if (where.includes(appliance))
            errors.push(`${file}: ${appliance}.${i}.codes: ${brand} ${code} is already listed for the ${appliance}`);
          byCode.set(code, [...where, appliance]);
        }
    });
  for (const [appliance, entries] of Object.entries(errorCodes))
    entries.forEach((entry, i) => {
      const shared = brandsOf(entry).some((brand) =>
        codesOf(entry.codes).some((code) => (seen.get(brand)?.get(code) ?? []).length > 1),
      );
      if (shared && !new RegExp(`\\b${appliance}`, 'i').test(entry.meaning))
        errors.push(
          `${file}: ${appliance}.${i}.meaning: ${entry.brand} uses ${entry.codes} on more than one appliance; say it is about the ${appliance} ("On a ${entry.brand} ${appliance}, …")`,
        );
    });
  return errors;
}
