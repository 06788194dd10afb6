/**
 * Customers' own words (content/reviews.ts), newest first: on /reviews, and on the home page right under
 * the rating they stand behind, so a visitor reads real quotes beside the number; each with the site it
 * was posted on and its month when the owner gave them (ReviewSource).
 */
import type { Testimonial } from '../../../../model/schemas';
import { fillFacts } from '../../../../core/facts/fill-facts';
import { balancedGrid } from '../../ui/gridColumns';
import { RatingStars } from '../../ui/RatingStars';
import { ReviewSource } from './ReviewSource';

/**
 * `short`: the home page quotes each review's excerpt (a passage of it, word for word) without
 * stars, beside the rating that already shows them: its HTML must stay within a new connection's
 * first round trip (docs/performance.md), and /reviews has the full texts.
 */
export function TestimonialList({ items, short = false }: { items: Testimonial[]; short?: boolean }) {
  return (
    <ul className="testimonials balanced-grid" {...balancedGrid(items.length, 18)}>
      {items.map((t, i) => (
        <li key={`${i}-${t.reviewer}`}>
          <figure className="testimonial" data-testid="testimonial">
            {!short && <RatingStars rating={t.rating} />}
            <blockquote>
              <p>{short ? `“${fillFacts(t.excerpt)}”` : fillFacts(t.text)}</p>
            </blockquote>
            <figcaption>
              <strong>{t.reviewer}</strong>, {t.location} <ReviewSource review={t} />
            </figcaption>
          </figure>
        </li>
      ))}
    </ul>
  );
}
