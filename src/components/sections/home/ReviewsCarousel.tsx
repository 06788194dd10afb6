/**
 * Reviews carousel (docs/product.md): the four review platforms with counts and
 * ratings (the total is the hero's proof line, just above), 1/2/3 visible by screen width, auto-advancing every 8 s, then the
 * customers' own words under the rating they stand behind. The
 * section id `reviews` is the target of the Reviews nav item (120 px offset).
 */
import { Link } from 'react-router-dom';
import { reviewsPage, testimonials } from '../../../../content/reviews';
import { paths } from '../../../../core/urls/paths';
import type { HomeContent } from '../../../../model/schemas';
import { fillFacts } from '../../../../core/facts/fill-facts';
import { Section } from '../../ui/Section';
import { ReviewPlatformsCarousel } from './ReviewPlatformsCarousel';
import { TestimonialList } from '../reviews/TestimonialList';
import { newestFirst } from '../proof/pick';

/** Quotes under the home rating: two, so the page's HTML still fits a new connection's first round trip (docs/performance.md). */
const HOME_QUOTES = 2;

export function ReviewsCarousel({ content }: { content: HomeContent['reviews'] }) {
  return (
    <Section id="reviews" title={content.title} intro={fillFacts(content.intro)} tone="alt">
      {/* The overall rating and count are the hero's (HeroProof), right above: said once. */}
      <ReviewPlatformsCarousel />
      <TestimonialList items={newestFirst(testimonials).slice(0, HOME_QUOTES)} short />
      <p className="reviews-more">
        <Link to={paths.reviews}>{reviewsPage.readAllLink}</Link>
      </p>
    </Section>
  );
}
