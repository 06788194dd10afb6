/** /blog/404: what the CDN answers for an address under /blog/ with no post. */
import { defineTemplate } from './define.ts';

export default defineTemplate({
  name: 'post-not-found',
  hero: 'read',
  needs: { lists: ['posts'] },
  og: 'Appliance repair advice',
  pages: ({ page, notFound, crumbs, paths, content }) => [
    page(paths.postNotFound, 'postNotFound', content.pages.postNotFound, [crumbs.blog], notFound),
  ],
});
