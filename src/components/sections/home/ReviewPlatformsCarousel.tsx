/**
 * The reviews carousel's slides: the four review platforms with counts and ratings, 1/2/3 visible by
 * screen width, auto-advancing every 8 s (docs/product.md). An island (src/islands/names.ts):
 * on a first visit it hydrates alone, and the section around it keeps its prerendered HTML.
 */
import { reviewPlatforms } from '../../../../content/review-platforms';
import type { ReviewPlatform } from '../../../../model/schemas';
import { Carousel } from '../../ui/Carousel';
import { RatingStars } from '../../ui/RatingStars';

export const REVIEWS_INTERVAL_MS = 8000;

export function PlatformCard({ platform }: { platform: ReviewPlatform }) {
  return (
    <article className="review-platform" data-testid="review-platform">
      <h3 className="review-platform__name">{platform.platform}</h3>
      <RatingStars rating={platform.rating} label={`Rated ${platform.rating} out of 5 on ${platform.platform}`} />
      <p className="review-platform__score">
        <strong>{platform.rating.toFixed(1)}</strong> from {platform.reviewCount}{' '}
        {platform.reviewCount === 1 ? 'review' : 'reviews'}
      </p>
      {platform.profileUrl && (
        <a href={platform.profileUrl} target="_blank" rel="noopener noreferrer" className="review-platform__link">
          Read our {platform.platform} reviews<span className="visually-hidden"> (opens in a new tab)</span>
        </a>
      )}
    </article>
  );
}

export function ReviewPlatformsCarousel() {
  return (
    <Carousel
      island="review-platforms"
      items={reviewPlatforms}
      label="Customer reviews by platform"
      intervalMs={REVIEWS_INTERVAL_MS}
      visible={{ base: 1, md: 2, lg: 3 }}
      getKey={(p) => p.platform}
      renderItem={(p) => <PlatformCard platform={p} />}
    />
  );
}
