/**
 * Vite plugin serving `virtual:photos`: what each owner's photo looks like to
 * a page (size, srcset, alt, caption), planned from content/photos/ by
 * ./photos.ts. A bad photo entry fails the build here, naming the file.
 */
import type { Plugin } from 'vite';
import { photos } from '../../content/photos/index.ts';
import { planPhotos } from './photos.ts';

const ID = 'virtual:photos';
const RESOLVED = `\0${ID}`;

export function photosPlugin(): Plugin {
  return {
    name: 'photos',
    resolveId: (id) => (id === ID ? RESOLVED : null),
    async load(id) {
      if (id !== RESOLVED) return null;
      return `export default ${JSON.stringify(await planPhotos(photos))};`;
    },
  };
}
