/** A day that exists, written YYYY-MM-DD (2025-02-30 is refused, not rolled over to March): post dates, offer validity. */
import { z } from 'zod';

function isCalendarDate(value: string): boolean {
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
}

export const isoDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'must be YYYY-MM-DD')
  .refine(isCalendarDate, 'must be a real calendar date');
