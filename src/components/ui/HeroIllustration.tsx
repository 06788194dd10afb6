/**
 * The site's own hero drawings as inline SVG (a few hundred bytes each),
 * one style across templates (src/components/ui/art/). Inline so they paint
 * with the HTML and never become a late-loading LCP image; width and height
 * are set so nothing shifts. Each is announced as what it is, a drawing
 * ("Drawing of …"), never as a photo.
 */
import { C } from './art/parts';
import { APPLIANCE_DRAWINGS, type Drawing } from './art/appliances';
import { REGION_DRAWINGS } from './art/regions';
import { PAGE_DRAWINGS } from './art/pages';

/** A one-off page's drawing, or an appliance's / a county's by its content word. */
export type IllustrationKind =
  | keyof typeof PAGE_DRAWINGS
  | { appliance: string }
  | { county: string };

export function drawingFor(kind: IllustrationKind): Drawing {
  if (typeof kind === 'string') return PAGE_DRAWINGS[kind];
  const drawing = 'appliance' in kind ? APPLIANCE_DRAWINGS[kind.appliance] : REGION_DRAWINGS[kind.county];
  if (!drawing) throw new Error(`HeroIllustration: no drawing for ${JSON.stringify(kind)} (src/components/ui/art/)`);
  return drawing;
}

export function HeroIllustration({ kind }: { kind: IllustrationKind }) {
  const { label, Scene } = drawingFor(kind);
  // Landscapes are seen through the backdrop circle, so they keep the round frame the appliances have.
  const landscape = typeof kind === 'object' && 'county' in kind;
  return (
    <svg className="hero-art" viewBox="0 0 400 320" width="400" height="320" role="img" aria-label={label}>
      <circle cx="210" cy="170" r="150" fill={C.soft} />
      {landscape && (
        <clipPath id="hero-art-frame">
          <circle cx="210" cy="170" r="150" />
        </clipPath>
      )}
      <g clipPath={landscape ? 'url(#hero-art-frame)' : undefined}>
        <Scene />
      </g>
      <circle cx="340" cy="60" r="18" fill={C.sun} opacity="0.85" />
    </svg>
  );
}
