/**
 * "Later calls are booked for the next morning" is false once a week: a Saturday afternoon's
 * next morning is Sunday, and we are closed on Sunday ({hours}). A booking promise for "the next
 * morning", "the next day" or "tomorrow" must say it means the next day we are open ("the next
 * morning we are open"); the check runs only while some open day is followed by a closed one.
 */
const NEXT_DAY = /\b(?:the )?(?:next|following)[ -](?:morning|day)\b|\btomorrow\b/i;
/** Wording that lands a next-day promise on an open day. */
const NEXT_OPEN_DAY =
  /\b(?:next|following) (?:morning|day) (?:we(?:’|')re|we are) open\b|\bnext (?:open|business|working) (?:morning|day)\b/i;
/** "Same-day or next-day visits": a label naming the two kinds of visit, not a promise of when. */
const VISIT_KINDS = /\bsame[- ]day (?:or|and|&) next[- ]day\b/gi;
/** A sentence about booking a visit, not a story ("the customer read 37°F the next morning"). */
const BOOKING = /\b(?:book|schedul|appointment|slot|visit|technician|call)/i;

const WEEK = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];

/** Open days whose next day is closed ("Saturday" when Sunday is closed), from the hours' schemaDays. */
export function daysBeforeClosed(hours: readonly { schemaDays: readonly string[] }[]): string[] {
  const open = new Set(hours.flatMap((h) => h.schemaDays));
  return WEEK.filter((day, i) => open.has(day) && !open.has(WEEK[(i + 1) % 7]));
}

/** Every string of `data` that promises a next-day visit without saying the next day we are open. */
export function closedDayPromiseErrors(
  file: string,
  data: unknown,
  hours: readonly { schemaDays: readonly string[] }[],
  path: string[] = [],
): string[] {
  const before = daysBeforeClosed(hours);
  if (before.length === 0) return [];
  if (typeof data === 'string')
    return data
      .split(/(?<=[.!?])\s+/)
      .filter((s) => NEXT_DAY.test(s.replace(VISIT_KINDS, '')) && BOOKING.test(s) && !NEXT_OPEN_DAY.test(s))
      .map(
        (s) =>
          `${file}: ${path.join('.') || '(root)'}: "${s.trim()}" promises the next day, which after a ${before.join(' or ')} is a day we are closed; write "the next morning we are open"`,
      );
  if (Array.isArray(data)) return data.flatMap((v, i) => closedDayPromiseErrors(file, v, hours, [...path, String(i)]));
  if (data && typeof data === 'object')
    return Object.entries(data).flatMap(([k, v]) => closedDayPromiseErrors(file, v, hours, [...path, k]));
  return [];
}
