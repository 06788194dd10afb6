/**
 * The review platforms (docs/product.md "Reviews, About, Contact"), their counts and the business's own profile
 * on each: the home page's carousel, /reviews and the hero's rating line read them.
 */
import type { ReviewPlatform } from '../model/schemas';

/**
 * Displayed platform counts, all rated 5 (docs/facts.md). `profileUrl` is the
 * business's own profile page on the platform (e.g. its Google Business
 * Profile reviews link or its Yelp page); empty = the card shows no link.
 * A platform's home page is refused by the content check: it proves nothing.
 */
export const reviewPlatforms: ReviewPlatform[] = [
  { platform: 'Google', rating: 5, reviewCount: 11, profileUrl: '' },
  { platform: 'Yelp', rating: 5, reviewCount: 3, profileUrl: '' },
  { platform: 'Thumbtack', rating: 5, reviewCount: 21, profileUrl: '' },
  { platform: 'TaskRabbit', rating: 5, reviewCount: 90, profileUrl: '' },
];
