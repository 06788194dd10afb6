/**
 * Copy shown only once there are more cities than the lists show (core/urls/city-lists.ts): the
 * region directory pages that list every city of a region, the site map's cities by region,
 * and the coverage search's line on the cities it leaves out. Counts and names are filled in by
 * the functions; `{tokens}` are fact tokens (content/TOKENS.md). At 40 cities none of it shows.
 */
import { regionIn, type RegionName } from './regions';
import { servedCommunities } from './unincorporated-places';

interface DirectoryPage {
  region: RegionName;
  total: number;
  page: number;
  pageCount: number;
  first: string;
  last: string;
}

/** Under a region's first cards on /service-areas, and on /site-map for a region listed on one page. */
export const allInRegion = (total: number, region: RegionName) =>
  total === 1 ? `Our 1 city ${regionIn[region]}` : `All ${total} cities ${regionIn[region]}`;

/** /service-areas/{region} (and /2, /3 …): every city of a region, A to Z, with its county. */
export const directoryCopy = {
  meta: ({ region, total, page, pageCount, first, last }: DirectoryPage) => ({
    title: `${region} Appliance Repair: ${total} Cities${pageCount > 1 ? `, Page ${page} of ${pageCount}` : ''}`,
    description:
      pageCount > 1
        ? `The ${total} cities where we repair appliances ${regionIn[region]}, page ${page} of ${pageCount}: ${first} to ${last}. Find yours and open its page.`
        : `All ${total} cities where we repair appliances ${regionIn[region]}, A to Z with their county. Find yours and open its page for local details.`,
    h1: `Every City We Serve ${regionIn[region]}`,
  }),
  /** The breadcrumb's last step after the first page (the region's name leads to the first). */
  crumb: (page: number, pageCount: number) => `Page ${page} of ${pageCount}`,
  /** After the region's intro line (regionIntros in content/service-areas.ts). */
  lead: ({ total, page, pageCount, first, last }: DirectoryPage) =>
    pageCount > 1
      ? `All ${total} cities we serve there, A to Z in ${pageCount} pages, each with its county and its own page. Page ${page} runs from ${first} to ${last}.`
      : `All ${total} cities we serve there, A to Z, each with its county and its own page.`,
  listTitle: ({ pageCount, first, last }: DirectoryPage) =>
    pageCount > 1 ? `Cities from ${first} to ${last}` : 'Every city, A to Z',
  pagerLabel: 'Pages of this list, A to Z',
  /** A page of the directory, in its pager and on /site-map. */
  pageLink: (first: string, last: string) => `${first} to ${last}`,
  /** Under the list; `notListedLink` is linked to the coverage search (/local-appliance-repair). */
  notListed:
    'Not listed? We also serve smaller towns between these cities. Call {phone} with your address, or check your ZIP code in our',
  notListedLink: 'coverage search',
};

/** /site-map once any region has a directory. */
export const siteMapCopy = {
  /** Over every city page: "communities" too while one of them is not a city (content/unincorporated-places.ts). */
  citiesTitle: (total: number) =>
    servedCommunities.length ? `Cities and communities we serve (${total})` : `Cities we serve (${total})`,
  /** Above the regions when the cities are too many to list one by one. */
  regionsIntro: (total: number) =>
    `We serve ${total} cities, too many to list one by one here: each region’s cities are listed A to Z on its own pages, and our busiest cities follow.`,
  region: (region: RegionName, total: number) => `${region}: ${total} ${total === 1 ? 'city' : 'cities'}`,
  /** Over the top cities when not every city is listed. */
  topTitle: 'Our busiest cities',
  /** Over the cities when every one is listed below the regions. */
  allTitle: 'Every city, A to Z',
};
