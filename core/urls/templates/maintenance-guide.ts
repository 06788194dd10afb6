/** A maintenance guide (/maintenance/{slug}): one per file of content/maintenance/. */
import { defineTemplate } from './define.ts';

export default defineTemplate({
  name: 'maintenance-guide',
  hero: 'read',
  needs: { lists: ['guides', 'services'] },
  content: 'guide',
  copy: { folder: 'content/maintenance' },
  og: 'Keep it running longer',
  budget: { minWords: 400 },
  pages: ({ page, crumbs, paths, content }) =>
    content.guides.map((g) => page(paths.guide(g.slug), g.slug, g.meta, [crumbs.maintenance])),
});
