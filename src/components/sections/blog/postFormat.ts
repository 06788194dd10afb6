/**
 * How posts show their date, the same on the index and the post (their reading time:
 * core/pages/reading-time.ts), and how a review shows its month.
 */

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/**
 * "2025-01-15" → "January 15, 2025", what an en-US `Intl.DateTimeFormat` with a long month
 * prints (tests/unit/post-format.test.ts compares the two), without Intl: creating a date
 * formatter loads the browser's locale data, 40–50 ms of main thread at 4× CPU slowdown,
 * in the middle of start-up on every blog page. Content validation guarantees the ISO form.
 */
export function formatPostDate(isoDate: string): string {
  const [year, month, day] = isoDate.split('-').map(Number);
  return `${MONTHS[month - 1]} ${day}, ${year}`;
}

/** "2026-03-02" → "March 2026": when a review was posted (src/components/sections/reviews/ReviewSource.tsx). */
export function formatMonth(isoDate: string): string {
  const [year, month] = isoDate.split('-').map(Number);
  return `${MONTHS[month - 1]} ${year}`;
}

/** Size of the post illustrations in public/images/blog/ (their viewBox). */
export const POST_IMAGE = { width: 1200, height: 630 };
