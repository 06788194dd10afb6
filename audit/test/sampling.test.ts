/** everyPageSample: which pages of a template the every-page Lighthouse runs measure. */
import { describe, expect, it } from 'vitest';
import { samplePages } from '../measurement-plan';

const pages = [
  ...Array.from({ length: 10 }, (_, i) => ({
    path: `/city-${String(i).padStart(2, '0')}`,
    status: 200,
    template: 'city',
  })),
  { path: '/', status: 200, template: 'home' },
];

describe('every-page sample', () => {
  it('keeps every page without a limit', () => {
    expect(samplePages(pages, { city: '/city-04', home: '/' }, null).size).toBe(11);
  });

  it('takes the representative, then pages spread evenly in path order, the same ones every run', () => {
    const chosen = [...samplePages(pages, { city: '/city-04', home: '/' }, 3)].sort();
    expect(chosen).toEqual(['/', '/city-00', '/city-04', '/city-05']);
    expect([...samplePages(pages, { city: '/city-00', home: '/' }, 3)].sort()).toEqual([
      '/',
      '/city-00',
      '/city-05',
      '/city-09',
    ]);
  });
});
