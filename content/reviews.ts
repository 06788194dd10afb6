/**
 * Review platforms and testimonials (docs/product.md "Review summary" "Review item").
 * The platform links are the review sites themselves (external, new tab).
 */
import type { Testimonial } from '../model/schemas';

/** The platforms and their counts live in ./review-platforms.ts (a sample build overlays that file alone). */
export { reviewPlatforms } from './review-platforms';

/** The three static reviews of /reviews. */
export const testimonials: Testimonial[] = [
  {
    text: 'Our Bosch dishwasher stopped draining the night before a family dinner. I called in the morning and the technician was here that afternoon. He found a cracked drain pump impeller, had the part in his van and was done in about an hour. The price matched the written estimate exactly.',
    excerpt: 'I called in the morning and the technician was here that afternoon.',
    reviewer: 'Maria L.',
    location: 'Noe Valley, San Francisco',
    rating: 5,
  },
  {
    text: 'Our Sub-Zero was warming up and we were about to lose a full fridge of groceries. They diagnosed a failed condenser fan motor, explained why it failed, and had it running again the same day. Honest, tidy and on time. We have already recommended them to two neighbors.',
    excerpt: 'Honest, tidy and on time. We have already recommended them to two neighbors.',
    reviewer: 'David K.',
    location: 'Rockridge, Oakland',
    rating: 5,
  },
  {
    text: 'I manage six rental units and they are my go-to for washers and dryers. They text before arriving, work around tenants’ schedules and send a clear invoice with the warranty on it. When a dryer belt they replaced squeaked a month later, they came back at no charge.',
    excerpt: 'When a dryer belt they replaced squeaked a month later, they came back at no charge.',
    reviewer: 'James T.',
    location: 'San Mateo',
    rating: 5,
  },
];

/** Copy of /reviews around the lists. */
export const reviewsPage = {
  /** Under the home page's quotes: the full reviews are on /reviews. */
  readAllLink: 'Read the full reviews',
  intro:
    'We are a small family business, so every review matters to us. Here is what Bay Area customers say after we fix their appliances, and how we are rated on each review site.',
  summaryTitle: 'Five stars on every platform',
  platformsTitle: 'Our rating on each platform',
  testimonialsTitle: 'What our customers say',
  leaveReviewTitle: 'Had a repair with us?',
  leaveReviewText:
    'Reviews help other Bay Area families find an honest repair company. If we fixed something for you, we would be grateful for a few words on whichever review site you found us through.',
  /** The band's button for each configured profile. */
  leaveReviewLink: (platform: string) => `Review us on ${platform}`,
  /** The band when no review profile is configured: nowhere to send a review, so it offers the repair. */
  bookTitle: 'Need an appliance repaired?',
  bookText:
    'Call before {sameDayCutoff} for same-day service, or book online. The {diagnosticFee} diagnostic is credited toward the repair.',
};
