/**
 * Vite plugin serving `virtual:photos`: what each owner's photo looks like to
 * a page (size, srcset, alt, caption), planned from content/photos/ by
 * ./photos.ts, and which of them are the "From recent jobs" row. A bad photo
 * entry, or a team portrait or job photo naming no photo, fails the build here,
 * naming the file. Reads the content overlay's photos when one is set (./content-overlay.ts).
 */
import { dirname } from 'node:path';
import type { Plugin } from 'vite';
import { contentFile, importContent } from './content-overlay.ts';
import { photoReferenceErrors, planPhotos } from './photos.ts';
import type { PhotoEntry, TeamMember } from '../../model/schemas.ts';

const ID = 'virtual:photos';
const RESOLVED = `\0${ID}`;

export function photosPlugin(): Plugin {
  return {
    name: 'photos',
    resolveId: (id) => (id === ID ? RESOLVED : null),
    async load(id) {
      if (id !== RESOLVED) return null;
      const { photos, jobPhotos } = await importContent<{ photos: PhotoEntry[]; jobPhotos: string[] }>(
        'photos/index.ts',
      );
      const { team } = await importContent<{ team: TeamMember[] }>('team.ts');
      const errors = photoReferenceErrors(photos, team, jobPhotos);
      if (errors.length) throw new Error(errors.join('\n'));
      const planned = await planPhotos(photos, { dir: dirname(contentFile('photos/index.ts')) });
      return `export default ${JSON.stringify(planned)};\nexport const jobPhotos = ${JSON.stringify(jobPhotos)};`;
    },
  };
}
