/** Brand page lines (content/brand-pages/, model/schemas.ts `brandPageSchema`); kept apart from the schemas so pages need no zod. */

/** The service pages that repair a brand's line: none, one, or each appliance of a two-appliance line. */
export function lineServices(line: { service: string | readonly string[] | null }): string[] {
  if (line.service === null) return [];
  return typeof line.service === 'string' ? [line.service] : [...line.service];
}
