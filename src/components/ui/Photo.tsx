/**
 * One of the owner's real photos (content/photos/), as AVIF and WebP at the
 * widths the build made, with width and height so nothing shifts while it
 * loads. Lazy unless the page says it is above the fold. Never used for a
 * drawing: drawings are the hero art (src/components/ui/art/) and the generated images.
 */
import planned from 'virtual:photos';
import type { PhotoMeta } from '../../../core/facts/photo-meta';

const photos: PhotoMeta[] = planned;

export function photoById(id: string) {
  const photo = photos.find((p) => p.id === id);
  if (!photo) throw new Error(`Photo "${id}" is not in content/photos/index.ts`);
  return photo;
}

export function Photo({
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
    <figure className="photo">
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
      <figcaption>{photo.caption}</figcaption>
    </figure>
  );
}
