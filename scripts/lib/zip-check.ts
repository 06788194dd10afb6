/**
 * A city page's ZIP list says "Every ZIP code below is in our service area", so each ZIP on it
 * must be one where homes of that city get mail: never a PO-box or one-organisation ZIP
 * (content/zip-delivery.ts `nonResidentialZips`; San Francisco, Oakland and San Jose once padded
 * their lists with dozens), and never another town's (Burlingame once listed Half Moon Bay
 * 94019), except a town without a ZIP of its own that shares the city's (`townsSharingZips`).
 * Errors name the page and the entry; tests/dist/zip-codes.test.ts reads the built lists.
 */
export interface CityZipList {
  slug: string;
  name: string;
  towns: { town: string; zips: string[] }[];
}

export function zipListErrors(
  lists: CityZipList[],
  nonResidential: ReadonlySet<string>,
  townsSharing: Record<string, { town: string }[]>,
): string[] {
  return lists.flatMap(({ slug, name, towns }) =>
    towns.flatMap(({ town, zips }) => {
      const at = `${slug}: ${town}`;
      const sharing = (townsSharing[slug] ?? []).some((t) => t.town === town);
      if (town !== name && !sharing)
        return [`${at} ${zips.join(', ')}: another town's ZIP codes; a city page lists its own city's`];
      return zips
        .filter((zip) => nonResidential.has(zip))
        .map((zip) => `${at} ${zip}: delivers to PO boxes or one organisation, not to homes`);
    }),
  );
}

/** The parts of the ZIP table (scripts/lib/zip-table.ts `ZipTown`) the check reads. */
export interface TableTown {
  town: string;
  county: string;
  zips: string[];
  city: string | null;
  shared: Record<string, string>;
}

/**
 * The coverage search's answers against the city pages (docs/zip-codes.md), checked when the build
 * writes the table: a town named like a city page carries that page's county (94303 once answered
 * "Palo Alto, San Mateo County"); a ZIP a page lists is answered by that page (Alviso's 95002, listed
 * under San Jose, once answered Milpitas; Oakland's 94705 answered Berkeley alone); and no
 * non-residential ZIP is listed or answered "yes, we serve".
 */
export function zipTableErrors(
  towns: TableTown[],
  lists: Record<string, { town: string; zips: string[] }[]>,
  pages: readonly { slug: string; name: string; county: string }[],
  nonResidential: ReadonlySet<string>,
  /** The ZIPs the search answers "yes, we serve" (the lookup's `zips` whose town has a page). */
  served: readonly string[],
): string[] {
  const errors: string[] = [];
  const answer = new Map<string, { town: TableTown; zip: string }>();
  for (const t of towns) {
    const page = pages.find((p) => p.name === t.town);
    if (page && page.county !== t.county)
      errors.push(
        `${t.town} (${t.zips.join(', ')}): answered in ${t.county} County, but ${t.town} is in ${page.county} County; correct it in content/zip-delivery.ts postalCorrections`,
      );
    for (const zip of t.zips) answer.set(zip, { town: t, zip });
  }
  for (const [slug, rows] of Object.entries(lists))
    for (const zip of rows.flatMap((r) => r.zips)) {
      const found = answer.get(zip);
      if (nonResidential.has(zip)) errors.push(`${slug}: lists ${zip}, a PO-box or one-organisation ZIP`);
      else if (!found || (found.town.city !== slug && found.town.shared[zip] !== slug))
        errors.push(
          `${slug}: lists ${zip}, but the search answers it with ${found?.town.city ?? 'no page'}; a ZIP is answered by every page that lists it`,
        );
    }
  for (const zip of served)
    if (nonResidential.has(zip))
      errors.push(`${zip}: answered "yes, we serve", but it is a PO-box or one-organisation ZIP, not a home's`);
  return errors;
}
