/**
 * The five regions the city pages are grouped in (`region` of content/cities/*.ts), in display
 * order, and the words every list of cities uses for the cities it leaves out once a region or
 * a county has more than the list shows (core/urls/city-lists.ts). A file of its own because the
 * service pages and /about read it: they load these few lines, not the coverage pages' copy.
 */

export const regionNames = ['San Francisco', 'Peninsula', 'East Bay', 'South Bay', 'North Bay'] as const;
export type RegionName = (typeof regionNames)[number];

/** A region after a number in prose: "12 more in the East Bay", "all 120 cities on the Peninsula". */
export const regionIn: Record<RegionName, string> = {
  'San Francisco': 'in San Francisco',
  Peninsula: 'on the Peninsula',
  'East Bay': 'in the East Bay',
  'South Bay': 'in the South Bay',
  'North Bay': 'in the North Bay',
};

/** The link that stands for the rest of a capped list, to where they are all listed. */
export const moreCities = {
  /** After a region's first cities ("and" is written before the link): "and 397 more in the East Bay". */
  inRegion: (more: number, region: RegionName) => `${more} more ${regionIn[region]}`,
  /** The last pill of a county on /about and /contact. */
  inCounty: (more: number, county: string) => `${more} more in ${county} County`,
};
