/**
 * Where and when a review was posted ("Google review, March 2026"), linked to the review itself when
 * the owner copied its address (content/reviews.ts). Nothing at all when neither is known: the site
 * never guesses a platform or a date.
 */
import type { Testimonial } from '../../../../model/schemas';
import { formatMonth } from '../blog/postFormat';

export function ReviewSource({ review }: { review: Testimonial }) {
  const words = [review.platform && `${review.platform} review`, review.date && formatMonth(review.date)]
    .filter(Boolean)
    .join(', ');
  if (!words) return null;
  return (
    <span className="review-source" data-testid="review-source">
      {review.link ? (
        <a href={review.link} target="_blank" rel="noopener noreferrer">
          {words}
        </a>
      ) : (
        words
      )}
    </span>
  );
}
