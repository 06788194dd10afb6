/**
 * The restatement detectors (scripts/lib/fact-checks/restatements.ts): each catches
 * the ways a fact was actually rewritten by hand on this site, and leaves
 * ordinary technical prose alone, so the build check fails for the right reason.
 */
import { describe, expect, it } from 'vitest';
import { restatementsIn } from '../../scripts/lib/fact-checks';

const tokensIn = (text: string) => restatementsIn(text).map((r) => r.token);
const WARRANTY_MONTHS = '{warranty} or {warrantyPeriod} (180 days, never months)';

describe('restatement detectors', () => {
  it.each([
    ['A brief gas odor at ignition can be normal; a persistent smell is not, so leave the home.', '{gasSafety}'],
    ['If you ever smell gas around the dryer, do not switch anything on; call from outside.', '{gasSafety}'],
    ['Call PG&E from outside.', '{gasUtility} or {gasSafety}'],
    [
      'Free with any repair; otherwise a {diagnosticFee} diagnostic fee, credited toward the repair.',
      '{diagnosticTerms}',
    ],
    ['Most washer repairs cost $150–$350.', '{priceRange} or {costRange}'],
    ['Parts and labor are both covered for 6 months after the repair under our warranty.', WARRANTY_MONTHS],
    ['Every repair carries a 6-month warranty.', WARRANTY_MONTHS],
    ['Our six-month warranty covers parts and labor.', WARRANTY_MONTHS],
    ['The warranty lasts half a year.', WARRANTY_MONTHS],
    ['A technician can often arrive within about 60 minutes.', '{arrival}'],
    ['We serve 30+ cities within about 30 miles of San Francisco.', '{coverage} or {distance}'],
    ['We drive about 30 miles from San Francisco to reach Fremont.', '{coverage} or {distance}'],
    ['Evening and weekend appointments are available.', '{hours} or {schedule}'],
    ['We are open weekends too.', '{hours} or {schedule}'],
    ['Call (415) 555-0142 to book.', '{phone}'],
    ['Call 415-555-0142 to book.', '{phone}'],
    ['Call 415.555.0142 to book.', '{phone}'],
    ['Call +1 415 555 0142 to book.', '{phone}'],
    ['Bayside Family Appliance Repair has served the city for years.', '{business}'],
    ['5.0 from 75 reviews.', '{reviewSummary}'],
    // The warranty's terms and the diagnostic, each reworded as they were on the pages (issue 36).
    ['If the same problem returns, we come back and fix it with no labor charge.', '{warrantyLine}'],
    [
      'Should the same fault return, we send a technician back without charging for the visit or the work.',
      '{warrantyLine}',
    ],
    ['Covered by our {warranty} warranty, so a repeat failure of the same part costs you nothing.', '{warrantyLine}'],
    ['If it comes back, we fix it free of charge.', '{warrantyLine}'],
    ['The {diagnosticFee} diagnostic is free when you go ahead with the repair.', '{diagnosticTerms}'],
    ['The service call is free when you go ahead with the repair.', '{diagnosticTerms}'],
    [
      'Approve the repair and the service call is free; decline it and you pay just the {diagnosticFee} diagnostic fee.',
      '{diagnosticTerms}',
    ],
    ['If you approve the repair, there is no charge for the service call.', '{diagnosticTerms}'],
    [
      'We are not affiliated with Samsung.',
      'brandTemplate.independence (content/brand-template.ts; every brand page shows it)',
    ],
    [
      'Our licensed, insured and bonded technicians.',
      '{credentials} (the footer states it on every page; prose needs it rarely)',
    ],
    ['Fully bonded and insured.', '{credentials} (the footer states it on every page; prose needs it rarely)'],
    [
      'Are you licenced to work in Berkeley?',
      '{credentials} (the footer states it on every page; prose needs it rarely)',
    ],
    ['EBMUD water is soft.', '{waterHardness} or {bayAreaWater}'],
    ['Water comes from the Niles Cone aquifer.', '{waterSupplier}'],
    ['Clean the dishwasher filter every month or two.', '{dishwasherFilter}'],
    ['Self-clean heats the oven well past 800°F.', '{selfCleanTemp}'],
    ['Vacuum the condenser coils twice a year.', '{coilCleaning}'],
    ['Replace the fill hoses every 3–5 years.', '{hoseReplacement}'],
    ['A brief gas odor at ignition can be normal; a persistent smell is not.', '{gasSafety}'],
    ['Self-clean heats the oven well past 800 degrees.', '{selfCleanTemp}'],
    ['San Francisco has soft water.', '{waterHardness} or {bayAreaWater}'],
    ['The diagnostic is $60.', '{diagnosticFee} or {diagnosticTerms}'],
    ['Every repair carries a 180-day warranty.', '{warranty} or {warrantyPeriod}'],
    ['Call before 2 PM for same-day service.', '{sameDayCutoff}'],
    ['Over 1,200 repairs completed.', '{repairs}'],
    ['Service call free with repair.', '{diagnosticTerms}'],
    ['Same-day service; free service call with repair.', '{diagnosticTerms}'],
    [
      'Washers and dryers typically last 10 to 13 years.',
      '{lifespanRefrigerator}, {lifespanWasher}, {lifespanDryer}, {lifespanDishwasher} or {lifespanOven}',
    ],
    [
      'A well-kept dishwasher typically lasts **9 to 12 years**.',
      '{lifespanRefrigerator}, {lifespanWasher}, {lifespanDryer}, {lifespanDishwasher} or {lifespanOven}',
    ],
    [
      '- **Ovens and ranges:** 13 to 15 years',
      '{lifespanRefrigerator}, {lifespanWasher}, {lifespanDryer}, {lifespanDishwasher} or {lifespanOven}',
    ],
    [
      'Refrigerators last 10–15 years, washers and dryers 10–13.',
      '{lifespanRefrigerator}, {lifespanWasher}, {lifespanDryer}, {lifespanDishwasher} or {lifespanOven}',
    ],
    [
      'For a dishwasher nearing the end of its 9-to-12-year life, read our guide.',
      '{lifespanRefrigerator}, {lifespanWasher}, {lifespanDryer}, {lifespanDishwasher} or {lifespanOven}',
    ],
    // The repair-or-replace rule said the opposite way (/refrigerator-repair once did).
    [
      'Repair when the cost is under half the price of a new unit and the refrigerator is not near the end of that range.',
      'the one repair-or-replace rule: "has not reached the low end of" its range, "from there on, lean toward replacing"',
    ],
    // Every day against {hours}, which close on Sunday (eight service pages and /service-areas once did).
    ['Our technicians repair appliances every day across {coverage}.', '{schedule} or {hours} (Sunday closed)'],
    ['Technicians work routes across the Peninsula and Marin every day.', '{schedule} or {hours} (Sunday closed)'],
    ['Our technicians service gas dryers daily.', '{schedule} or {hours} (Sunday closed)'],
  ])('%s → %s', (text, token) => {
    expect(tokensIn(text)).toContain(token);
  });

  it('leaves a customer’s own words alone (content/reviews.ts)', () => {
    const quote = 'When a dryer belt they replaced squeaked a month later, they came back at no charge.';
    expect(restatementsIn(quote, 'content/home.ts').map((r) => r.token)).toEqual(['{warrantyLine}']);
    expect(restatementsIn(quote, 'content/reviews.ts')).toEqual([]);
  });

  it("applies a topic's detector to a text that does not name the topic when its file does", () => {
    expect(
      restatementsIn('Clean the filter every month or two.', 'content/services/dishwasher-repair.ts').map(
        (r) => r.token,
      ),
    ).toEqual(['{dishwasherFilter}']);
    expect(restatementsIn('Clean the filter every month or two.', 'content/services/washer-repair.ts')).toEqual([]);
  });

  // Issue 61: a range hood's FAQ was told to write {dishwasherFilter} because its answer mentioned the dishwasher,
  // and so was its rewording. A fact about one appliance's part is matched only where that part is meant.
  describe('a fact about one appliance’s part, not a mention of the appliance', () => {
    const hood = 'content/services/range-hood-repair.ts';
    const LIFESPAN =
      '{lifespanRefrigerator}, {lifespanWasher}, {lifespanDryer}, {lifespanDishwasher} or {lifespanOven}';

    it.each([
      [
        hood,
        'Wash the metal grease filters every month: soak them in hot water with a degreasing detergent, or run them through the dishwasher on a hot cycle.',
      ],
      [hood, 'Every month, take the mesh filters out and run them through the dishwasher.'],
      [hood, 'Hood filters go in the dishwasher. Clean them every month when you cook daily.'],
      ['content/services/dishwasher-repair.ts', 'Replace the refrigerator water filter every 6 months.'],
      ['content/services/dryer-repair.ts', 'Have the heating coil checked once a year.'],
      ['content/services/refrigerator-repair.ts', 'Check the coil burners on the range once a year too.'],
      ['content/posts/x.md', 'Replace the dishwasher drain hose every 10 years if it kinks.'],
      ['content/services/oven-repair.ts', 'After a self-clean, preheat to 350°F to check that the oven heats.'],
      ['content/posts/x.md', 'A 5-to-8-year-old refrigerator is usually worth fixing.'],
      ['content/posts/x.md', 'Most visits last 1 to 2 hours.'],
      [
        'content/services/washer-repair.ts',
        'We take the old washer away at no cost to you when we install the new one. Anything the store sold you, return to the store.',
      ],
    ])('leaves alone in %s: %s', (file, text) => {
      expect(restatementsIn(text, file)).toEqual([]);
    });

    it.each([
      [hood, 'While the hood filters soak, rinse the dishwasher’s filter once a month too.', '{dishwasherFilter}'],
      [
        'content/posts/x.md',
        'Most dishwashers have a filter in the floor of the tub: rinse it monthly.',
        '{dishwasherFilter}',
      ],
      [
        'content/posts/x.md',
        'The filter at the bottom of the dishwasher traps food. Rinse the filter every month.',
        '{dishwasherFilter}',
      ],
      ['content/services/dishwasher-repair.ts', 'Rinse the filter every month or two.', '{dishwasherFilter}'],
      ['content/posts/x.md', 'Vacuum the coils under the fridge every year.', '{coilCleaning}'],
      ['content/posts/x.md', 'Swap the washer’s rubber hoses every 5 years.', '{hoseReplacement}'],
      ['content/posts/x.md', 'Self-clean runs the oven near 900°F.', '{selfCleanTemp}'],
      ['content/posts/x.md', 'Refrigerators last 10–15 years.', LIFESPAN],
      ['content/posts/x.md', 'Covered by the warranty. If it fails again, we fix it at no cost.', '{warrantyLine}'],
    ])('still refuses in %s: %s', (file, text, token) => {
      expect(restatementsIn(text, file).map((r) => r.token)).toContain(token);
    });
  });

  it.each([
    // Weekends and evenings as a time of day in a city's life, not as opening hours (issue 35).
    'Weekend traffic on the Golden Gate Bridge can add twenty minutes to a visit.',
    'Evening fog rolls in off the bay most of the summer.',
    'Replace the refrigerator water filter every 6 months.',
    'Wipe the door gasket monthly and check it with the dollar-bill test.',
    'Hard water scales heating elements and inlet valves.',
    'Garage refrigerators work hard from June through September.',
    'You smell gas at any time.',
    'Clean the washer pump filter every few months.',
    '{city} lies {distance} from our San Francisco base as the crow flies.',
    'The diagnostic visit is {diagnosticTerms}.',
    'If the same problem returns within that period, we come back.',
    'If you have hard water, use a full dose of detergent.',
    'The gas valve clicks open at ignition, which is normal.',
    'A 12-year-old range that needs a new igniter is still worth fixing.',
    'Parts for it can take 2 to 3 weeks to arrive.',
    'Many homes still run Maytag washers ten or fifteen years old.',
    'Have a licensed electrician add the 240-volt circuit.',
    'A new disposal also carries its manufacturer’s own warranty on the unit itself.',
    'A frost-free freezer defrosts itself; return the food once it is cold again.',
    'The diagnostic visit is {diagnosticTerms}.',
    'A washer that runs almost every day wears out its drain pump faster.',
    'Gas cooktops used every day often develop clicking igniters.',
    'Clothes left soaking at the end of a cycle point to a clogged drain pump.',
    'A dryer is often worth fixing even late in its range.',
  ])('leaves alone: %s', (text) => {
    expect(tokensIn(text)).toEqual([]);
  });
});
