/**
 * A next-day booking promise must land on a day we are open (scripts/lib/fact-checks/closed-day.ts):
 * after a Saturday afternoon, "the next morning" is Sunday, and we are closed on Sunday.
 */
import { describe, expect, it } from 'vitest';
import { closedDayPromiseErrors, daysBeforeClosed } from '../../scripts/lib/fact-checks';
import { businessFacts } from '../../content/business';

const hours = businessFacts.hours;
const errors = (text: string) => closedDayPromiseErrors('content/x.ts', { faqs: [{ answer: text }] }, hours);

describe('next-day booking promises', () => {
  it('knows Saturday is followed by a closed day', () => {
    expect(daysBeforeClosed(hours)).toEqual(['Saturday']);
  });

  it('refuses "the next morning", "the next day" and "tomorrow" for a booking (the San Francisco FAQ once did)', () => {
    expect(errors('Call before 2 PM for a same-day visit. Later calls are booked for the next morning.')).toEqual([
      expect.stringMatching(
        /^content\/x\.ts: faqs\.0\.answer: "Later calls are booked for the next morning\." promises the next day, which after a Saturday is a day we are closed/,
      ),
    ]);
    expect(errors('Otherwise we schedule you first thing the next day.')).toHaveLength(1);
    expect(errors('Book online and a technician comes tomorrow.')).toHaveLength(1);
    expect(errors('After the cutoff we book the earliest next-day slot.')).toHaveLength(1);
    expect(errors('If today is full, we confirm a next-morning appointment.')).toHaveLength(1);
  });

  it('accepts the next day we are open, and a story that is not a booking', () => {
    expect(errors('Later calls are booked for the next morning we are open.')).toEqual([]);
    expect(errors('After the cutoff we book the first slot of the next day we are open.')).toEqual([]);
    // A label naming the two kinds of visit promises no particular day.
    expect(errors('Hours, service area and same-day or next-day appointments.')).toEqual([]);
    expect(errors('Coil cleared and the new heater tested; the customer read 37°F the next morning.')).toEqual([]);
  });

  it('has nothing to refuse when every day is open', () => {
    const everyDay = [{ schemaDays: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'] }];
    expect(closedDayPromiseErrors('content/x.ts', 'We book you for the next morning.', everyDay)).toEqual([]);
  });
});
