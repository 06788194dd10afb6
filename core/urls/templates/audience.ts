/** The residential and commercial pages: who the service is for (content/audiences.ts). */
import { defineTemplate } from './define.ts';

export default defineTemplate({
  name: 'audience',
  hero: 'hire',
  needs: {},
  og: 'Homes and businesses',
  budget: { minWords: 300, maxMediaKb: 100 },
  pages: ({ oneOff, paths }) => [oneOff(paths.residential, 'residential'), oneOff(paths.commercial, 'commercial')],
});
