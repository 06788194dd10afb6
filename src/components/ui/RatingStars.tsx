/**
 * Star rating drawn with SVG, announced as text ("Rated 5 out of 5"). `label`
 * replaces that text alternative entirely when given. Partial stars (4.5)
 * are clipped, with ids from useId so several ratings can share a page.
 */
import { useId } from 'react';

const STAR = 'M12 2.5l2.9 6 6.6.9-4.8 4.6 1.2 6.5L12 17.4l-5.9 3.1 1.2-6.5L2.5 9.4l6.6-.9z';

export function RatingStars({ rating, max = 5, label }: { rating: number; max?: number; label?: string }) {
  const uid = useId().replace(/[^a-zA-Z0-9_-]/g, '');
  const text = label ?? `Rated ${rating} out of ${max}`;
  return (
    <span className="rating" role="img" aria-label={text}>
      {Array.from({ length: max }, (_, i) => {
        const fill = Math.max(0, Math.min(1, rating - i));
        const clipId = `star-${uid}-${i}`;
        return (
          <svg
            key={i}
            className="rating__star"
            viewBox="0 0 24 24"
            width="20"
            height="20"
            aria-hidden="true"
            focusable="false"
          >
            {/* A full star covers the empty outline entirely: one path, not two (25 stars on the home page). */}
            {fill < 1 && <path className="rating__empty" d={STAR} />}
            {fill >= 1 && <path className="rating__full" d={STAR} />}
            {fill > 0 && fill < 1 && (
              <>
                <clipPath id={clipId}>
                  <rect width={24 * fill} height="24" />
                </clipPath>
                <path className="rating__full" d={STAR} clipPath={`url(#${clipId})`} />
              </>
            )}
          </svg>
        );
      })}
    </span>
  );
}
