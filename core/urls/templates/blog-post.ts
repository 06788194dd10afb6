/** A post (/blog/{slug}): one per Markdown file of content/posts/. */
import { defineTemplate } from './define.ts';

export default defineTemplate({
  name: 'blog-post',
  hero: 'read',
  needs: { lists: ['posts', 'guides', 'services'] },
  content: 'post',
  og: 'Appliance repair advice',
  budget: { minWords: 600 },
  pages: ({ page, crumbs, paths, content }) =>
    content.posts.map((p) =>
      page(paths.post(p.slug), p.slug, { title: p.title, description: p.description, h1: p.title }, [crumbs.blog]),
    ),
});
