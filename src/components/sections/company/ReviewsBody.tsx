/**
 * /reviews: three reviews, the five-star summary, links to the review sites (docs/product.md). The
 * hero's proof line is the rating summary (HeroProof); its Book and Call stay on the page when the
 * closing band asks for a review instead (LeaveReviewBand).
 */
import { reviewsPage, testimonials } from '../../../../content/reviews';
import { reviewPlatforms } from '../../../../content/review-platforms';
import type { PageEntry } from '../../../../core/urls/manifest';
import { Seo } from '../../../seo/Seo';
import { fillFacts } from '../../../../core/facts/fill-facts';
import { Hero } from '../../ui/Hero';
import { PageArt } from '../../ui/art/PageArt';
import { balancedGrid } from '../../ui/gridColumns';
import { Section } from '../../ui/Section';
import { CtaGroup } from '../../ui/CtaGroup';
import { PlatformCard } from '../home/ReviewPlatformsCarousel';
import { TestimonialList } from '../reviews/TestimonialList';
import { newestFirst } from '../proof/pick';
import { LeaveReviewBand } from '../reviews/LeaveReviewBand';
import '../../../styles/pages/home.css';

export function ReviewsBody({ entry }: { entry: PageEntry }) {
  return (
    <>
      <Seo entry={entry} />
      <Hero entry={entry} lead={fillFacts(reviewsPage.intro)} illustration={<PageArt name="reviews" />}>
        <CtaGroup location="reviewspage_hero" />
      </Hero>
      <Section id="testimonials" title={reviewsPage.testimonialsTitle}>
        <TestimonialList items={newestFirst(testimonials)} />
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
