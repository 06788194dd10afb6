/** /service-areas: the cities by region, each region capped (core/urls/city-lists.ts). */
import { defineTemplate } from './define.ts';

export default defineTemplate({
  name: 'service-areas',
  hero: 'hire',
  needs: { cities: 'every' },
  og: ({ cityCount }) => `${cityCount} Bay Area cities`,
  pages: ({ oneOff, paths }) => [oneOff(paths.serviceAreas, 'serviceAreas')],
});
