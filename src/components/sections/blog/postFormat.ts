/** How posts show their date and reading time, the same on the index and the post. */
const dateFormat = new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });

/** "2025-01-15" → "January 15, 2025" (UTC, so server and browser agree). */
export function formatPostDate(isoDate: string): string {
  return dateFormat.format(new Date(`${isoDate}T00:00:00Z`));
}

/** Reading time at about 200 words a minute. */
export function readingTime(wordCount: number): string {
  return `${Math.max(1, Math.round(wordCount / 200))} min read`;
}

/** Size of the post illustrations in public/images/blog/ (their viewBox). */
export const POST_IMAGE = { width: 1200, height: 630 };
