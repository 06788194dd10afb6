/**
 * Which of the owner's reviews and job photos a page shows (docs/design-system.md "People and proof"):
 * the one that names the page's city, else its appliance; the newest of equals. Nothing that names
 * neither is shown on a city or appliance page: a quote about a dryer in San Mateo proves nothing on
 * the oven page in Fremont. Pure, so the rule is tested without a build (tests/unit/page-proof.test.ts).
 */
import type { Testimonial } from '../../../../model/schemas';
import type { PhotoMeta } from '../../../../core/facts/photo-meta';

/** What the page is about: a city page gives its city, an appliance page its service slug. */
export interface ProofTopic {
  city?: string;
  service?: string;
}

/** Dated reviews newest first, then the undated ones in the owner's order. */
export function newestFirst(reviews: readonly Testimonial[]): Testimonial[] {
  return reviews
    .map((review, order) => ({ review, order }))
    .sort((a, b) => {
      const [x, y] = [a.review.date, b.review.date];
      if (x && y && x !== y) return x < y ? 1 : -1;
      if (Boolean(x) !== Boolean(y)) return x ? -1 : 1;
      return a.order - b.order;
    })
    .map(({ review }) => review);
}

/** The review that names the page's city, else its appliance; undefined when none does. */
export function reviewFor(reviews: readonly Testimonial[], topic: ProofTopic): Testimonial | undefined {
  const sorted = newestFirst(reviews);
  return (
    (topic.city ? sorted.find((r) => r.city === topic.city) : undefined) ??
    (topic.service ? sorted.find((r) => r.service === topic.service) : undefined)
  );
}

/**
 * The job photo for a page's hero: an appliance page shows a job on its appliance or none; a city
 * page a job in that city, else the newest job (its caption says where it was); the home page the
 * newest. `photos` are the owner's job photos, newest first.
 */
export function jobPhotoFor(photos: readonly PhotoMeta[], topic: ProofTopic): PhotoMeta | undefined {
  if (topic.service) return photos.find((p) => p.service === topic.service);
  if (topic.city) return photos.find((p) => p.city === topic.city) ?? photos[0];
  return photos[0];
}
