/**
 * The proof on a page's first screen (docs/design-system.md "First screen"): the rating with the
 * platforms it comes from (a link to /reviews, where each is named and linked), then the state
 * registration and the founding year when the configuration sets them. Nothing is shown for a
 * value that is not set: the line is honest when empty, never a placeholder.
 */
import { Link } from 'react-router-dom';
import { business, configuredCredentials, foundedYear } from '../../../core/facts/business-profile';
import { paths } from '../../../core/urls/paths';
import { RatingStars } from './RatingStars';
import { and } from '../../../core/facts/fill-facts';

export function HeroProof() {
  const { value, count, platforms } = business.rating;
  const registration = configuredCredentials.bhgs;
  return (
    <ul className="hero-proof" data-testid="hero-proof">
      <li className="hero-proof__rating">
        <RatingStars rating={value} label={`Rated ${value.toFixed(1)} out of 5`} />
        <Link to={paths.reviews}>
          <strong>{value.toFixed(1)}</strong> from {count} reviews on {and(platforms)}
        </Link>
      </li>
      {registration && (
        <li data-testid="hero-registration">State-registered appliance repair dealer, No. {registration}</li>
      )}
      {foundedYear && <li data-testid="hero-founded">Family-owned since {foundedYear}</li>}
    </ul>
  );
}
