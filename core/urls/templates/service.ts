/** A service page (/refrigerator-repair …): one per file of content/services/. */
import { defineTemplate } from './define.ts';

export default defineTemplate({
  name: 'service',
  hero: 'hire',
  needs: { cities: 'every', lists: ['brands'], pages: ['service-areas', 'local', 'site-map'] },
  content: 'service',
  copy: {
    folder: 'content/services',
    shared: { file: 'content/service-template.ts', name: 'serviceTemplate', skip: [] },
  },
  og: 'Expert appliance repair',
  budget: { minWords: 500, maxMediaKb: 45 },
  pages: ({ page, crumbs, paths, content }) =>
    content.services.map((s) =>
      page(paths.service(s.slug), s.slug, s.meta, [crumbs.services], {
        sitemap: { priority: 0.9, changefreq: 'monthly' },
      }),
    ),
});
