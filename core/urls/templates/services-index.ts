/** /services: every service as a card, and the busiest cities. */
import { defineTemplate } from './define.ts';

export default defineTemplate({
  name: 'services-index',
  hero: 'hire',
  needs: { cities: 'top' },
  og: 'Appliance repair services',
  budget: { minWords: 100 },
  pages: ({ oneOff, paths }) => [oneOff(paths.services, 'services')],
});
