/**
 * Testimonials and the copy of /reviews (docs/product.md "Reviews, About, Contact"). The platforms, their counts
 * and profile links are ./review-platforms.ts (a file of their own, which a sample build overlays).
 */
import type { Testimonial } from '../model/schemas';

/**
 * The reviews /reviews shows (3 to 9, newest first when dated), in the customers' words: what broke,
 * what the technician did, how it turned out. Not the site's selling points said back ("price matched
 * the written estimate exactly" reads as written by the business). The home page quotes the first
 * two; a city or appliance page quotes the one that names it (`city`, `service`). Add `platform`,
 * `date` and `link` when you copy a review from a review site (docs/editing-content.md "Add a review"):
 * they are shown under the quote, and left out, never guessed, when absent.
 */
export const testimonials: Testimonial[] = [
  {
    text: 'Our Bosch dishwasher quit draining on a Sunday night and sat there full of gray water. I called Monday morning figuring it would be the end of the week, but they had someone out that afternoon. He pulled the pump and showed me a sliver of glass jammed in the impeller, from a wine glass that broke in there months ago. New pump, and it was draining again before my kids were home from school.',
    excerpt: 'He pulled the pump and showed me a sliver of glass jammed in the impeller',
    reviewer: 'Maria L.',
    location: 'Noe Valley, San Francisco',
    rating: 5,
    city: 'san-francisco',
    service: 'dishwasher-repair',
  },
  {
    text: 'Our Sub-Zero crept up to 50 degrees and the ice cream was going soft. The technician took the grille off the top, vacuumed out what looked like ten years of dust and found the condenser fan wasn’t turning. He had a motor that fit, and most of the hour and a half was the cleaning. That was in March and it’s held 37 since. Wish I’d called them before I threw out half a fridge of food.',
    excerpt: 'Wish I’d called them before I threw out half a fridge of food.',
    reviewer: 'David K.',
    location: 'Rockridge, Oakland',
    rating: 5,
    city: 'oakland',
    service: 'refrigerator-repair',
  },
  {
    text: 'I own a fourplex and two condos and mostly call them for the laundry machines. The hard part with rentals is getting a time that works for the tenant, and their office just calls the tenant directly, which saves me a lot of back and forth. Not the cheapest quote I got for new drum rollers on one of the dryers, but that dryer is still going two years later.',
    excerpt:
      'Not the cheapest quote I got for new drum rollers on one of the dryers, but that dryer is still going two years later.',
    reviewer: 'James T.',
    location: 'Sunnybrae, San Mateo',
    rating: 5,
    city: 'san-mateo',
    service: 'dryer-repair',
  },
];

/** Copy of /reviews around the lists. */
export const reviewsPage = {
  /** Under the home page's quotes: the full reviews are on /reviews. */
  readAllLink: 'Read the full reviews',
  intro: 'What customers wrote after we fixed their appliances, and how we are rated on each review site.',
  summaryTitle: 'Five stars on every platform',
  platformsTitle: 'Our rating on each platform',
  testimonialsTitle: 'What our customers say',
  leaveReviewTitle: 'Had a repair with us?',
  leaveReviewText:
    'If we fixed something for you, a few words on whichever review site you found us through help your neighbors decide who to call.',
  /** The band's button for each configured profile. */
  leaveReviewLink: (platform: string) => `Review us on ${platform}`,
  /** The band when no review profile is configured: nowhere to send a review, so it offers the repair. */
  bookTitle: 'Need an appliance repaired?',
  bookText:
    'Call before {sameDayCutoff} for same-day service, or book online. The {diagnosticFee} diagnostic is credited toward the repair.',
};
