/**
 * The city pages' ZIP lists hold residential ZIPs of their own city (scripts/lib/zip-check.ts).
 * The breaking cases are the lists as fact-checkers read them: Half Moon Bay "in and around
 * Burlingame", and San Francisco's PO-box and one-organisation ZIPs.
 */
import { describe, expect, it } from 'vitest';
import { zipListErrors } from '../../scripts/lib/zip-check';
import { nonResidential, townsSharingZips } from '../../content/zip-delivery';

describe('city ZIP lists', () => {
  it('refuses another town and a PO-box or single-organisation ZIP', () => {
    const errors = zipListErrors(
      [
        {
          slug: 'burlingame',
          name: 'Burlingame',
          towns: [
            { town: 'Burlingame', zips: ['94010', '94011'] },
            { town: 'Half Moon Bay', zips: ['94019'] },
          ],
        },
        { slug: 'san-francisco', name: 'San Francisco', towns: [{ town: 'San Francisco', zips: ['94110', '94188'] }] },
      ],
      nonResidential,
      townsSharingZips,
    );
    expect(errors).toEqual([
      'burlingame: Burlingame 94011: delivers to PO boxes or one organisation, not to homes',
      "burlingame: Half Moon Bay 94019: another town's ZIP codes; a city page lists its own city's",
      'san-francisco: San Francisco 94188: delivers to PO boxes or one organisation, not to homes',
    ]);
  });

  it('accepts a town without a ZIP of its own that shares the city’s (Hillsborough on 94010)', () => {
    const burlingame = {
      slug: 'burlingame',
      name: 'Burlingame',
      towns: [
        { town: 'Burlingame', zips: ['94010'] },
        { town: 'Hillsborough', zips: ['94010'] },
      ],
    };
    expect(zipListErrors([burlingame], nonResidential, townsSharingZips)).toEqual([]);
  });
});
