/** A brand page (/brands/whirlpool …): one per file of content/brand-pages/. */
import { defineTemplate } from './define.ts';

export default defineTemplate({
  name: 'brand',
  hero: 'hire',
  needs: { lists: ['services'] },
  content: 'brand',
  copy: {
    folder: 'content/brand-pages',
    shared: {
      file: 'content/brand-template.ts',
      name: 'brandTemplate',
      skip: ['serviceLinksTitle', 'serviceLinksIntro'],
    },
  },
  og: 'Brand repair, done right',
  budget: { minWords: 400 },
  pages: ({ page, crumbs, paths, content }) =>
    content.brandPages.map((b) => page(paths.brand(b.slug), b.slug, b.meta, [crumbs.brands])),
});
