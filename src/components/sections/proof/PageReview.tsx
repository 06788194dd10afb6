/**
 * The customer's words that fit the page (./pick.ts): on a city page a review from that city, on an
 * appliance page one about that appliance, in the hero beside the picture slot. Its excerpt (a passage
 * of the review, word for word), who wrote it, where, and on which site and when, as the owner gave it.
 */
import type { Testimonial } from '../../../../model/schemas';
import { fillFacts } from '../../../../core/facts/fill-facts';
import { ReviewSource } from '../reviews/ReviewSource';

export function PageReview({ review }: { review: Testimonial }) {
  return (
    <figure className="hero-review" data-testid="page-review">
      <blockquote>
        <p>“{fillFacts(review.excerpt)}”</p>
      </blockquote>
      <figcaption>
        <strong>{review.reviewer}</strong>, {review.location} <ReviewSource review={review} />
      </figcaption>
    </figure>
  );
}
