/** A city's landscape, seen through the round backdrop: a landmark true of the city (regions.tsx `cityDrawing`). Imported by the templates that show it, so it ships only in their chunks. */
import { ArtFrame } from './frame';
import { cityDrawing } from './county-drawings';

export function CityArt({ city }: { city: { slug: string; county: string } }) {
  return <ArtFrame drawing={cityDrawing(city)} landscape />;
}
