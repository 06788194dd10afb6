import { describe, expect, it } from 'vitest';
import { byName } from '../../core/util/by-name';
import { cities } from '../../content/cities';

describe('byName', () => {
  it('orders every city as an en-US collator would', () => {
    const collator = new Intl.Collator('en-US');
    const expected = [...cities].sort((a, b) => collator.compare(a.name, b.name)).map((c) => c.name);
    expect([...cities].sort(byName).map((c) => c.name)).toEqual(expected);
  });
});
