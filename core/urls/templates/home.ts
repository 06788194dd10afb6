/** The home page, and /appliance-repair: the same page at a second address whose canonical is /. */
import { defineTemplate } from './define.ts';

export default defineTemplate({
  name: 'home',
  hero: 'hire',
  needs: { cities: 'every' },
  og: 'Same-day appliance repair',
  budget: { minWords: 400, maxMediaKb: 120 },
  pages: ({ page, paths, content: { pages } }) => [
    page(paths.home, 'home', pages.home, null, { sitemap: { priority: 1, changefreq: 'weekly' } }),
    page(paths.applianceRepair, 'applianceRepair', pages.applianceRepair, [], {
      canonicalPath: '/',
      indexable: false,
      sitemap: null,
    }),
  ],
});
