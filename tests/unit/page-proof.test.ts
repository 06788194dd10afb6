/**
 * Which review and job photo a page shows (src/components/sections/proof/pick.ts): the page's city
 * first, then its appliance, the newest of equals; nothing that names neither.
 */
import { describe, expect, it } from 'vitest';
import type { Testimonial } from '../../model/schemas';
import type { PhotoMeta } from '../../core/facts/photo-meta';
import { jobPhotoFor, newestFirst, reviewFor } from '../../src/components/sections/proof/pick';
import { formatMonth } from '../../src/components/sections/blog/postFormat';

const review = (reviewer: string, extra: Partial<Testimonial>): Testimonial => ({
  text: `${reviewer} wrote a review long enough to be a real sentence.`,
  excerpt: `${reviewer} wrote a review long enough`,
  reviewer,
  location: 'Somewhere, Oakland',
  rating: 5,
  ...extra,
});
const photo = (id: string, extra: Partial<PhotoMeta>): PhotoMeta => ({
  id,
  alt: id,
  caption: id,
  width: 1440,
  height: 1080,
  src: `/images/photos/${id}-960.webp`,
  sources: [],
  ...extra,
});

describe('reviews a page quotes', () => {
  const reviews = [
    review('Old O.', { city: 'oakland', service: 'washer-repair', date: '2025-01-10' }),
    review('Undated U.', { city: 'oakland' }),
    review('New O.', { city: 'oakland', date: '2026-03-02' }),
    review('Washer W.', { city: 'berkeley', service: 'washer-repair', date: '2026-05-01' }),
  ];

  it('lists dated reviews newest first, then the undated in the owner’s order', () => {
    expect(newestFirst(reviews).map((r) => r.reviewer)).toEqual(['Washer W.', 'New O.', 'Old O.', 'Undated U.']);
  });
  it('a city page quotes the newest review from that city', () => {
    expect(reviewFor(reviews, { city: 'oakland' })?.reviewer).toBe('New O.');
  });
  it('an appliance page quotes the newest review about that appliance', () => {
    expect(reviewFor(reviews, { service: 'washer-repair' })?.reviewer).toBe('Washer W.');
  });
  it('a page quotes nothing when no review names it, rather than a review about something else', () => {
    expect(reviewFor(reviews, { city: 'fremont' })).toBeUndefined();
    expect(reviewFor(reviews, { service: 'oven-repair' })).toBeUndefined();
  });
});

describe('the job photo in a page’s hero', () => {
  const photos = [photo('newest', {}), photo('fridge-sf', { service: 'refrigerator-repair', city: 'san-francisco' })];

  it('an appliance page shows a job on its appliance, or none', () => {
    expect(jobPhotoFor(photos, { service: 'refrigerator-repair' })?.id).toBe('fridge-sf');
    expect(jobPhotoFor(photos, { service: 'oven-repair' })).toBeUndefined();
  });
  it('a city page shows a job in that city, else the newest job', () => {
    expect(jobPhotoFor(photos, { city: 'san-francisco' })?.id).toBe('fridge-sf');
    expect(jobPhotoFor(photos, { city: 'fremont' })?.id).toBe('newest');
  });
  it('the home page shows the newest job; no photos, no picture', () => {
    expect(jobPhotoFor(photos, {})?.id).toBe('newest');
    expect(jobPhotoFor([], { city: 'fremont' })).toBeUndefined();
  });
});

it('names a review’s month the same in every time zone', () => {
  expect([formatMonth('2026-01-01'), formatMonth('2025-12-31')]).toEqual(['January 2026', 'December 2025']);
});
