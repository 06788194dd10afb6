/**
 * One of the owner's real photos (content/photos/), as AVIF and WebP at the
 * widths the build made, with width and height so nothing shifts while it
 * loads. Lazy unless the page says it is above the fold. Never used for a
 * drawing: drawings are the hero art (src/components/ui/art/) and the generated images.
 */
import planned, { jobPhotos as plannedJobPhotos } from 'virtual:photos';
import type { PhotoMeta } from '../../../core/facts/photo-meta';

const photos: PhotoMeta[] = planned;
/** The "From recent jobs" row's photos, in the owner's order (content/photos/index.ts `jobPhotos`). */
export const jobPhotos: PhotoMeta[] = plannedJobPhotos.map((id) => photoById(id));

export function photoById(id: string) {
  const photo = photos.find((p) => p.id === id);
  if (!photo) throw new Error(`Photo "${id}" is not in content/photos/index.ts`);
  return photo;
}

/** The picture alone (AVIF, WebP, sizes), for a card that captions it itself: a team member's portrait. */
export function PhotoPicture({
  id,
  sizes = '(min-width: 64rem) 36rem, 100vw',
  aboveFold = false,
}: {
  id: string;
  sizes?: string;
  aboveFold?: boolean;
}) {
  const photo = photoById(id);
  return (
    <picture>
      {photo.sources.map((s) => (
        <source key={s.type} type={s.type} srcSet={s.srcSet} sizes={sizes} />
      ))}
      <img
        src={photo.src}
        alt={photo.alt}
        width={photo.width}
        height={photo.height}
        loading={aboveFold ? 'eager' : 'lazy'}
        fetchPriority={aboveFold ? 'high' : undefined}
        decoding="async"
      />
    </picture>
  );
}

export function Photo({ id, sizes, aboveFold }: { id: string; sizes?: string; aboveFold?: boolean }) {
  return (
    <figure className="photo">
      <PhotoPicture id={id} sizes={sizes} aboveFold={aboveFold} />
      <figcaption>{photoById(id).caption}</figcaption>
    </figure>
  );
}
