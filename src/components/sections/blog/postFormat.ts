/** How posts show their date and reading time, the same on the index and the post. */

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

/** Reading time at about 200 words a minute. */
export function readingTime(wordCount: number): string {
  return `${Math.max(1, Math.round(wordCount / 200))} min read`;
}

/** Size of the post illustrations in public/images/blog/ (their viewBox). */
export const POST_IMAGE = { width: 1200, height: 630 };
