/**
 * The frame every hero drawing sits in: the round backdrop and, for landscapes, a round clip. (A
 * decorative sun dot sat on the frame's corner, where it collided with the home drawing's check badge.)
 */
import { C } from './parts';
import type { Drawing } from './appliances';

export function ArtFrame({ drawing, landscape = false }: { drawing: Drawing | undefined; landscape?: boolean }) {
  if (!drawing) throw new Error('Hero drawing: none for this page (add it in src/components/ui/art/)');
  const { label, Scene } = drawing;
  // The page passes `landscape` for its own landscapes (a city's); a drawing that is one says so itself.
  const clipped = landscape || drawing.landscape === true;
  return (
    <svg className="hero-art" viewBox="0 0 400 320" width="400" height="320" role="img" aria-label={label}>
      <circle cx="210" cy="170" r="150" fill={C.soft} />
      {clipped && (
        <clipPath id="hero-art-frame">
          <circle cx="210" cy="170" r="150" />
        </clipPath>
      )}
      <g clipPath={clipped ? 'url(#hero-art-frame)' : undefined}>
        <Scene />
      </g>
    </svg>
  );
}
