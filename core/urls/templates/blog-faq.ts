/** /blog-faq: the tips and FAQ library, its items searched and filtered in the page (content/library/). */
import { defineTemplate } from './define.ts';

export default defineTemplate({
  name: 'blog-faq',
  hero: 'read',
  needs: {},
  // The library's items: data its search filters, not code every visitor of the page downloads.
  content: 'library',
  og: 'Repair tips and answers',
  pages: ({ page, crumbs, paths, linkLabels, content }) => [
    page(paths.blogFaq, 'blogFaq', content.pages.blogFaq, [crumbs.blog], {
      breadcrumb: [crumbs.home, crumbs.blog, { name: linkLabels.blogFaq, path: paths.blogFaq }],
    }),
  ],
});
