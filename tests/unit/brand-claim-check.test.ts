/**
 * Brands a page names as ours (scripts/lib/fact-checks/brand-claims.ts): a number of brands is the list's
 * length, and a maker outside content/brands.ts `all` is not named. The breaking texts are the ones
 * fact-checkers found: "All 28 brands we service" beside 29, and Scotsman on /ice-maker-repair.
 */
import { describe, expect, it } from 'vitest';
import { brandClaimErrors } from '../../scripts/lib/fact-checks';
import { brands } from '../../content/brands';

const file = 'content/x.ts';
const without = (name: string) => brands.all.filter((b) => b !== name);

describe('brands named in content prose', () => {
  it('refuses a number of brands the list does not have', () => {
    expect(brandClaimErrors(file, { listTitle: 'All 28 brands we service' }, [...brands.all, 'Extra'])).toEqual([
      expect.stringMatching(/^content\/x\.ts: listTitle: says "28 brands", but content\/brands\.ts all lists /),
    ]);
    expect(brandClaimErrors(file, { t: `All ${brands.all.length} brands we service` }, brands.all)).toEqual([]);
  });

  it('refuses a maker that is not in the list, and accepts it once listed', () => {
    const text = 'Undercounter clear-ice machines from U-Line, Scotsman and Sub-Zero.';
    expect(brandClaimErrors(file, { a: [text] }, without('Scotsman'))).toEqual([
      expect.stringMatching(/^content\/x\.ts: a\.0: names Scotsman, which is not in content\/brands\.ts all/),
    ]);
    expect(brandClaimErrors(file, { a: [text] }, brands.all)).toEqual([]);
  });
});
