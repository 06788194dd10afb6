/**
 * Customers' own words (content/reviews.ts): on /reviews, and on the home page right under the
 * rating they stand behind, so a visitor reads real quotes beside the number.
 */
import type { Testimonial } from '../../../../model/schemas';
import { fillFacts } from '../../../content/facts';
import { balancedGrid } from '../../ui/gridColumns';
import { RatingStars } from '../../ui/RatingStars';

export function TestimonialList({ items }: { items: Testimonial[] }) {
  return (
    <ul className="testimonials balanced-grid" {...balancedGrid(items.length, 18)}>
      {items.map((t) => (
        <li key={t.reviewer}>
          <figure className="testimonial" data-testid="testimonial">
            <RatingStars rating={t.rating} />
            <blockquote>
              <p>{fillFacts(t.text)}</p>
            </blockquote>
            <figcaption>
              <strong>{t.reviewer}</strong>, {t.location}
            </figcaption>
          </figure>
        </li>
      ))}
    </ul>
  );
}
