/** /brands: every brand repaired, and the brand pages as cards. */
import { defineTemplate } from './define.ts';

export default defineTemplate({
  name: 'brands',
  hero: 'hire',
  needs: { lists: ['brands'], pages: ['brand'] },
  og: ({ brandCount }) => `${brandCount} brands repaired`,
  budget: { minWords: 100, maxMediaKb: 40 },
  pages: ({ oneOff, paths }) => [oneOff(paths.brands, 'brands')],
});
