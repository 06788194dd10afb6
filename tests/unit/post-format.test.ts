import { describe, expect, it } from 'vitest';
import { formatPostDate } from '../../src/components/sections/blog/postFormat';

describe('formatPostDate', () => {
  // The browser formats dates without Intl (start-up cost); it must print exactly what Intl prints.
  const intl = new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });

  it('prints every day from 2020 to 2035 as Intl en-US long dates do', () => {
    const mismatches: string[] = [];
    for (let t = Date.UTC(2020, 0, 1); t <= Date.UTC(2035, 11, 31); t += 86_400_000) {
      const iso = new Date(t).toISOString().slice(0, 10);
      if (formatPostDate(iso) !== intl.format(t)) mismatches.push(`${iso}: ${formatPostDate(iso)} ≠ ${intl.format(t)}`);
    }
    expect(mismatches).toEqual([]);
  });

  it('drops leading zeros from the day', () => {
    expect(formatPostDate('2025-03-04')).toBe('March 4, 2025');
  });
});
