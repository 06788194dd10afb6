/**
 * A region's directory of cities (/service-areas/{region}, then /2, /3 …): only for a region with
 * more cities than /service-areas shows (core/urls/city-lists.ts), so none at today's 40 cities;
 * the synthetic builds of the benchmark (scripts/bench/synthetic-build.ts) have them.
 */
import { defineTemplate } from './define.ts';

export default defineTemplate({
  name: 'region-directory',
  hero: 'hire',
  needs: { cities: 'every' },
  og: 'Find your city',
  budget: { minWords: 100 },
  pages: ({ page, crumbs, paths, content: { regionDirectories, regionSlug, directoryCopy } }) =>
    regionDirectories.map((d) => {
      const region = { name: d.region, path: paths.regionDirectory(regionSlug(d.region)) };
      const trail = [crumbs.home, crumbs.cities, region];
      const breadcrumb =
        d.page === 1 ? trail : [...trail, { name: directoryCopy.crumb(d.page, d.pageCount), path: d.path }];
      return page(d.path, d.key, directoryCopy.meta(d), null, { breadcrumb });
    }),
});
