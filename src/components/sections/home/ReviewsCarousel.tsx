/**
 * Reviews carousel (docs/spec-details.md): the four review platforms with counts and
 * ratings (the total is the hero's proof line, just above), 1/2/3 visible by screen width, auto-advancing every 8 s, then the
 * customers' own words under the rating they stand behind. The
 * section id `reviews` is the target of the Reviews nav item (120 px offset).
 */
import { Link } from 'react-router-dom';
import { reviewsPage, testimonials } from '../../../../content/reviews';
import { reviewPlatforms } from '../../../../content/review-platforms';
import { paths } from '../../../../core/urls/paths';
import type { HomeContent, ReviewPlatform } from '../../../../model/schemas';
import { fillFacts } from '../../../../core/facts/fill-facts';
import { Section } from '../../ui/Section';
import { Carousel } from '../../ui/Carousel';
import { RatingStars } from '../../ui/RatingStars';
import { TestimonialList } from '../reviews/TestimonialList';

export const REVIEWS_INTERVAL_MS = 8000;
/** Quotes under the home rating: two, so the page's HTML still fits a new connection's first round trip (docs/performance.md). */
const HOME_QUOTES = 2;

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

export function ReviewsCarousel({ content }: { content: HomeContent['reviews'] }) {
  return (
    <Section id="reviews" live title={content.title} intro={fillFacts(content.intro)} tone="alt">
      {/* The overall rating and count are the hero's (HeroProof), right above: said once. */}
      <Carousel
        items={reviewPlatforms}
        label="Customer reviews by platform"
        intervalMs={REVIEWS_INTERVAL_MS}
        visible={{ base: 1, md: 2, lg: 3 }}
        getKey={(p) => p.platform}
        renderItem={(p) => <PlatformCard platform={p} />}
      />
      <TestimonialList items={testimonials.slice(0, HOME_QUOTES)} short />
      <p className="reviews-more">
        <Link to={paths.reviews}>{reviewsPage.readAllLink}</Link>
      </p>
    </Section>
  );
}
