/**
 * The city pages' ZIP lists hold residential ZIPs of their own city (scripts/lib/zip-check.ts).
 * The breaking cases are the lists as fact-checkers read them: Half Moon Bay "in and around
 * Burlingame", and San Francisco's PO-box and one-organisation ZIPs.
 */
import { describe, expect, it } from 'vitest';
import { zipListErrors, zipTableErrors } from '../../scripts/lib/zip-check';
import { buildZipTowns, zipLookup, zipsByCity } from '../../scripts/lib/zip-table';
import { cities } from '../../content/cities';
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

describe('the ZIP table against the city pages', () => {
  const pages = [
    { slug: 'palo-alto', name: 'Palo Alto', county: 'Santa Clara' },
    { slug: 'san-jose', name: 'San Jose', county: 'Santa Clara' },
    { slug: 'milpitas', name: 'Milpitas', county: 'Santa Clara' },
  ];
  const town = (t: string, county: string, zips: string[], city: string | null) => ({
    town: t,
    county,
    zips,
    city,
    shared: {},
  });

  it('refuses a wrong county, a listed ZIP answered by another page, and a PO box answered "served"', () => {
    const errors = zipTableErrors(
      [
        town('Palo Alto', 'San Mateo', ['94303'], 'palo-alto'),
        town('Alviso', 'Santa Clara', ['95002'], 'milpitas'),
        town('San Jose', 'Santa Clara', ['95110', '95101'], 'san-jose'),
      ],
      { 'san-jose': [{ town: 'San Jose', zips: ['95002', '95110'] }] },
      pages,
      new Set(['95101']),
      ['94303', '95002', '95110', '95101'],
    );
    expect(errors).toEqual([
      expect.stringMatching(
        /^Palo Alto \(94303\): answered in San Mateo County, but Palo Alto is in Santa Clara County/,
      ),
      expect.stringMatching(/^san-jose: lists 95002, but the search answers it with milpitas/),
      expect.stringMatching(/^95101: answered "yes, we serve", but it is a PO-box or one-organisation ZIP/),
    ]);
  });

  it('accepts the table as built', () => {
    const towns = buildZipTowns();
    const lookup = zipLookup(towns);
    const served = Object.keys(lookup.zips).filter((z) => lookup.towns[lookup.zips[z]][2] !== null);
    expect(zipTableErrors(towns, zipsByCity(towns), cities, nonResidential, served)).toEqual([]);
  });
});
