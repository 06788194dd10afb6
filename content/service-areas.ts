/**
 * Copy of the coverage pages: /service-areas (regions and their six FAQs) and
 * /local-appliance-repair (map, Why Choose Local). The cities themselves come
 * from content/cities/, so a new city file appears on both pages by itself.
 * `{tokens}` are fact tokens (content/TOKENS.md). Each page states where we go
 * ({coverageReach}) once, in its hero or its FAQ; the other blocks do their own job.
 */

import type { RegionName } from './regions';
export { regionNames, type RegionName } from './regions';
export { localCoverage } from './local-coverage';

/** One intro line per region of /service-areas, in display order. */
export const regionIntros: Record<RegionName, string> = {
  'San Francisco':
    'The city our shop is in: every neighborhood, from the Richmond and the Sunset to the Mission, SoMa and the Marina.',
  Peninsula: 'From the fog belt of Daly City and Pacifica down to Menlo Park, along US-101, I-280 and Highway 1.',
  'East Bay':
    'Across the Bay Bridge and down I-880 and I-680: Oakland, Berkeley, the Tri-Valley and the towns around Mount Diablo.',
  'South Bay': 'Silicon Valley homes and apartments from Palo Alto and Mountain View to San Jose and Milpitas.',
  'North Bay': 'Across the Golden Gate to Marin County and over the Carquinez Strait to Vallejo.',
};

/** The six FAQs of /service-areas, shown in expandable details. */
export const serviceAreaFaqs = [
  {
    question: 'How far from San Francisco do you travel?',
    answer:
      'We travel {coverageReach}, across San Francisco, San Mateo, Santa Clara, Alameda, Contra Costa, Marin and Solano counties. Every city we serve is listed above by region, each with its own page.',
  },
  {
    question: 'Is there an extra charge for cities farther from San Francisco?',
    answer: 'No. The diagnostic visit is {diagnosticTerms}, the same in every city.',
  },
  {
    question: 'Can I get same-day service outside San Francisco?',
    answer:
      'Often, yes. Call before {sameDayCutoff} and we will try to reach you the same day; technicians work routes across the Peninsula, the East Bay, the South Bay and Marin {schedule}.',
  },
  {
    question: 'My city is not listed. Can you still help?',
    answer:
      'Probably. We serve many smaller towns between the cities listed here. Call {phone} with your address and we will tell you right away.',
  },
  {
    question: 'Do you serve businesses and rental properties in these areas?',
    answer:
      'Yes. We repair appliances for restaurants, offices, laundromats, landlords and property managers in every city we serve, with priority response for commercial clients.',
  },
  {
    question: 'What are your hours in every service area?',
    answer: 'The same everywhere: {hours}. Saturday appointments are booked like any other day.',
  },
];

/** /local-appliance-repair. */
