/**
 * Copy of the coverage pages: /service-areas (regions and their six FAQs) and
 * /local-appliance-repair (map, Why Choose Local). The cities themselves come
 * from content/cities/, so a new city file appears on both pages by itself.
 * `{tokens}` are fact tokens (content/TOKENS.md). Each page states where we go
 * ({coverageReach}) once, in its hero or its FAQ; the other blocks do their own job.
 */

import type { RegionName } from './regions';
export { regionNames, type RegionName } from './regions';

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
      'Often, yes. Call before {sameDayCutoff} and we will try to reach you the same day; technicians work routes across the Peninsula, the East Bay, the South Bay and Marin every day.',
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
export const localCoverage = {
  mapTitle: 'Our service area',
  mapIntro:
    'The sketch marks the counties we work in. Press Show map for the interactive Google map; it loads from Google only when you ask for it.',
  /** Under the sketch (and its description for screen readers); the counties are added after it. */
  mapCaption: 'The counties we serve:',
  /** Google Maps embed, zoom 9 around San Francisco (docs/product.md); loaded only on request. */
  mapEmbedUrl: 'https://www.google.com/maps?q=San+Francisco,+CA&z=9&output=embed',
  searchTitle: 'Find your town',
  searchPlaceholder: 'Search cities or counties...',
  /** docs/spec-details.md, word for word. */
  emptyText:
    'No cities found matching the search term. Try a different search term or call us to check if we serve your area.',
  searchLabel: 'Search by city, county or ZIP code',
  /** Shown only to browsers without JavaScript, where the search cannot run. */
  searchWithoutScript:
    'The search needs JavaScript, which is off in this browser: every city we serve is listed below, and each city page lists the ZIP codes it covers.',
  /** ZIP answers (docs/zip-codes.md); the ZIP, town and city page are added around these. */
  zip: {
    hint: 'Type a five-digit ZIP code to see whether we come to you and which of our city pages covers it.',
    checking: 'Checking the ZIP code…',
    served: 'Call before {sameDayCutoff} and we can usually come the same day.',
    coveredBy: 'Covered by our page for',
    /** A ZIP two towns share (Daly City and Colma's 94014): both pages, around the two links. */
    coveredByBoth: ['Covered by our pages for', 'and', ', the two towns that share this ZIP code.'],
    outside: 'is not in our service area. If you are near its edge, call us to ask:',
    malformed: 'A ZIP code has five digits, for example 94110. Check the number, or search by city name.',
    failed: 'The ZIP table could not be loaded. Search by city name, or call {phone} and we will tell you.',
    source: 'ZIP codes from GeoNames (CC BY 4.0).',
  },
  whyTitle: 'Why Choose Local',
  whyCards: [
    {
      title: 'Local Knowledge',
      icon: 'map-pin',
      description:
        'We know Bay Area housing, from Victorian flats to Silicon Valley remodels, and the appliances each kind of home tends to have.',
    },
    {
      title: 'Fast Response',
      icon: 'zap',
      description:
        'Technicians on routes across the Bay mean same-day visits when you call before {sameDayCutoff}, sometimes {arrival} in central San Francisco.',
    },
    {
      title: 'Our Own Technicians',
      icon: 'shield-check',
      description: 'Technicians who work for our family-owned San Francisco business, not a referral network.',
    },
    {
      title: 'Community Focused',
      icon: 'heart-handshake',
      description:
        'We repair before we replace, keep working appliances out of landfill, and stand behind every repair with a {warranty} warranty.',
    },
  ],
  ctaTitle: 'Appliance repair near you, today',
  ctaText: 'Call a local technician or book online; we will confirm your city and a time that suits you.',
};
