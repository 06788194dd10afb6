/** /404: what the CDN answers for an address with no page; names the cities nearest the base. */
import { defineTemplate } from './define.ts';

export default defineTemplate({
  name: 'not-found',
  hero: 'read',
  needs: { cities: 'nearest-to-base' },
  og: 'Appliance repair',
  pages: ({ page, notFound, paths, content }) => [
    page(paths.notFound, 'notFound', content.pages.notFound, null, notFound),
  ],
});
