/**
 * The owner's reviews and job photos point at things that must exist (docs/editing-content.md "Add a
 * review", "Add a photo"): a review's city and appliance page, the platform it was posted on, a date
 * that has happened; a job photo's city and appliance page. A page quotes a review or shows a photo
 * because of these fields, so a misspelt one would quietly drop the proof from the page it belongs on
 * or put it on the wrong one: each is refused naming the file and the field.
 */
import type { PhotoEntry, Testimonial } from '../../model/schemas';

export interface ProofTargets {
  /** City slug → its display name (content/cities/). */
  cities: ReadonlyMap<string, string>;
  /**
   * Slugs of city files that could not be read (a syntax error, reported on its own line): a
   * reference to one is not checked, or one typo would read as a second, wrong error.
   */
  unreadCities?: ReadonlySet<string>;
  /** Appliance page slugs (content/services/). */
  services: ReadonlySet<string>;
  /** content/review-platforms.ts's platform names. */
  platforms: readonly string[];
  /** YYYY-MM-DD of the build: a review cannot be posted after it. */
  today: string;
}

const oneOf = (values: Iterable<string>) => [...values].join(', ');

/** Every wrong reference of content/reviews.ts (`file` names it in each line), one line each. */
export function reviewReferenceErrors(file: string, reviews: Testimonial[], to: ProofTargets): string[] {
  return reviews.flatMap((review, i) => {
    const at = `${file}: testimonials.${i}`;
    const errors: string[] = [];
    if (review.city !== undefined && !to.unreadCities?.has(review.city)) {
      const name = to.cities.get(review.city);
      if (name === undefined)
        errors.push(
          `${at}.city: "${review.city}" is not a city of content/cities/ (one of ${oneOf(to.cities.keys())})`,
        );
      else if (!review.location.endsWith(name))
        errors.push(`${at}.location: "${review.location}" must end with the review's city, "${name}"`);
    }
    if (review.service !== undefined && !to.services.has(review.service))
      errors.push(
        `${at}.service: "${review.service}" is not a page of content/services/ (one of ${oneOf(to.services)})`,
      );
    if (review.platform !== undefined && !to.platforms.includes(review.platform))
      errors.push(
        `${at}.platform: "${review.platform}" is not a platform of content/review-platforms.ts (one of ${oneOf(to.platforms)})`,
      );
    if (review.date !== undefined && review.date > to.today)
      errors.push(`${at}.date: ${review.date} is after today (${to.today}); write the day it was posted`);
    return errors;
  });
}

/** Every wrong city or appliance page of a photo in content/photos/index.ts, one line each. */
export function photoTargetErrors(file: string, photos: PhotoEntry[], to: ProofTargets): string[] {
  return photos.flatMap((photo, i) => [
    ...(photo.city !== undefined && !to.cities.has(photo.city) && !to.unreadCities?.has(photo.city)
      ? [`${file}: photos.${i}.city: "${photo.city}" is not a city of content/cities/`]
      : []),
    ...(photo.service !== undefined && !to.services.has(photo.service)
      ? [`${file}: photos.${i}.service: "${photo.service}" is not a page of content/services/`]
      : []),
  ]);
}
