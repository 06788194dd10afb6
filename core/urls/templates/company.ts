/** The company's one-off pages: reviews, about and contact (src/templates/CompanyPage.tsx picks the body by key). */
import { defineTemplate } from './define.ts';

export default defineTemplate({
  name: 'company',
  hero: 'hire',
  needs: { cities: 'every' },
  og: 'Family-owned since day one',
  pages: ({ oneOff, paths }) => [
    oneOff(paths.reviews, 'reviews'),
    oneOff(paths.about, 'about'),
    oneOff(paths.contact, 'contact'),
  ],
});
