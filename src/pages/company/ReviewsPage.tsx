/** /reviews: three reviews, the five-star summary, links to the review sites (docs/product.md). */
import { reviewsPage, testimonials } from '../../../content/reviews';
import { reviewPlatforms } from '../../../content/review-platforms';
import type { PageEntry } from '../../../core/urls/manifest';
import { Seo } from '../../seo/Seo';
import { business } from '../../../core/facts/business-profile';
import { fillFacts } from '../../../core/facts/fill-facts';
import { Hero } from '../../components/ui/Hero';
import { PageArt } from '../../components/ui/art/PageArt';
import { balancedGrid } from '../../components/ui/gridColumns';
import { Section } from '../../components/ui/Section';
import { RatingStars } from '../../components/ui/RatingStars';
import { PlatformCard } from '../../components/sections/home/ReviewPlatformsCarousel';
import { TestimonialList } from '../../components/sections/reviews/TestimonialList';
import { LeaveReviewBand } from '../../components/sections/reviews/LeaveReviewBand';
import '../../styles/pages/home.css';

export function ReviewsPage({ entry }: { entry: PageEntry }) {
  const rating = business.rating.value.toFixed(1);
  return (
    <>
      <Seo entry={entry} />
      <Hero entry={entry} lead={fillFacts(reviewsPage.intro)} illustration={<PageArt name="reviews" />}>
        <p className="reviews-summary" data-testid="rating-summary">
          <RatingStars rating={business.rating.value} label={`Rated ${rating} out of 5`} />{' '}
          <strong>{rating} out of 5</strong> from {business.rating.count} reviews
        </p>
      </Hero>
      <Section id="testimonials" title={reviewsPage.testimonialsTitle}>
        <TestimonialList items={testimonials} />
      </Section>
      <Section id="platforms" title={reviewsPage.platformsTitle} intro={reviewsPage.summaryTitle} tone="alt">
        <ul className="platform-grid balanced-grid" {...balancedGrid(reviewPlatforms.length, 14)}>
          {reviewPlatforms.map((p) => (
            <li key={p.platform}>
              <PlatformCard platform={p} />
            </li>
          ))}
        </ul>
      </Section>
      <LeaveReviewBand />
    </>
  );
}
