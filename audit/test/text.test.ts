/** The near-duplicate search is exact: the prefix filter finds the same pairs as comparing every pair. */
import { describe, expect, it } from 'vitest';
import { jaccard, shingles, similarPairs, words } from '@bay-appliance/common/text';

function rng(seed: number) {
  return () => (seed = (Math.imul(seed, 1103515245) + 12345) >>> 0) / 2 ** 32;
}

describe('near-duplicate detection', () => {
  it('counts words with apostrophes and digits as one word each', () => {
    expect(words("Oakland’s 1920s flats don't lack $60 deals")).toEqual([
      'oakland’s',
      '1920s',
      'flats',
      "don't",
      'lack',
      '60',
      'deals',
    ]);
  });

  it('gives identical texts similarity 1 and unrelated texts 0', () => {
    const a = shingles(words('one two three four five six seven eight'), 3);
    expect(jaccard(a, a)).toBe(1);
    expect(jaccard(a, shingles(words('nine ten eleven twelve thirteen fourteen'), 3))).toBe(0);
  });

  it('finds exactly the pairs a brute-force comparison finds', () => {
    const rand = rng(7);
    const vocab = Array.from({ length: 60 }, (_, i) => `w${i}`);
    const base = Array.from({ length: 300 }, () => vocab[Math.floor(rand() * vocab.length)]);
    // Variants of one text with 0–15% of the words replaced: similarities spread around the limit.
    const texts = Array.from({ length: 60 }, () =>
      base.map((w) => (rand() < rand() * 0.15 ? vocab[Math.floor(rand() * vocab.length)] : w)),
    );
    const sets = texts.map((t) => shingles(t, 3));
    for (const limit of [0.3, 0.5, 0.7, 0.9]) {
      const brute: string[] = [];
      for (let i = 0; i < sets.length; i++)
        for (let j = i + 1; j < sets.length; j++) if (jaccard(sets[i], sets[j]) > limit) brute.push(`${i}-${j}`);
      const fast = similarPairs(sets, limit).map(({ a, b }) => `${Math.min(a, b)}-${Math.max(a, b)}`);
      expect(fast.sort(), `limit ${limit}`).toEqual(brute.sort());
      if (limit === 0.5) expect(brute.length).toBeGreaterThan(0);
    }
  });
});
