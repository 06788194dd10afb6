/**
 * One lazily loaded component per template (core/urls/templates/): `src/templates/<Name>Page.tsx` for the
 * template `<name>` (`BlogPostPage.tsx` for `blog-post`), the table written from the declarations
 * by scripts/lib/templates-plugin.ts. tests/unit/templates.test.ts holds the files and the
 * declarations to each other.
 */
import templateLoaders from 'virtual:template-components';

export { templateLoaders };
