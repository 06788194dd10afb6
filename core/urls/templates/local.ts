/** /local-appliance-repair: the coverage search by city or ZIP code. */
import { defineTemplate } from './define.ts';

export default defineTemplate({
  name: 'local',
  hero: 'hire',
  needs: { cities: 'every' },
  og: 'Appliance repair near you',
  budget: { minWords: 150 },
  pages: ({ oneOff, paths }) => [oneOff(paths.local, 'local')],
});
