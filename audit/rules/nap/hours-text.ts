/** Reads opening hours written in visible text ("Monday–Friday: 8:00 AM–6:00 PM", "Sat 9am-5pm", "Sunday closed"). */
import { DAYS } from './business';

const DAY =
  '(?:mon(?:day)?|tue(?:s(?:day)?)?|wed(?:nesday)?|thu(?:r(?:s(?:day)?)?)?|fri(?:day)?|sat(?:urday)?|sun(?:day)?)';
const TIME = '(?:\\d{1,2}(?::\\d{2})?\\s*(?:[ap]\\.?m\\.?)?|noon|midnight)';
const SEP = '\\s*(?:–|—|-|to|through|thru)\\s*';
const STATEMENT = new RegExp(
  `\\b(${DAY})\\b(?:${SEP}(${DAY})\\b)?\\s*:?\\s*(?:(closed)|(${TIME})${SEP}(${TIME}))`,
  'gi',
);

const dayIndex = (word: string) => DAYS.findIndex((d) => d.startsWith(word.toLowerCase().slice(0, 3)));

function time24(value: string, partner?: string): string | null {
  const v = value.toLowerCase().replace(/\./g, '').trim();
  if (v === 'noon') return '12:00';
  if (v === 'midnight') return '00:00';
  const m = /^(\d{1,2})(?::(\d{2}))?\s*([ap]m)?$/.exec(v);
  if (!m) return null;
  let hour = Number(m[1]);
  const suffix = m[3] ?? (partner ? /([ap]m)/.exec(partner.toLowerCase().replace(/\./g, ''))?.[1] : undefined);
  if (suffix === 'pm' && hour < 12) hour += 12;
  if (suffix === 'am' && hour === 12) hour = 0;
  return `${String(hour).padStart(2, '0')}:${m[2] ?? '00'}`;
}

export interface HoursStatement {
  text: string;
  days: number[];
  hours: string | 'closed';
}

export function hoursStatements(body: string): HoursStatement[] {
  const out: HoursStatement[] = [];
  for (const m of body.matchAll(STATEMENT)) {
    const from = dayIndex(m[1]);
    const to = m[2] ? dayIndex(m[2]) : from;
    if (from < 0 || to < 0) continue;
    const days: number[] = [];
    for (let d = from; ; d = (d + 1) % 7) {
      days.push(d);
      if (d === to || days.length > 7) break;
    }
    if (m[3]) out.push({ text: m[0], days, hours: 'closed' });
    else {
      const open = time24(m[4], m[5]);
      const close = time24(m[5]);
      if (open && close) out.push({ text: m[0], days, hours: `${open}-${close}` });
    }
  }
  return out;
}
