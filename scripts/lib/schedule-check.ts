/**
 * A maintenance guide's three lists ("Every month", "Every 3 months", "Once a year") each hold
 * tasks done that often. A task that names a longer interval than its list ("Replace rubber
 * fill hoses every 3 to 5 years" under "Once a year") tells the reader to do it too often, or
 * leaves them unsure; it belongs in the list only when the task done on the list's schedule is
 * the check ("Check the date on the fill hoses and replace them every 3 to 5 years"). Fact
 * tokens are read as their values, so `{hoseReplacement}` counts as "every 3 to 5 years".
 */
export type ScheduleKey = 'monthly' | 'quarterly' | 'annually';

/** The period of each list in months, and its heading (src/components/sections/maintenance/GuideSchedule.tsx). */
export const SCHEDULES: Record<ScheduleKey, { months: number; heading: string }> = {
  monthly: { months: 1, heading: 'Every month' },
  quarterly: { months: 3, heading: 'Every 3 months' },
  annually: { months: 12, heading: 'Once a year' },
};

/** Tasks whose scheduled action is looking, so a longer interval inside them is the follow-up. */
const CHECK_TASK = /^(?:Check|Inspect|Look|Note|Test)\b/;

const NUMBER = '\\d+|one|two|three|four|five|six|twelve';
const WORDS: Record<string, number> = { one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, twelve: 12 };
const num = (s: string) => WORDS[s.toLowerCase()] ?? Number(s);

const INTERVALS: { pattern: RegExp; months: (m: RegExpExecArray) => number }[] = [
  // "every 6 months", "every 3 to 6 months", "every 3–5 years": the longest end counts.
  {
    pattern: new RegExp(`\\bevery (${NUMBER})(?:\\s?(?:–|-|to)\\s?(${NUMBER}))? (month|year)s?\\b`, 'gi'),
    months: (m) => num(m[2] ?? m[1]) * (m[3].toLowerCase() === 'year' ? 12 : 1),
  },
  { pattern: /\bevery (month|year)\b/gi, months: (m) => (m[1].toLowerCase() === 'year' ? 12 : 1) },
  { pattern: /\btwice a year\b/gi, months: () => 6 },
  { pattern: /\b(?:once a year|annually|yearly)\b/gi, months: () => 12 },
];

/** Every interval a text names, with its length in months. */
export function intervalsIn(text: string): { match: string; months: number }[] {
  return INTERVALS.flatMap(({ pattern, months }) =>
    [...text.matchAll(pattern)].map((m) => ({ match: m[0], months: months(m as RegExpExecArray) })),
  );
}

/** Errors for the tasks of one guide; `facts` answers the tokens (content/business.ts). */
export function scheduleErrors(
  file: string,
  guide: Record<ScheduleKey, string[]>,
  facts: Record<string, unknown>,
): string[] {
  const fill = (text: string) =>
    text.replace(/\{([a-zA-Z]+)\}/g, (whole, name: string) =>
      typeof facts[name] === 'string' ? (facts[name] as string) : whole,
    );
  return (Object.keys(SCHEDULES) as ScheduleKey[]).flatMap((key) => {
    const { months, heading } = SCHEDULES[key];
    return guide[key].flatMap((task, i) => {
      if (CHECK_TASK.test(task)) return [];
      const longer = intervalsIn(fill(task)).find((x) => x.months > months);
      return longer
        ? [
            `${file}: ${key}.${i}: says "${longer.match}" in the "${heading}" list; move it to a list of its own period, or make the task the check ("Check the date on … and replace it ${longer.match}")`,
          ]
        : [];
    });
  });
}

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
