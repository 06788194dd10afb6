/** Reading times come from the words of the text they are about (core/pages/reading-time.ts). */
import { describe, expect, it } from 'vitest';
import { libraryReadingTime, readingTime } from '../../core/pages/reading-time';

describe('readingTime', () => {
  it('rounds to whole minutes at 200 words a minute, never below one', () => {
    expect(readingTime(20)).toBe('1 min read');
    expect(readingTime(1_000)).toBe('5 min read');
    expect(readingTime(1_099)).toBe('5 min read');
  });
});

describe('libraryReadingTime', () => {
  const posts = [{ slug: 'long-read', wordCount: 1_200 }];

  it("is the linked post's reading time, not the entry's own body's", () => {
    expect(libraryReadingTime({ wordCount: 300, post: 'long-read' }, posts)).toBe('6 min read');
  });

  it("is the entry's own body's when it links no post", () => {
    expect(libraryReadingTime({ wordCount: 600 }, posts)).toBe('3 min read');
  });

  it('refuses a link to a post that does not exist', () => {
    expect(() => libraryReadingTime({ wordCount: 300, post: 'gone' }, posts)).toThrow(/"gone"/);
  });
});
