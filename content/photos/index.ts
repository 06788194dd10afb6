/**
 * The business's own photos (docs/editing-content.md "Add a photo"): drop a JPEG or PNG from a
 * phone into this folder and describe it here. The build makes sized AVIF and
 * WebP copies (EXIF, including a phone's GPS position, is stripped) and pages
 * show them with srcset, width and height, lazily below the fold. A missing
 * alt, a missing file or an oversize original fails the build naming the file.
 *
 * Empty on purpose: the site shows no photo until there is a real one, and a
 * drawing is never presented as a photo.
 */
import type { PhotoEntry } from '../../model/schemas';

export const photos: PhotoEntry[] = [
  // { id: 'sunset-fridge-defrost', file: 'sunset-fridge-defrost.jpg',
  //   alt: 'Technician replacing the defrost heater behind a French-door refrigerator’s freezer panel',
  //   caption: 'Defrost heater replacement, Sunset District' },
];

/**
 * Photos of real jobs (ids from `photos` above) for the "From recent jobs" row on /about, newest first;
 * a repair case on the home page takes its own photo in content/repair-cases.ts. Empty: no row.
 */
export const jobPhotos: string[] = [];
