/**
 * A recent job in the hero's picture slot, in place of the drawing (docs/design-system.md "People and
 * proof"), from 48rem up where the slot is shown. It is the first screen's largest picture there, so
 * it loads at once at high priority; on a phone the slot holds no picture (the page length budget is
 * the visitor's scroll), and a 1-pixel source keeps the phone from downloading any copy of it.
 */
import type { PhotoMeta } from '../../../../core/facts/photo-meta';

/** A transparent 1×1 GIF: what a phone's browser picks, so the photo costs it no bytes. */
const NOTHING = 'data:image/gif;base64,R0lGODlhAQABAAAAACH5BAEKAAEALAAAAAABAAEAAAICTAEAOw==';
const PHONE = '(max-width: 47.99rem)';

export function HeroPhoto({ photo }: { photo: PhotoMeta }) {
  return (
    <figure className="photo hero-photo" data-testid="hero-photo">
      <picture>
        <source media={PHONE} srcSet={NOTHING} />
        {photo.sources.map((s) => (
          <source key={s.type} type={s.type} srcSet={s.srcSet} sizes="(min-width: 64rem) 26rem, 40vw" />
        ))}
        <img
          src={photo.src}
          alt={photo.alt}
          width={photo.width}
          height={photo.height}
          loading="eager"
          fetchPriority="high"
          decoding="async"
        />
      </picture>
      <figcaption>{photo.caption}</figcaption>
    </figure>
  );
}
