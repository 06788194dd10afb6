/**
 * Facts stated once, read off the built pages as a visitor would (issues 24 and 47): one gas-smell
 * rule, one coverage statement, one review count that the platform cards add up to, an arrival
 * time only where it is true, each fact's full statement on its one page, and none of the retired
 * readings anywhere. The content check stops a restatement at the source; these rules prove what
 * the pages finally say. tests/dist/facts.test.ts runs them on the built site, the unit tests on
 * pages made to break them. Each rule returns its problems, one line each naming the page; none
 * when the pages keep it.
 *
 * The values they compare against come from the site's data (`pageFacts`).
 */
import { parse } from 'node-html-parser';
import { CREDENTIAL_WORD, WARRANTY_IN_MONTHS } from './restatements.ts';

export interface PageText {
  /** The built file, as dist/ names it ("about.html"). */
  file: string;
  /** Its visible text, whitespace collapsed. */
  text: string;
}

export interface BuiltPage extends PageText {
  /** Its structured data (every JSON-LD script), joined. */
  jsonLd: string;
  /** The page as built. */
  html: string;
}

/** A built page as the rules read it: its visible text (scripts, styles and noscript left out) and its structured data. */
export function builtPage(file: string, html: string): BuiltPage {
  const doc = parse(html);
  const jsonLd = doc
    .querySelectorAll('script[type="application/ld+json"]')
    .map((s) => s.textContent)
    .join('\n');
  doc.querySelectorAll('script, style, noscript').forEach((el) => el.remove());
  return { file, jsonLd, html, text: doc.querySelector('body')?.text.replace(/\s+/g, ' ') ?? '' };
}

/** What the rules compare the pages against, from content/ and core/. */
export interface PageFacts {
  business: {
    coSafety: string;
    gasSafety: string;
    repairsCompleted: string;
    lifespans: readonly { appliance: string; years: readonly [number, number] }[];
    reach: { south: readonly string[] };
  };
  /** The city pages' counties, one entry a city page. */
  cityCounties: readonly string[];
  reviewPlatformCount: number;
  brandPages: readonly { slug: string; name: string }[];
  /** The brand pages' independence sentence for one brand, filled in. */
  independence: (brand: string) => string;
  /** {warrantyTerms}, filled in. */
  warrantyTerms: string;
  /** What the configuration says the business holds ({credentials}); empty when nothing. */
  credentials: string;
  /** paths.warranty: "/about#warranty". */
  warrantyPath: string;
  /** The one page that states the warranty's full terms: /about's warranty section (paths.warranty). */
  warrantyTermsPage: string;
  /**
   * Where "1,200+" (the repairs count, {repairs}) persuades, and why; on any other page it is a
   * repeated badge, which is what the 88 pages had.
   */
  repairsCountPages: Record<string, string>;
}

/** What `pageFacts` reads the facts from: the modules of content/ and core/ that hold them, passed by the caller. */
export interface SiteData {
  businessFacts: Omit<PageFacts['business'], 'reach'> & { coverage: { reach: PageFacts['business']['reach'] } };
  cities: readonly { county: string }[];
  reviewPlatforms: readonly unknown[];
  brandPages: PageFacts['brandPages'];
  fillFacts: (text: string, extra: Record<string, string>) => string;
  warrantyTermsText: () => string;
  credentialsText: () => string;
  paths: { warranty: string; home: string; applianceRepair: string; about: string; reviews: string };
  htmlFileFor: (path: string) => string;
}

/**
 * The facts the rules compare the pages against, from the site's data. The caller imports the
 * data (content/business.ts, content/cities, core/facts/fill-facts.ts …): this module imports none,
 * as it is also loaded where no site configuration is set (the Vite config, through the Markdown
 * transform's restatement check), and a content file imported there would restart the dev server
 * on every edit.
 */
export function pageFacts(site: SiteData): PageFacts {
  const { businessFacts, paths, htmlFileFor } = site;
  return {
    business: {
      coSafety: businessFacts.coSafety,
      gasSafety: businessFacts.gasSafety,
      repairsCompleted: businessFacts.repairsCompleted,
      lifespans: businessFacts.lifespans,
      reach: businessFacts.coverage.reach,
    },
    cityCounties: site.cities.map((c) => c.county),
    reviewPlatformCount: site.reviewPlatforms.length,
    brandPages: site.brandPages,
    independence: (brand) =>
      site.fillFacts(
        '{business} is an independent repair company, not affiliated with, authorized by or endorsed by {brand}',
        { brand },
      ),
    warrantyTerms: site.warrantyTermsText(),
    credentials: site.credentialsText(),
    warrantyPath: paths.warranty,
    warrantyTermsPage: htmlFileFor(paths.warranty.split('#')[0]),
    repairsCountPages: {
      [htmlFileFor(paths.home)]: 'the home page’s proof, next to the rating',
      [htmlFileFor(paths.applianceRepair)]: 'the home template at /appliance-repair',
      [htmlFileFor(paths.about)]: 'the story of the business',
      [htmlFileFor(paths.reviews)]: 'next to the reviews, if the reviews page states it',
    },
  };
}

const times = (text: string, needle: string) => text.split(needle).length - 1;

/**
 * Each fact once per page (issue 47): the 70-word warranty terms were pasted onto home, about,
 * contact, every city FAQ and the brand pages, and "1,200+ repairs" on 88 pages. (The warranty's
 * one short line, "180-day warranty on parts and labor", is the footer's and every mention's, a
 * link to the terms: it has no count.) Counted in a page's visible text (the structured data is
 * left out: it may state the terms as the warranty Offer's description). Every rule a page breaks,
 * as "file: what (n times)".
 */
export function factCountProblems(pages: readonly PageText[], facts: PageFacts): string[] {
  const terms = facts.warrantyTerms;
  const repairs = facts.business.repairsCompleted;
  const termsPage = facts.warrantyTermsPage;
  return pages.flatMap(({ file, text }) => {
    const problems: string[] = [];
    const termCount = times(text, terms);
    const termsAllowed = file === termsPage ? 1 : 0;
    if (termCount > termsAllowed)
      problems.push(
        `${file}: the full warranty terms ${termCount} times (only ${termsPage} states them; link there with {warrantyLine})`,
      );
    if (file === termsPage && termCount === 0)
      problems.push(`${file}: the full warranty terms are missing from the one page that states them`);
    const repairsCount = times(text, repairs);
    if (repairsCount > (file in facts.repairsCountPages ? 1 : 0))
      problems.push(
        `${file}: “${repairs}” ${repairsCount} times (once at most, and only on ${Object.keys(facts.repairsCountPages).join(', ')})`,
      );
    return problems;
  });
}

/** Readings retired from the site: none may come back on any page. */
const RETIRED = [
  /within about 60 minutes/i,
  /within about 30 miles of San Francisco|about 30 miles around San Francisco/i,
  /\b30\+ (?:Bay Area )?cities/i,
  /-mile radius/i,
  /gas odor at ignition can be normal/i,
  /PG&E responds/i,
  /call PG&E/i,
  /evenings? (?:and|or) (?:weekends?|Saturdays?)/i,
  /covered for 6-months/i,
  /Free with any repair; otherwise/i,
  /worn thermal fuse/i,
  /well past 800/i,
  /(?:^|\. )All the cold air comes from the freezer evaporator/,
  /click every few minutes with no hum/i,
  /multigenerational/i,
  /Homestead Valley|Tamalpais Valley|Saranap|North Livermore/,
  // One age limit for every appliance, against lifespans that differ (an oven lasts 13 to 15 years).
  /Past 10 years, lean toward replacing/i,
  /Anything over 10 years/i,
  /repair a washer under 7 years/i,
  /under about seven years old/i,
  // Issue 36: the warranty and the diagnostic told by hand, a breaker leg, a Friday-night promise.
  /no labor (?:charge|cost)/i,
  /without charging for/i,
  /costs you nothing/i,
  /(?:diagnostic|service call) is free/i,
  /tripped leg/i,
  /Friday night/i,
  /(?:sealed-system|compressor)[^.]{0,60}toward the (?:upper end|top)/i,
];

/** True when structured data carries a rating or review items (keys, wherever they nest). */
export function ratingMarkup(jsonLd: string): boolean {
  return /"(?:aggregateRating|review|reviews)"\s*:|"@type"\s*:\s*"(?:AggregateRating|Review)"/.test(jsonLd);
}

const CREDENTIAL_WORDS = new RegExp(CREDENTIAL_WORD, 'gi');

/** `pages`' text of `file`, or undefined when the build has no such page. */
const textOf = (pages: readonly BuiltPage[], file: string) => pages.find((p) => p.file === file)?.text;

/** A problem for each of `files` whose text lacks `needle` (or that is missing). */
const lacking = (pages: readonly BuiltPage[], files: readonly string[], needle: string, what: string) =>
  files.flatMap((file) => {
    const text = textOf(pages, file);
    if (text === undefined) return [`${file}: no such page`];
    return text.includes(needle) ? [] : [`${file}: does not give ${what} ("${needle.slice(0, 60)}")`];
  });

/** The built-page rules, each named as tests/dist/facts.test.ts reports it. */
export const PAGE_RULES: {
  name: string;
  problems: (pages: readonly BuiltPage[], facts: PageFacts) => string[];
}[] = [
  {
    name: 'no page carries a retired reading',
    problems: (pages) => pages.flatMap((p) => RETIRED.filter((re) => re.test(p.text)).map((re) => `${p.file}: ${re}`)),
  },
  {
    name: 'states the warranty in days, one length, on every page and in the structured data (never "6-month")',
    problems: (pages) =>
      pages.flatMap((p) =>
        [p.text, p.jsonLd].flatMap((t) => (WARRANTY_IN_MONTHS.exec(t) ?? []).map((m) => `${p.file}: ${m}`)),
      ),
  },
  {
    name: 'no page claims a credential the configuration does not hold, and says what it holds once',
    problems: (pages, { credentials }) => {
      // The default build configures none, so no page says any; a configured build says it once, in the footer.
      const allowed = credentials ? (credentials.match(CREDENTIAL_WORDS) ?? []).length : 0;
      return pages.flatMap((p) => {
        const count = (p.text.match(CREDENTIAL_WORDS) ?? []).length;
        return count > allowed
          ? [`${p.file}: names a credential ${count} times, the configuration allows ${allowed}`]
          : [];
      });
    },
  },
  {
    name: 'each fact once: the warranty terms on /about only, the repairs count at most once a page (issue 47)',
    problems: (pages, facts) => {
      const { warrantyTerms, warrantyTermsPage, warrantyPath } = facts;
      const problems = factCountProblems(pages, facts);
      // Stated completely on the one page, which every short mention links to.
      const page = pages.find((p) => p.file === warrantyTermsPage);
      if (!page) return [...problems, `${warrantyTermsPage}: no such page`];
      if (!page.text.includes(warrantyTerms)) problems.push(`${warrantyTermsPage}: does not state the warranty terms`);
      const section = parse(page.html).querySelector(`#${warrantyPath.split('#')[1]}`);
      if (!section?.text.includes(warrantyTerms))
        problems.push(`${warrantyTermsPage}: its section ${warrantyPath} does not state the warranty terms`);
      const linking = new Set(pages.filter((p) => p.html.includes(`href="${warrantyPath}"`)).map((p) => p.file));
      for (const file of ['contact.html', 'washer-repair.html', 'appliance-repair-oakland.html', 'brands/ge.html'])
        if (!linking.has(file)) problems.push(`${file}: does not link the warranty terms (${warrantyPath})`);
      return problems;
    },
  },
  {
    name: 'every brand page says once that the business is independent of the maker',
    problems: (pages, facts) =>
      facts.brandPages.flatMap((b) => {
        const file = `brands/${b.slug}.html`;
        const count = textOf(pages, file)?.split(facts.independence(b.name)).length;
        return count === 2
          ? []
          : [
              `${file}: states its independence ${count === undefined ? 'nowhere (no such page)' : `${count - 1} times`}`,
            ];
      }),
  },
  {
    name: 'the gas dryer, oven and cooktop pages and guides give the carbon monoxide rule',
    problems: (pages, { business }) =>
      lacking(
        pages,
        [
          'dryer-repair.html',
          'oven-repair.html',
          'cooktop-repair.html',
          'maintenance/dryer.html',
          'maintenance/oven-range.html',
          'maintenance/cooktop.html',
        ],
        business.coSafety,
        'the carbon monoxide rule ({coSafety})',
      ),
  },
  {
    name: 'every page that talks about a gas smell gives the one rule: leave, then call 911 or the gas utility',
    problems: (pages, { business }) => {
      const mentions = pages.filter((p) => /smell (?:of )?gas|gas smell/i.test(p.text)).map((p) => p.file);
      return [
        ...['dryer-repair.html', 'oven-repair.html', 'cooktop-repair.html', 'maintenance/dryer.html']
          .filter((file) => !mentions.includes(file))
          .map((file) => `${file}: no longer talks about a gas smell`),
        ...lacking(pages, mentions, business.gasSafety, 'the gas-smell rule ({gasSafety})'),
      ];
    },
  },
  {
    name: 'the coverage statement matches the city pages that exist, on the pages that state it',
    problems: (pages, { cityCounties }) =>
      lacking(
        pages,
        ['index.html', 'service-areas.html', 'local-appliance-repair.html', 'about.html', 'services.html'],
        `${cityCounties.length} communities in ${new Set(cityCounties).size} Bay Area counties`,
        'the coverage statement ({coverage})',
      ),
  },
  {
    name: 'each appliance has one lifespan: the maintenance hub, the repair-or-replace post and the library list the same ranges',
    problems: (pages, { business }) => [
      ...business.lifespans.flatMap(({ appliance, years: [low, high] }) => [
        ...lacking(pages, ['maintenance.html'], `${appliance} ${low}–${high} years`, `the ${appliance}’s lifespan`),
        ...lacking(
          pages,
          ['blog/when-to-repair-vs-replace.html', 'blog-faq.html'],
          `${appliance}: ${low} to ${high} years`,
          `the ${appliance}’s lifespan`,
        ),
      ]),
      // The advice keys on each appliance's own range, not on one age for all.
      ...lacking(
        pages,
        ['blog-faq.html'],
        'has not reached the low end of its own typical lifespan',
        'the one repair-or-replace rule',
      ),
    ],
  },
  {
    name: 'where we travel ({coverageReach}) is said once on a page, and the service-areas FAQ answers "how far" with it',
    problems: (pages, { business }) => {
      const reachText = `in the north to ${business.reach.south.join(' and ')} in the south`;
      const problems = pages
        .filter((p) => p.text.split(reachText).length > 2)
        .map((p) => `${p.file}: ${p.text.split(reachText).length - 1} times`);
      const page = pages.find((p) => p.file === 'service-areas.html');
      if (!page) return [...problems, 'service-areas.html: no such page'];
      const answer =
        parse(page.html)
          .querySelectorAll('details')
          .find((d) => /How far from San Francisco/.test(d.text))?.text ?? '';
      if (!answer.includes(reachText))
        problems.push(`service-areas.html: the "How far from San Francisco" answer does not say "${reachText}"`);
      // The cities are listed above the FAQ, so it must not send the reader "below".
      if (/\bbelow\b/.test(answer))
        problems.push('service-areas.html: the "How far from San Francisco" answer sends the reader "below"');
      return problems;
    },
  },
  {
    name: 'an arrival time is promised only for central San Francisco',
    problems: (pages) => {
      const promising = pages.filter((p) => /within about an hour/.test(p.text));
      if (promising.length === 0) return ['no page promises an arrival time ("within about an hour")'];
      return promising.flatMap((p) =>
        (p.text.match(/[^.]*within about an hour[^.]*\./g) ?? [])
          .filter((s) => !(p.file === 'appliance-repair-san-francisco.html' || /central San Francisco/.test(s)))
          .map((s) => `${p.file}: ${s}`),
      );
    },
  },
  {
    name: 'the review count in the summaries is what the platform cards add up to',
    problems: (pages, { reviewPlatformCount }) => {
      const page = pages.find((p) => p.file === 'reviews.html');
      if (!page) return ['reviews.html: no such page'];
      const reviews = parse(page.html);
      const cards = reviews
        .querySelectorAll('[data-testid="review-platform"]')
        .map((c) => Number(/from (\d+) reviews/.exec(c.text)?.[1]));
      const problems: string[] = [];
      // One card per platform in content/reviews.ts, each with a count the summary can add up.
      if (cards.length !== reviewPlatformCount)
        problems.push(`reviews.html: ${cards.length} platform cards, content/reviews.ts has ${reviewPlatformCount}`);
      const without = cards.filter((n) => !Number.isInteger(n)).length;
      if (without) problems.push(`reviews.html: ${without} cards without a review count`);
      const sum = cards.reduce((a, b) => a + b, 0);
      if (!reviews.querySelector('[data-testid="rating-summary"]')?.text.includes(`from ${sum} reviews`))
        problems.push(`reviews.html: the rating summary does not say "from ${sum} reviews", what the cards add up to`);
      return problems;
    },
  },
  {
    name: 'no page marks up a rating or reviews in its structured data (they come from other platforms)',
    // Google's review-snippet rules refuse ratings collected on other sites; the visible summary
    // names each platform instead (docs/facts.md, "Reviews").
    problems: (pages) =>
      pages.filter((p) => ratingMarkup(p.jsonLd)).map((p) => `${p.file}: marks up a rating or reviews`),
  },
  {
    name: 'city facts a reader can check come from the city data: Palo Alto names its own gas utility, the Tri-City cities one water description',
    problems: (pages) => {
      const problems = lacking(
        pages,
        ['appliance-repair-palo-alto.html'],
        'gas comes from City of Palo Alto Utilities',
        'its own gas utility',
      );
      const water = (slug: string) =>
        textOf(pages, `appliance-repair-${slug}.html`)?.match(
          /Tap water comes from the Alameda County Water District[^.;]*/,
        )?.[0];
      const fremont = water('fremont');
      if (fremont === undefined) return [...problems, 'appliance-repair-fremont.html: no water description'];
      if (water('union-city') !== fremont)
        problems.push('appliance-repair-union-city.html: its water description is not Fremont’s');
      // Newark adds the district's desalination plant, which stands in Newark, to the same description.
      if (!water('newark')?.includes(fremont))
        problems.push('appliance-repair-newark.html: its water description does not hold Fremont’s');
      return problems;
    },
  },
];
