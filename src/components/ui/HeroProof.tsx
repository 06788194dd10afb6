/**
 * The proof on a page's first screen (docs/design-system.md "First screen"): the rating with the
 * platforms it comes from (a link to /reviews, where each is named and linked), then the state
 * registration and the founding year when the configuration sets them. Nothing is shown for a
 * value that is not set: the line is honest when empty, never a placeholder.
 *
 * On /reviews itself the rating is that page's summary, so the hero states it once: out of 5, with
 * its platforms, and no link to the page the visitor is on.
 */
import { Link } from 'react-router-dom';
import { business, configuredCredentials, foundedYear } from '../../../core/facts/business-profile';
import { paths } from '../../../core/urls/paths';
import { RatingStars } from './RatingStars';
import { and } from '../../../core/facts/fill-facts';

export function HeroProof({ onReviewsPage = false }: { onReviewsPage?: boolean }) {
  const { value, count, platforms } = business.rating;
  const registration = configuredCredentials.bhgs;
  const rating = value.toFixed(1);
  return (
    <ul className="hero-proof" data-testid="hero-proof">
      <li className="hero-proof__rating" data-testid={onReviewsPage ? 'rating-summary' : undefined}>
        <RatingStars rating={value} label={`Rated ${rating} out of 5`} />
        {onReviewsPage ? (
          <span>
            <strong>{rating} out of 5</strong> from {count} reviews on {and(platforms)}
          </span>
        ) : (
          <Link to={paths.reviews}>
            <strong>{rating}</strong> from {count} reviews on {and(platforms)}
          </Link>
        )}
      </li>
      {registration && (
        <li data-testid="hero-registration">State-registered appliance repair dealer, No. {registration}</li>
      )}
      {foundedYear && <li data-testid="hero-founded">Family-owned since {foundedYear}</li>}
    </ul>
  );
}
