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
