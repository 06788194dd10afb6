/**
 * A content image in WebP with a PNG fallback, sized (no layout shift) and
 * lazy by default. If it fails to load it is replaced once with the
 * placeholder (docs/product.md); the placeholder itself has no error handler, so a
 * missing placeholder cannot loop. Errors that fired before hydration are
 * caught by checking the element when it mounts.
 */
import { useState } from 'react';

export const PLACEHOLDER_IMAGE = '/images/placeholder.svg';

export function SmartImage({
  src,
  alt,
  width,
  height,
  lazy = true,
  className,
}: {
  src: string;
  alt: string;
  width: number;
  height: number;
  lazy?: boolean;
  className?: string;
}) {
  const [failed, setFailed] = useState(false);
  const loading = lazy ? 'lazy' : undefined;
  const decoding = lazy ? 'async' : undefined;
  if (failed) {
    return (
      <img
        className={className}
        src={PLACEHOLDER_IMAGE}
        alt={alt}
        width={width}
        height={height}
        loading={loading}
        decoding={decoding}
        data-fallback="true"
      />
    );
  }
  return (
    <picture>
      <source srcSet={`${src}.webp`} type="image/webp" />
      <img
        className={className}
        src={`${src}.png`}
        alt={alt}
        width={width}
        height={height}
        loading={loading}
        decoding={decoding}
        onError={() => setFailed(true)}
        ref={(img) => {
          if (img && img.complete && img.naturalWidth === 0 && img.currentSrc) setFailed(true);
        }}
      />
    </picture>
  );
}
