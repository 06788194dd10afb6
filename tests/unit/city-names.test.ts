/**
 * Where the content check finds a served city named in a page's text (scripts/lib/copy-check.ts):
 * a city's name followed by a street word, or by "de las", is a road (issue 61: "Alameda de las
 * Pulgas", a San Carlos road, counted as naming Alameda), and so is San Jose's "The Alameda"; a
 * name inside a longer served name ("San Francisco" in "South San Francisco") is that city's.
 * Each case on both sides: the road passes, the city is still refused.
 */
import { describe, expect, it } from 'vitest';
import { copiedCityErrors, foreignNameErrors } from '../../scripts/lib/copy-check';
import { neighborhoodErrors } from '../../scripts/lib/neighborhood-check';

const SERVED = ['Alameda', 'Oakland', 'Berkeley', 'San Mateo', 'San Carlos', 'San Francisco', 'South San Francisco'];
const file = 'content/cities/san-carlos.ts';
/** The city a San Carlos page's blurb is refused for naming, or null. */
const namedIn = (blurb: string, own = 'San Carlos') => {
  const [error] = foreignNameErrors(file, own, { blurb }, SERVED, 'city');
  return error ? /"([^"]+)"/.exec(error)![1] : null;
};

describe('a served city’s name in a page’s text', () => {
  it.each([
    'Homes along Alameda de las Pulgas, from White Oaks to the hills.',
    'Calls from San Mateo Avenue and the streets around it.',
    'Older flats off Oakland Ave. and Berkeley Way.',
    'Bungalows near San Francisco Blvd. and Oakland Drive.',
    'From Alameda del Rio to the creek.',
    'Offices on The Alameda, west of downtown.',
    'Homes along El Camino Real and in White Oaks.',
  ])('is a road, not the city: %s', (blurb) => {
    expect(namedIn(blurb)).toBeNull();
  });

  it.each([
    ['Homes from here to Alameda, the island across the estuary.', 'Alameda'],
    ['The Alameda ferry leaves from the main street.', 'Alameda'],
    ['Quicker than a trip to Oakland.', 'Oakland'],
    ['Fog like Berkeley’s, and the same old houses.', 'Berkeley'],
    ['The San Mateo Avenue homes and San Mateo itself.', 'San Mateo'],
    ['Closer to Berkeley. Way more calls than last year.', 'Berkeley'],
  ])('is the city: %s', (blurb, city) => {
    expect(namedIn(blurb)).toBe(city);
  });

  it('counts "San Francisco" inside "South San Francisco" as the longer city’s', () => {
    expect(namedIn('Ten minutes from South San Francisco.', 'Daly City')).toBe('South San Francisco');
    const prose = {
      localFeatures: 'South San Francisco to the south; South San Francisco’s wind; South San Francisco’s fog.',
      'faqs.0.answer': 'Daly City is next to South San Francisco, and Daly City homes are {city} homes.',
    };
    expect(copiedCityErrors('content/cities/daly-city.ts', 'Daly City', prose, SERVED)).toEqual([
      'content/cities/daly-city.ts: localFeatures: the page names South San Francisco 4 times and Daly City 3 times; a copy of the South San Francisco page? rewrite it for Daly City',
    ]);
  });

  it('no longer counts a road as the page copied from that city', () => {
    const prose = {
      localFeatures:
        'San Carlos homes line Alameda de las Pulgas; Alameda de las Pulgas climbs to White Oaks, and Alameda de las Pulgas traffic slows a visit.',
    };
    expect(copiedCityErrors(file, 'San Carlos', prose, SERVED)).toEqual([]);
    expect(
      copiedCityErrors(
        file,
        'San Carlos',
        { localFeatures: 'San Carlos. Alameda, Alameda and Alameda again.' },
        SERVED,
      ),
    ).toEqual([
      'content/cities/san-carlos.ts: localFeatures: the page names Alameda 3 times and San Carlos once; a copy of the Alameda page? rewrite it for San Carlos',
    ]);
  });

  it('refuses a road as a neighborhood, and keeps a neighborhood named like a street word', () => {
    const city = (neighborhoods: string[]) => [
      { slug: 'san-carlos', name: 'San Carlos', county: 'San Mateo', neighborhoods },
    ];
    expect(
      neighborhoodErrors(city(['White Oaks', 'Alameda de las Pulgas', 'El Camino Real', 'Brittan Way']), {}, []),
    ).toEqual([
      'content/cities/san-carlos.ts: neighborhoods.1: "Alameda de las Pulgas" is a street, a shopping centre or a vague area, not a neighborhood',
      'content/cities/san-carlos.ts: neighborhoods.2: "El Camino Real" is a street, a shopping centre or a vague area, not a neighborhood',
      'content/cities/san-carlos.ts: neighborhoods.3: "Brittan Way" is a street, a shopping centre or a vague area, not a neighborhood',
    ]);
    expect(neighborhoodErrors(city(['White Oaks', 'Devonshire', 'Howard Park']), {}, [])).toEqual([]);
  });
});
