/** A one-off page's drawing (imported by the templates that show it, so it ships only in their chunks). */
import { ArtFrame } from './frame';
import { PAGE_DRAWINGS } from './page-drawings';

export function PageArt({ name }: { name: keyof typeof PAGE_DRAWINGS }) {
  return <ArtFrame drawing={PAGE_DRAWINGS[name]} />;
}
