/** /maintenance: the maintenance guides, and the posts. */
import { defineTemplate } from './define.ts';

export default defineTemplate({
  name: 'maintenance-hub',
  hero: 'read',
  needs: { lists: ['guides', 'posts'] },
  og: 'Maintenance guides',
  budget: { minWords: 100 },
  pages: ({ oneOff, paths }) => [oneOff(paths.maintenance, 'maintenance')],
});
