/**
 * A single-file image (SVG, PNG…) that, like SmartImage, is replaced once by
 * the placeholder when it fails to load (docs/product.md), including a failure that
 * happened before hydration.
 */
import { useState } from 'react';
import { PLACEHOLDER_IMAGE } from './SmartImage';

export function FallbackImg({
  src,
  alt,
  width,
  height,
  className,
  lazy = true,
}: {
  src: string;
  alt: string;
  width: number;
  height: number;
  className?: string;
  lazy?: boolean;
}) {
  const [failed, setFailed] = useState(false);
  const shared = {
    className,
    width,
    height,
    loading: lazy ? ('lazy' as const) : undefined,
    decoding: lazy ? ('async' as const) : undefined,
  };
  if (failed) return <img {...shared} alt={alt} src={PLACEHOLDER_IMAGE} data-fallback="true" />;
  return (
    <img
      {...shared}
      alt={alt}
      src={src}
      onError={() => setFailed(true)}
      ref={(img) => {
        if (img && img.complete && img.naturalWidth === 0 && img.currentSrc) setFailed(true);
      }}
    />
  );
}
