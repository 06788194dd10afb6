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
import { planPhotos } from './photos.ts';
import type { PhotoEntry, TeamMember } from '../../model/schemas.ts';

const ID = 'virtual:photos';
const RESOLVED = `\0${ID}`;

/** Every id the team and the job row name must be a photo: one line per one that is not. */
export function photoReferenceErrors(photos: PhotoEntry[], team: TeamMember[], jobPhotos: string[]): string[] {
  const ids = new Set(photos.map((p) => p.id));
  return [
    ...team.flatMap((m, i) =>
      m.portrait && !ids.has(m.portrait)
        ? [`${contentFile('team.ts')}: team.${i}.portrait: "${m.portrait}" is not a photo in content/photos/index.ts`]
        : [],
    ),
    ...jobPhotos.flatMap((id, i) =>
      ids.has(id)
        ? []
        : [`${contentFile('photos/index.ts')}: jobPhotos.${i}: "${id}" is not a photo in its photos list`],
    ),
  ];
}

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
