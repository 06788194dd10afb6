/**
 * Copy of the coverage search on /local-appliance-repair (re-exported by ./city-directory.ts): its
 * own module, so the search's island loads this and not the directory pages' copy.
 */
/** The coverage search of /local-appliance-repair once a county has more cities than it shows. */
export const citySearchCopy = {
  /** Under the groups before anything is typed; `moreLink` is linked to /service-areas. */
  more: (shown: number, total: number) =>
    `These are ${shown} of the ${total} cities we serve, the busiest of each county first. Type a city or county above to search every one, or`,
  moreLink: 'browse them all by region',
  /** Under the results of a search that matches more cities than the groups show. */
  resultsMore: (more: number) =>
    `${more} more ${more === 1 ? 'city matches' : 'cities match'}: keep typing to narrow the list.`,
  loading: 'Loading every city we serve…',
  failed: (phone: string) =>
    `The full list of cities could not be loaded, so only the cities shown here were searched. Call ${phone} and we will tell you whether we come to you.`,
  /** Shown without JavaScript instead of localCoverage.searchWithoutScript. */
  withoutScript:
    'The search needs JavaScript, which is off in this browser: the busiest cities of each county are listed below, every city we serve is listed by region on our service areas page, and each city page lists the ZIP codes it covers.',
};
