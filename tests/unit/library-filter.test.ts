/** The library search: category AND text, case-insensitive, whichever apostrophe the visitor types. */
import { describe, expect, it } from 'vitest';
import { filterLibrary } from '../../src/components/sections/blog/libraryFilter';

const items = [
  { category: 'dishwasher', title: 'Why Isn’t My Dishwasher Cleaning Well?', question: 'Dishes come out dirty.' },
  { category: 'refrigerator', title: 'Refrigerator Temperature', question: 'What should my fridge be set to?' },
];
const titles = (category: Parameters<typeof filterLibrary>[1], query: string) =>
  filterLibrary(items, category, query).map((i) => i.title);

describe('filterLibrary', () => {
  it('finds a title written with ’ whether the visitor types a plain or a typographic apostrophe', () => {
    expect(titles('all', "isn't")).toEqual(['Why Isn’t My Dishwasher Cleaning Well?']);
    expect(titles('all', 'ISN’T MY')).toEqual(['Why Isn’t My Dishwasher Cleaning Well?']);
  });

  it('needs the category and the text to match; an empty search shows the category', () => {
    expect(titles('refrigerator', "isn't")).toEqual([]);
    expect(titles('refrigerator', '  ')).toEqual(['Refrigerator Temperature']);
    expect(titles('all', 'fridge')).toEqual(['Refrigerator Temperature']);
  });
});
