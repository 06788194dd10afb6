/** /blog: every post. */
import { defineTemplate } from './define.ts';

export default defineTemplate({
  name: 'blog-index',
  hero: 'read',
  needs: { lists: ['posts'] },
  og: 'Tips from our technicians',
  budget: { minWords: 100 },
  pages: ({ oneOff, paths }) => [oneOff(paths.blog, 'blog')],
});
