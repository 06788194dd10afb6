/** /site-map: every page in one place, by template. */
import { defineTemplate } from './define.ts';

export default defineTemplate({
  name: 'site-map',
  hero: 'read',
  needs: {
    cities: 'every',
    lists: ['brands'],
    pages: [
      'home',
      'company',
      'services-index',
      'service',
      'audience',
      'local',
      'brands',
      'blog-index',
      'blog-faq',
      'service-areas',
      'maintenance-hub',
      'maintenance-guide',
      'blog-post',
      'brand',
      'site-map',
    ],
  },
  og: 'Every page in one place',
  budget: { minWords: 100 },
  pages: ({ oneOff, paths }) => [oneOff(paths.siteMap, 'siteMap')],
});
