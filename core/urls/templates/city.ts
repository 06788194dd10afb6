/** A city page (/appliance-repair-{slug}): one per file of content/cities/. */
import { defineTemplate } from './define.ts';

export default defineTemplate({
  name: 'city',
  hero: 'hire',
  needs: { cities: 'own-and-nearby', pages: ['service'] },
  content: 'city',
  copy: {
    folder: 'content/cities',
    // Without the parts only another page shows: the alias pages' FAQs, the hand-built pages' sections.
    shared: { file: 'content/city-template.ts', name: 'cityTemplate', skip: ['aliasFaqs', 'handBuilt'] },
  },
  og: 'Local appliance repair',
  budget: { minWords: 400 },
  pages: ({ page, crumbs, paths, content }) =>
    content.cities.map((c) =>
      page(paths.city(c.slug), c.slug, c.meta, [crumbs.cities], {
        sitemap: { priority: 0.8, changefreq: 'monthly' },
      }),
    ),
});
