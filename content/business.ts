/**
 * The one source of the business's facts (DECISIONS §3). Every page, the
 * footer and the structured data read them from here. Values that differ per
 * deployment (name, phone, site URL, booking URL, street) come from the
 * environment; see src/content/site-config.ts.
 */
export const businessFacts = {
  legalType: 'Family-owned',
  foundedNote: 'family-owned and operated',
  address: { locality: 'San Francisco', region: 'CA', postalCode: '94109', country: 'US' },
  geo: { latitude: 37.7946, longitude: -122.4205 },
  /** DECISIONS §3: one reading of the hours, everywhere. */
  hours: [
    { days: 'Monday–Friday', short: 'Mon–Fri', schemaDays: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'], opens: '08:00', closes: '18:00', label: '8:00 AM–6:00 PM' },
    { days: 'Saturday', short: 'Sat', schemaDays: ['Saturday'], opens: '08:00', closes: '15:00', label: '8:00 AM–3:00 PM' },
  ],
  closedNote: 'Sunday closed',
  arrival: 'within about 60 minutes',
  warranty: { days: 180, months: 6, label: '180-day (6-month) warranty on parts and labor' },
  diagnosticFee: 60,
  priceRange: { low: 150, high: 400, label: '$150–$400' },
  repairDuration: '1–2 hours',
  repairsCompleted: '1,200+',
  coverage: { radiusMiles: 30, citiesLabel: '30+', countyCount: 7 },
  counties: ['San Francisco', 'Alameda', 'Santa Clara', 'San Mateo', 'Marin', 'Solano', 'Contra Costa'],
  rating: { value: 5.0, count: 75 },
  paymentAccepted: ['Cash', 'Credit Card', 'Debit Card', 'Zelle', 'Check'],
  defaultCityLabel: 'San Francisco and Bay Area',
} as const;
