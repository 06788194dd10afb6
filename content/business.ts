/**
 * The one source of the business's facts (docs/facts.md). Every page, the
 * footer and the structured data read them from here. Values that differ per
 * deployment (name, phone, site URL, booking URL, street) come from the
 * environment; see core/config/load-site-config.ts.
 */
import { reviewPlatforms } from './review-platforms';
import { defaultCityLabel } from './city-label';
import { counties } from './counties';

export const businessFacts = {
  legalType: 'Family-owned',
  foundedNote: 'family-owned and operated',
  address: { locality: 'San Francisco', region: 'CA', postalCode: '94109', country: 'US' },
  geo: { latitude: 37.7946, longitude: -122.4205 },
  /** docs/facts.md: one reading of the hours, everywhere. */
  hours: [
    {
      days: 'Monday–Friday',
      short: 'Mon–Fri',
      schemaDays: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'],
      opens: '08:00',
      closes: '18:00',
      label: '8:00 AM–6:00 PM',
    },
    {
      days: 'Saturday',
      short: 'Sat',
      schemaDays: ['Saturday'],
      opens: '08:00',
      closes: '15:00',
      label: '8:00 AM–3:00 PM',
    },
  ],
  closedNote: 'Sunday closed',
  /**
   * Only true where a technician is already close by, which from a San
   * Francisco base means central San Francisco; other pages give the distance
   * instead ({distance} on city pages, docs/facts.md).
   */
  arrival: 'within about an hour',
  /**
   * The warranty's terms, stated once ({warrantyTerms}, docs/facts.md "Warranty"): what it covers,
   * that the return visit within it costs nothing, and what it does not cover.
   */
  warranty: {
    /** Its one length, always said in days: "180-day (6-month)" named two lengths (six months can be 181 to 184 days). */
    days: 180,
    /**
     * The one line every page but /about#warranty uses ({warrantyLine}), the footer's and the
     * structured data's Offer name too; WarrantyText links it to the full terms, so a page
     * mentions the warranty without repeating them (issue 47).
     */
    label: '180-day warranty on parts and labor',
    covers: 'the parts we fit and our labor',
    excludes: 'damage, misuse, a different fault, or a part someone else has repaired or replaced since our visit',
  },
  diagnosticFee: 60,
  priceRange: { low: 150, high: 400, label: '$150–$400' },
  repairDuration: '1–2 hours',
  repairsCompleted: '1,200+',
  /**
   * Who registers or licenses the business (docs/facts.md "Credentials"). The numbers, and whether
   * the business is insured and bonded, are configuration (BHGS_REGISTRATION, CSLB_LICENSE,
   * INSURED, BONDED in .env.example): pages claim only what is set, once a page (the footer),
   * and prose never says "licensed", "insured" or "bonded" by hand. Never invent a number.
   */
  credentials: {
    /** Service-dealer registration for electronic and appliance repair. */
    bhgs: {
      name: 'Bureau of Household Goods and Services',
      fullName: 'California Bureau of Household Goods and Services',
      url: 'https://bhgs.dca.ca.gov',
      credential: 'Service dealer registration (electronic and appliance repair)',
    },
    /** A contractor’s licence: only where the business holds one (it must then appear in advertising). */
    cslb: {
      name: 'Contractors State License Board',
      fullName: 'California Contractors State License Board',
      url: 'https://www.cslb.ca.gov',
      credential: 'Contractor’s license',
    },
    /**
     * Federal certification to open a sealed refrigeration system and handle refrigerant (Clean
     * Air Act Section 608). Each technician holds it personally, so there is no business number;
     * claimed only when EPA_608_CERTIFIED is `yes` ({epaCertified}, {credentials}).
     */
    epa608: {
      name: 'U.S. Environmental Protection Agency',
      fullName: 'U.S. Environmental Protection Agency',
      url: 'https://www.epa.gov/section608',
      credential: 'EPA Section 608 technician certification',
    },
  },
  /**
   * One statement of where we work: the city pages we have. Their number is counted from
   * content/cities/ (core/facts/city-count.ts); the content check fails when the county count
   * differs from the city pages' counties or a named city has no page.
   */
  coverage: {
    countyCount: 7,
    reach: { north: ['Novato', 'Vallejo'], south: ['San Jose'], east: ['Livermore'] },
  },
  /** The one rule for a gas smell, on every page that mentions it (docs/facts.md). */
  gasSafety:
    'If you smell gas, do not light anything, use a phone indoors or switch anything on or off; get everyone out of the home and call 911 or your gas utility from outside.',
  /**
   * The one rule for carbon monoxide, beside {gasSafety} on the gas dryer, oven and cooktop pages and
   * guides (docs/facts.md). The signs (a yellow or lazy flame, a disconnected gas-dryer vent) are
   * each page's own.
   */
  coSafety:
    'Keep working carbon monoxide alarms outside every sleeping area and on each floor, and test them monthly; if one sounds, get everyone out into fresh air and call 911 or your gas utility from outside.',
  /** Tap water hardness by area, as the suppliers report it (per city: content/cities/*.ts `water`). */
  bayAreaWater:
    'Bay Area tap water ranges from soft (Hetch Hetchy water in San Francisco and on most of the Peninsula, EBMUD in the inner East Bay, Marin Water) to hard (much of the South Bay, Fremont, Newark, Union City and the Tri-Valley)',
  dishwasherFilter: 'once a month, or every two weeks if you run it daily or rarely scrape plates',
  selfCleanTemp: 'about 850–900°F',
  coilCleaning: 'every 6 months',
  hoseReplacement: 'every 3 to 5 years',
  /**
   * How long each appliance typically lasts with normal use and basic care (docs/facts.md
   * "Lifespans"). The maintenance hub lists them; prose writes the token ("a washer typically
   * lasts {lifespanWasher}"). Repair-or-replace advice keys on each appliance's own range: a major
   * repair is worth making until the appliance reaches the low end of it.
   */
  lifespans: [
    { token: 'lifespanRefrigerator', appliance: 'Refrigerators', years: [10, 15] },
    { token: 'lifespanWasher', appliance: 'Washers', years: [10, 13] },
    { token: 'lifespanDryer', appliance: 'Dryers', years: [10, 13] },
    { token: 'lifespanDishwasher', appliance: 'Dishwashers', years: [9, 12] },
    { token: 'lifespanOven', appliance: 'Ovens and ranges', years: [13, 15] },
  ],
  counties,
  /** One reading: every platform's reviews added up (content/reviews.ts), all rated 5. */
  rating: {
    value: 5.0,
    count: reviewPlatforms.reduce((sum, p) => sum + p.reviewCount, 0),
    platforms: reviewPlatforms.map((p) => p.platform),
  },
  paymentAccepted: ['Cash', 'Credit Card', 'Debit Card', 'Zelle', 'Check'],
  defaultCityLabel,
} as const;
