/** A county's landscape, seen through the round backdrop (imported by the templates that show it, so it ships only in their chunks). */
import { ArtFrame } from './frame';
import { REGION_DRAWINGS } from './regions';

export function CountyArt({ name }: { name: string }) {
  return <ArtFrame drawing={REGION_DRAWINGS[name]} landscape />;
}
