/**
 * A content image in a kept part of the page (src/lib/first-visit.tsx) that fails to load is replaced once
 * by the placeholder, as SmartImage and FallbackImg do for the ones React renders
 * (docs/product.md): one capturing `error` listener on the document (image errors do not
 * bubble), plus a look at the images that had already failed before the app started. The
 * placeholder itself gets no second chance, so a missing placeholder cannot loop.
 */
import { PLACEHOLDER_IMAGE } from '../components/ui/SmartImage';
import { STATIC_ATTRIBUTE } from './static-attribute';

const STATIC_IMAGES = `[${STATIC_ATTRIBUTE}] img`;

function fallBack(img: HTMLImageElement): void {
  if (img.dataset.fallback === 'true' || !img.closest(`[${STATIC_ATTRIBUTE}]`)) return;
  // A <picture>'s WebP source would win over the new src: the placeholder stands alone, as SmartImage renders it.
  const picture = img.parentElement?.tagName === 'PICTURE' ? img.parentElement : null;
  img.dataset.fallback = 'true';
  img.removeAttribute('srcset');
  img.src = PLACEHOLDER_IMAGE;
  picture?.replaceWith(img);
}

function onError(event: Event): void {
  if (event.target instanceof HTMLImageElement) fallBack(event.target);
}

/** Starts watching; returns the clean-up (RootLayout, for the app's lifetime). */
export function watchStaticImages(): () => void {
  document.addEventListener('error', onError, { capture: true });
  for (const img of document.querySelectorAll<HTMLImageElement>(STATIC_IMAGES))
    if (img.complete && img.naturalWidth === 0 && img.currentSrc) fallBack(img);
  return () => document.removeEventListener('error', onError, { capture: true });
}
