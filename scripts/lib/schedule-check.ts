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
