/**
 * The content check on disk (scripts/lib/content-check.ts) rejects broken
 * content with the file and the field named. Each test copies content/ to a
 * temporary folder, breaks one thing in the source text, and validates the
 * copy (src/ and node_modules/ are linked so the copy imports as the real one).
 */
import { describe, expect, it } from 'vitest';
import { cities } from '../../content/cities';
import { business } from '../../core/facts/business-profile';
import { errorsAfter } from './content-copy';

describe('content validation rejects, naming file and field', () => {
  it('a copy of the real content passes (the harness itself is sound)', async () => {
    expect(
      await errorsAfter('content/cities/oakland.ts', "slug: 'oakland',", "slug: 'oakland', // an unchanged copy"),
    ).toEqual([]);
  }, 60_000);

  it('a missing required field in a city', async () => {
    const errors = await errorsAfter('content/cities/oakland.ts', /\n {2}localFeatures:\n[^\n]*\n/, '\n');
    expect(errors).toContainEqual(expect.stringMatching(/^content\/cities\/oakland\.ts: localFeatures: /));
  }, 60_000);

  it('a missing required nested field (meta.h1)', async () => {
    const errors = await errorsAfter('content/cities/oakland.ts', /\n {4}h1: [^\n]*\n/, '\n');
    expect(errors).toContainEqual(expect.stringMatching(/^content\/cities\/oakland\.ts: meta\.h1: /));
  }, 60_000);

  it('an icon name the site does not bundle', async () => {
    const errors = await errorsAfter('content/audiences.ts', "icon: 'house',", "icon: 'hose',");
    expect(errors).toContainEqual(
      expect.stringMatching(/^content\/audiences\.ts: .*icon: unknown icon "hose": use one of /),
    );
  }, 60_000);

  it('a duplicate slug in a registry', async () => {
    const errors = await errorsAfter('content/cities/index.ts', /\n {2}oakland,\n/, '\n  oakland,\n  oakland,\n');
    expect(errors).toContain('content/cities/index.ts: cities: duplicate "oakland"');
  }, 60_000);

  it('a service whose `related` names an unknown kind', async () => {
    const errors = await errorsAfter(
      'content/services/washer-repair.ts',
      "related: ['dryer',",
      "related: ['flux-capacitor',",
    );
    expect(errors).toContain(
      'content/services/washer-repair.ts: related.0: no related-service kind "flux-capacitor" in content/related-services.ts',
    );
  }, 60_000);

  it('a maintenance guide whose repairService does not exist', async () => {
    const errors = await errorsAfter(
      'content/maintenance/dishwasher.ts',
      "repairService: 'dishwasher-repair'",
      "repairService: 'dishwasher-fixing'",
    );
    expect(errors).toContainEqual(
      expect.stringMatching(/^content\/maintenance\/dishwasher\.ts: repairService: .*dishwasher-fixing/),
    );
  }, 60_000);

  it('a maintenance task whose interval is longer than its list (a 3-to-5-year job under "Once a year")', async () => {
    const errors = await errorsAfter(
      'content/maintenance/washer.ts',
      /'Check the age of the rubber fill hoses[^']*'/,
      "'Replace rubber fill hoses {hoseReplacement}, even if they look fine, and consider braided stainless-steel hoses.'",
    );
    expect(errors).toEqual([
      expect.stringMatching(
        /^content\/maintenance\/washer\.ts: annually\.0: says "every 3 to 5 years" in the "Once a year" list; /,
      ),
    ]);
    const quarterly = await errorsAfter(
      'content/maintenance/refrigerator.ts',
      "'Clean the ice maker and ice bin with",
      "'Clean the ice maker and ice bin every 3 to 6 months with",
    );
    expect(quarterly).toEqual([
      expect.stringMatching(
        /^content\/maintenance\/refrigerator\.ts: quarterly\.\d+: says "every 3 to 6 months" in the "Every 3 months" list; /,
      ),
    ]);
  }, 60_000);

  it('an alias slug without a city page', async () => {
    const errors = await errorsAfter('content/city-aliases.ts', "'san-bruno',\n] as const", "'atlantis',\n] as const");
    expect(errors).toContain('content/city-aliases.ts: cityAliasSlugs.34: no city page "atlantis"');
  }, 60_000);

  it('a neighborhood outside the city, another served city, or a street', async () => {
    const errors = await errorsAfter(
      'content/cities/mill-valley.ts',
      "'Scott Valley',\n    'Sycamore Park',\n    'Warner Canyon',",
      "'Strawberry',\n    'San Rafael',\n    'Miller Avenue',",
    );
    expect(errors).toEqual([
      'content/cities/mill-valley.ts: neighborhoods.3: "Strawberry" is unincorporated Marin County, not part of Mill Valley',
      'content/cities/mill-valley.ts: neighborhoods.4: "San Rafael" is a served city of its own; it belongs under nearby cities',
      'content/cities/mill-valley.ts: neighborhoods.5: "Miller Avenue" is a street, a shopping centre or a vague area, not a neighborhood',
    ]);
  }, 60_000);

  it('a neighborhood nobody lives in: a park, a college, unincorporated land (the places once listed)', async () => {
    const livermore = await errorsAfter(
      'content/cities/livermore.ts',
      "'Springtown',",
      "'Springtown', 'Sycamore Grove', 'Las Positas', 'Foothill College',",
    );
    expect(livermore).toEqual([
      'content/cities/livermore.ts: neighborhoods.2: "Sycamore Grove" is a park, a square, a college, a shopping centre, an office park or a school district, not a place people live',
      'content/cities/livermore.ts: neighborhoods.3: "Las Positas" is a park, a square, a college, a shopping centre, an office park or a school district, not a place people live',
      'content/cities/livermore.ts: neighborhoods.4: "Foothill College" is a park, a square, a college, a shopping centre, an office park or a school district, not a place people live',
    ]);
    const pleasanton = await errorsAfter(
      'content/cities/pleasanton.ts',
      "'Ruby Hill', 'Vintage Hills', 'Valley Trails', 'Kottinger Ranch',",
      "'Ruby Hill', 'Castlewood', 'Stoneridge', 'Hacienda Business Park', 'Civic Square',",
    );
    const nobody =
      'is a park, a square, a college, a shopping centre, an office park or a school district, not a place people live';
    expect(pleasanton).toEqual([
      'content/cities/pleasanton.ts: neighborhoods.2: "Castlewood" is unincorporated Alameda County, not part of Pleasanton',
      `content/cities/pleasanton.ts: neighborhoods.3: "Stoneridge" ${nobody}`,
      `content/cities/pleasanton.ts: neighborhoods.4: "Hacienda Business Park" ${nobody}`,
      `content/cities/pleasanton.ts: neighborhoods.5: "Civic Square" ${nobody}`,
    ]);
  }, 60_000);

  it('a brand spelled two ways (Jenn-Air on a service page, JennAir in the brand list)', async () => {
    const service = await errorsAfter('content/services/oven-repair.ts', "      'JennAir',", "      'Jenn-Air',");
    expect(service).toEqual([
      expect.stringMatching(
        /^content\/services\/oven-repair\.ts: extras\.brandsServiced\.\d+: "Jenn-Air" is not in content\/brands\.ts all; use that spelling$/,
      ),
    ]);
    const handBuilt = await errorsAfter('content/brands.ts', /(handBuilt: \[[^\]]*)'JennAir'/, "$1'Jenn-Air'");
    expect(handBuilt).toEqual([
      expect.stringMatching(/^content\/brands\.ts: handBuilt\.16: "Jenn-Air" is not in all; use that spelling$/),
    ]);
  }, 60_000);

  it('a city file that is not registered', async () => {
    const errors = await errorsAfter('content/cities/index.ts', /\n {2}oakland,\n/, '\n');
    expect(errors).toContain(
      "content/cities/oakland.ts: is not listed in content/cities/index.ts, so it would not be published: add `import oakland from './oakland';` and put oakland in `cities`",
    );
  }, 60_000);
});

describe('content validation rejects a tokenised fact restated in its own words', () => {
  it('a gas-smell rule written by hand on a service page', async () => {
    const errors = await errorsAfter(
      'content/services/dryer-repair.ts',
      'Any smell of gas is different. {gasSafety}',
      'A brief gas odor at ignition can be normal; a persistent smell is not, so leave the home and call PG&E.',
    );
    expect(errors).toContainEqual(
      expect.stringMatching(
        /^content\/services\/dryer-repair\.ts: problems\.\d+\.description: restates a fact in its own words \(".*"\); write \{gasSafety\}/,
      ),
    );
    expect(errors).toContainEqual(
      expect.stringMatching(
        /^content\/services\/dryer-repair\.ts: problems\.\d+\.description: .*write \{gasUtility\} or \{gasSafety\}/,
      ),
    );
  }, 60_000);

  it('the retired gas sentence, and a filter interval in a field that does not say "dishwasher"', async () => {
    const gas = await errorsAfter(
      'content/services/dryer-repair.ts',
      'Any smell of gas is different. {gasSafety}',
      'A brief gas odor at ignition can be normal; a persistent smell is not.',
    );
    expect(gas).toContainEqual(
      expect.stringMatching(
        /^content\/services\/dryer-repair\.ts: problems\.\d+\.description: restates .*"gas odor at ignition can be normal".*write \{gasSafety\}/,
      ),
    );
    const filter = await errorsAfter(
      'content/services/dishwasher-repair.ts',
      'Clean the filter {dishwasherFilter}.',
      'Clean the filter every month or two.',
    );
    expect(filter).toContainEqual(
      expect.stringMatching(/^content\/services\/dishwasher-repair\.ts: .*restates .*write \{dishwasherFilter\}/),
    );
  }, 60_000);

  it('an arrival time and a price range in a city FAQ', async () => {
    const errors = await errorsAfter(
      'content/cities/vallejo.ts',
      'confirm the arrival window by phone.',
      'can often arrive within about 60 minutes; most repairs cost $150-$400.',
    );
    expect(errors).toContainEqual(
      expect.stringMatching(
        /^content\/cities\/vallejo\.ts: faqs\.0\.answer: restates .*"within about 60 minutes".*write \{arrival\}/,
      ),
    );
    expect(errors).toContainEqual(
      expect.stringMatching(
        /^content\/cities\/vallejo\.ts: faqs\.0\.answer: restates .*write \{priceRange\} or \{costRange\}/,
      ),
    );
  }, 60_000);

  it('a credential claimed by hand in a FAQ ("licensed and bonded" with no number)', async () => {
    const errors = await errorsAfter(
      'content/city-template.ts',
      'Yes. Every technician works for {business}',
      'Yes. Every technician is licensed and bonded and works for {business}',
    );
    expect(errors).toContainEqual(
      expect.stringMatching(
        /^content\/city-template\.ts: cityTemplate\.aliasFaqs\.\d+\.answer: restates .*\("licensed"\); write \{credentials\}/,
      ),
    );
  }, 60_000);

  it('the warranty reworded in a city FAQ, and the diagnostic called free on the alias pages', async () => {
    const warranty = await errorsAfter(
      'content/cities/oakland.ts',
      'with the full terms on our About page. The warranty covers',
      'with the full terms on our About page. Should the same fault return, we send a technician back without charging for the visit or the work. The warranty covers',
    );
    expect(warranty).toContainEqual(
      expect.stringMatching(
        /^content\/cities\/oakland\.ts: faqs\.\d+\.answer: restates .*"without charging for the visit or the work.*write \{warrantyLine\}/,
      ),
    );
    const diagnostic = await errorsAfter(
      'content/city-template.ts',
      'Most repairs cost {priceRange}. The diagnostic visit is {diagnosticTerms}.',
      'Most repairs cost {priceRange}. The {diagnosticFee} diagnostic is free when you go ahead with the repair.',
    );
    expect(diagnostic).toContainEqual(
      expect.stringMatching(
        /^content\/city-template\.ts: cityTemplate\.aliasFaqs\.\d+\.answer: restates .*"diagnosticFee\} diagnostic is free.*write \{diagnosticTerms\}/,
      ),
    );
  }, 60_000);

  it('a coverage claim in a page title', async () => {
    const errors = await errorsAfter(
      'content/pages.ts',
      "'Appliance Repair Near Me | Every Bay Area City We Serve'",
      "'Appliance Repair Near Me | 30+ Bay Area Cities'",
    );
    expect(errors).toContainEqual(
      expect.stringMatching(
        /^content\/pages\.ts: pages\.local\.title: restates .*"30\+ Bay Area Cities".*write \{coverage\}/,
      ),
    );
  }, 60_000);

  it('a water supplier named in city prose instead of the data field', async () => {
    const errors = await errorsAfter(
      'content/cities/berkeley.ts',
      'Water from {waterSupplier} is {waterHardness}.',
      'EBMUD water is soft.',
    );
    expect(errors).toContainEqual(
      expect.stringMatching(/^content\/cities\/berkeley\.ts: localFeatures: restates .*write \{waterSupplier\}/),
    );
  }, 60_000);

  it('a dishwasher filter interval in a blog post body', async () => {
    const errors = await errorsAfter(
      'content/posts/dishwasher-maintenance.md',
      'Clean the filter {dishwasherFilter}.',
      'Clean the dishwasher filter every month or two.',
    );
    expect(errors).toContainEqual(
      expect.stringMatching(/content\/posts\/dishwasher-maintenance\.md: body: restates .*write \{dishwasherFilter\}/),
    );
  }, 60_000);

  it('an appliance lifespan typed into a post and a guide instead of its token', async () => {
    const post = await errorsAfter(
      'content/posts/when-to-repair-vs-replace.md',
      '- **Ovens and ranges:** {lifespanOven}',
      '- **Ovens and ranges:** 13 to 15 years',
    );
    expect(post).toContainEqual(
      expect.stringMatching(
        /content\/posts\/when-to-repair-vs-replace\.md: body: restates .*"13 to 15 years".*write \{lifespanRefrigerator\}, .* or \{lifespanOven\}/,
      ),
    );
    const guide = await errorsAfter(
      'content/maintenance/washer.ts',
      'a washer typically lasts {lifespanWasher}.',
      'a washer typically lasts 10 to 13 years.',
    );
    expect(guide).toContainEqual(
      expect.stringMatching(/^content\/maintenance\/washer\.ts: intro: restates .*write \{lifespanRefrigerator\}/),
    );
  }, 60_000);

  it('the number of cities is counted from the city files, and a count typed by hand is refused', async () => {
    expect(business.coverage.cityCount).toBe(cities.length);
    const errors = await errorsAfter(
      'content/business.ts',
      'countyCount: 7,',
      `cityCount: ${cities.length},\n    countyCount: 7,`,
    );
    expect(errors).toEqual([
      'content/business.ts: coverage.cityCount: the number of cities is counted from the files in content/cities/; remove this line',
    ]);
  }, 60_000);
  it('a review whose city, appliance page or platform does not exist, or whose place is another city', async () => {
    const errors = await errorsAfter(
      'content/reviews.ts',
      "location: 'Rockridge, Oakland',\n    rating: 5,\n    city: 'oakland',\n    service: 'refrigerator-repair',",
      "location: 'Rockridge, Oakland',\n    rating: 5,\n    city: 'berkeley',\n    service: 'fridge-repair',\n    platform: 'Angi',",
    );
    expect(errors).toEqual([
      'content/reviews.ts: testimonials.1.location: "Rockridge, Oakland" must end with the review\'s city, "Berkeley"',
      expect.stringMatching(
        /^content\/reviews\.ts: testimonials\.1\.service: "fridge-repair" is not a page of content\/services\//,
      ),
      expect.stringMatching(
        /^content\/reviews\.ts: testimonials\.1\.platform: "Angi" is not a platform of content\/review-platforms\.ts/,
      ),
    ]);
  }, 60_000);

  it('a review linked without the platform it is on', async () => {
    const errors = await errorsAfter(
      'content/reviews.ts',
      "city: 'oakland',",
      "city: 'oakland',\n    link: 'https://www.yelp.com/biz/x?hrid=1',",
    );
    expect(errors).toEqual([
      'content/reviews.ts: 1.link: needs the platform it is on (`platform`) (is "https://www.yelp.com/biz/x?hrid=1")',
    ]);
  }, 60_000);

  it('a review dated after today', async () => {
    const errors = await errorsAfter(
      'content/reviews.ts',
      "city: 'oakland',",
      "city: 'oakland',\n    date: '2999-01-01',",
    );
    expect(errors).toEqual([
      expect.stringMatching(
        /^content\/reviews\.ts: testimonials\.1\.date: 2999-01-01 is after today \(\d{4}-\d\d-\d\d\)/,
      ),
    ]);
  }, 60_000);
});
