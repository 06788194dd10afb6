/**
 * Copy of /local-appliance-repair: the map, the coverage search and its ZIP answers, Why Choose
 * Local (re-exported by ./service-areas.ts with the rest of the coverage pages' copy). Its own
 * module, so the page's islands (the map and the search) load this copy and not every coverage
 * page's. `{tokens}` are fact tokens (content/TOKENS.md); the two lines the search shows in the
 * browser take their facts as arguments instead (the phone, the same-day cut-off), which the search
 * has without the code that fills tokens.
 */
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
  /** The brief's text, word for word (docs/product.md "Local coverage page"). */
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
    served: (sameDayCutoff: string) => `Call before ${sameDayCutoff} and we can usually come the same day.`,
    coveredBy: 'Covered by our page for',
    /** A ZIP two towns share (Daly City and Colma's 94014): both pages, around the two links. */
    coveredByBoth: ['Covered by our pages for', 'and', ', the two towns that share this ZIP code.'],
    outside: 'is not in our service area. If you are near its edge, call us to ask:',
    /** A PO-box or one-organisation ZIP (content/zip-delivery.ts): around the ZIP and its town. */
    notHomes:
      'is a PO-box or single-organisation ZIP code, not a home address. Type the ZIP code of the home where the appliance is, or call us:',
    malformed: 'A ZIP code has five digits, for example 94110. Check the number, or search by city name.',
    failed: (phone: string) =>
      `The ZIP table could not be loaded. Search by city name, or call ${phone} and we will tell you.`,
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
