/**
 * Facts stated once, read off the built pages as a visitor would (issue 24):
 * one gas-smell rule, one coverage statement, one review count that the
 * platform cards add up to, an arrival time only where it is true, and none of
 * the retired readings anywhere. The content check stops a restatement at the
 * source; this proves what the pages finally say.
 */
import { readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'node-html-parser';
import { DIST, distFile, readPage } from './dist-helpers';
import { businessFacts } from '../../content/business';
import { brandPages } from '../../content/brand-pages';
import { fillFacts, warrantyTermsText } from '../../core/facts/fill-facts';
import { credentialsText } from '../../core/facts/business-profile';
import { cities } from '../../content/cities';
import { reviewPlatforms } from '../../content/review-platforms';
import { paths } from '../../core/urls/paths';
import { factCountProblems, WARRANTY_TERMS_PAGE } from './fact-counts';
import { WARRANTY_IN_MONTHS } from '../../core/facts/restatements';

function htmlFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const full = join(dir, e.name);
    if (e.isDirectory()) return htmlFiles(full);
    return e.name.endsWith('.html') ? [relative(DIST, full)] : [];
  });
}

/** Visible text of every prerendered page (redirect fallbacks included; they are short). */
const pages = htmlFiles(DIST).map((file) => {
  const doc = parse(distFile(file));
  const jsonLd = doc
    .querySelectorAll('script[type="application/ld+json"]')
    .map((s) => s.textContent)
    .join('\n');
  doc.querySelectorAll('script, style, noscript').forEach((el) => el.remove());
  return { file, jsonLd, text: doc.querySelector('body')?.text.replace(/\s+/g, ' ') ?? '' };
});

/** True when structured data carries a rating or review items (keys, wherever they nest). */
function ratingMarkup(jsonLd: string): boolean {
  return /"(?:aggregateRating|review|reviews)"\s*:|"@type"\s*:\s*"(?:AggregateRating|Review)"/.test(jsonLd);
}

describe('facts on the built pages', () => {
  it('finds the pages', () => {
    expect(pages.length).toBeGreaterThan(100);
  });

  it('no page carries a retired reading', () => {
    const retired = [
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
    const found = pages.flatMap((p) => retired.filter((re) => re.test(p.text)).map((re) => `${p.file}: ${re}`));
    expect(found).toEqual([]);
  });

  it('states the warranty in days, one length, on every page and in the structured data (never "6-month")', () => {
    const inMonths = pages.flatMap((p) =>
      [p.text, p.jsonLd].flatMap((t) => (WARRANTY_IN_MONTHS.exec(t) ?? []).map((m) => `${p.file}: ${m}`)),
    );
    expect(inMonths).toEqual([]);
  });

  it('writes apostrophes and quotation marks one way: typographic, as the rest of the copy does', () => {
    // The posts used to write "doesn't" and "not cooling" beside pages that write ’ and “ ”.
    const straight = pages.flatMap((p) =>
      [...p.text.matchAll(/.{0,20}(?:[A-Za-z]'[A-Za-z]|"[A-Za-z][^"]{0,40}").{0,20}/g)].map(
        (m) => `${p.file}: ${m[0]}`,
      ),
    );
    expect(straight).toEqual([]);
  });

  it('no page claims a credential the configuration does not hold, and says what it holds once', () => {
    const claimed = credentialsText();
    for (const p of pages) {
      const words = p.text.match(/\b(?:licen[cs]ed|insured|bonded)\b/gi) ?? [];
      // The default build configures none, so no page says any; a configured build says it once, in the footer.
      expect(words.length, p.file).toBeLessThanOrEqual(
        claimed ? claimed.split(/\b(?:licen[cs]ed|insured|bonded)\b/i).length - 1 : 0,
      );
    }
  });

  it('each fact once: the warranty terms on /about only, the repairs count at most once a page (issue 47)', () => {
    expect(factCountProblems(pages)).toEqual([]);
    // Stated completely on the one page, which every short mention links to.
    expect(pages.find((p) => p.file === WARRANTY_TERMS_PAGE)?.text).toContain(warrantyTermsText());
    expect(readPage(WARRANTY_TERMS_PAGE).querySelector(`#${paths.warranty.split('#')[1]}`)?.text).toContain(
      warrantyTermsText(),
    );
    const linking = pages.filter((p) => distFile(p.file).includes(`href="${paths.warranty}"`));
    expect(linking.map((p) => p.file)).toEqual(
      expect.arrayContaining(['contact.html', 'washer-repair.html', 'appliance-repair-oakland.html', 'brands/ge.html']),
    );
  });

  it('every brand page says once that the business is independent of the maker', () => {
    for (const b of brandPages) {
      const p = pages.find((x) => x.file === `brands/${b.slug}.html`);
      const text = fillFacts(
        '{business} is an independent repair company, not affiliated with, authorized by or endorsed by {brand}',
        { brand: b.name },
      );
      expect(p?.text.split(text).length, `brands/${b.slug}.html`).toBe(2);
    }
  });

  it('the gas dryer, oven and cooktop pages and guides give the carbon monoxide rule', () => {
    for (const file of [
      'dryer-repair.html',
      'oven-repair.html',
      'cooktop-repair.html',
      'maintenance/dryer.html',
      'maintenance/oven-range.html',
      'maintenance/cooktop.html',
    ])
      expect(pages.find((p) => p.file === file)?.text, file).toContain(businessFacts.coSafety);
  });

  it('every page that talks about a gas smell gives the one rule: leave, then call 911 or the gas utility', () => {
    const mentions = pages.filter((p) => /smell (?:of )?gas|gas smell/i.test(p.text));
    expect(mentions.map((p) => p.file)).toEqual(
      expect.arrayContaining([
        'dryer-repair.html',
        'oven-repair.html',
        'cooktop-repair.html',
        'maintenance/dryer.html',
      ]),
    );
    for (const p of mentions) expect(p.text, p.file).toContain(businessFacts.gasSafety);
  });

  it('the coverage statement matches the city pages that exist, on the pages that state it', () => {
    const statement = `${cities.length} communities in ${new Set(cities.map((c) => c.county)).size} Bay Area counties`;
    for (const file of [
      'index.html',
      'service-areas.html',
      'local-appliance-repair.html',
      'about.html',
      'services.html',
    ]) {
      expect(pages.find((p) => p.file === file)?.text, file).toContain(statement);
    }
  });

  it('each appliance has one lifespan: the maintenance hub, the repair-or-replace post and the library list the same ranges', () => {
    const text = (file: string) => pages.find((p) => p.file === file)?.text ?? '';
    for (const {
      appliance,
      years: [low, high],
    } of businessFacts.lifespans) {
      expect(text('maintenance.html'), appliance).toContain(`${appliance} ${low}–${high} years`);
      expect(text('blog/when-to-repair-vs-replace.html'), appliance).toContain(`${appliance}: ${low} to ${high} years`);
      expect(text('blog-faq.html'), appliance).toContain(`${appliance}: ${low} to ${high} years`);
    }
    // The advice keys on each appliance's own range, not on one age for all.
    expect(text('blog-faq.html')).toContain('has not reached the low end of its own typical lifespan');
  });

  it('where we travel ({coverageReach}) is said once on a page, and the service-areas FAQ answers "how far" with it', () => {
    const { reach } = businessFacts.coverage;
    const reachText = `in the north to ${reach.south.join(' and ')} in the south`;
    const repeated = pages
      .filter((p) => p.text.split(reachText).length > 2)
      .map((p) => `${p.file}: ${p.text.split(reachText).length - 1} times`);
    expect(repeated).toEqual([]);
    const answer =
      readPage('service-areas.html')
        .querySelectorAll('details')
        .find((d) => /How far from San Francisco/.test(d.text))?.text ?? '';
    expect(answer).toContain(reachText);
    // The cities are listed above the FAQ, so it must not send the reader "below".
    expect(answer).not.toMatch(/\bbelow\b/);
  });

  it('an arrival time is promised only for central San Francisco', () => {
    const promising = pages.filter((p) => /within about an hour/.test(p.text));
    expect(promising.length).toBeGreaterThan(0);
    for (const p of promising) {
      const sentence = p.text.match(/[^.]*within about an hour[^.]*\./g) ?? [];
      for (const s of sentence)
        expect(
          p.file === 'appliance-repair-san-francisco.html' || /central San Francisco/.test(s),
          `${p.file}: ${s}`,
        ).toBe(true);
    }
  });

  it('the review count in the summaries is what the platform cards add up to', () => {
    const reviews = readPage('reviews.html');
    const cards = reviews
      .querySelectorAll('[data-testid="review-platform"]')
      .map((c) => Number(/from (\d+) reviews/.exec(c.text)?.[1]));
    // One card per platform in content/reviews.ts, each with a count the summary can add up.
    expect(cards).toHaveLength(reviewPlatforms.length);
    expect(
      cards.filter((n) => !Number.isInteger(n)),
      'cards without a review count',
    ).toEqual([]);
    const sum = cards.reduce((a, b) => a + b, 0);
    expect(reviews.querySelector('[data-testid="rating-summary"]')?.text).toContain(`from ${sum} reviews`);
  });

  it('no page marks up a rating or reviews in its structured data (they come from other platforms)', () => {
    // Google's review-snippet rules refuse ratings collected on other sites; the visible summary
    // names each platform instead (docs/facts.md, "Reviews").
    const marked = pages.filter((p) => ratingMarkup(p.jsonLd));
    expect(marked.map((p) => p.file)).toEqual([]);
    expect(ratingMarkup('{"@type":"LocalBusiness","aggregateRating":{"ratingValue":"5.0"}}')).toBe(true);
    expect(ratingMarkup('{"@type":"LocalBusiness","review":[{"@type":"Review"}]}')).toBe(true);
  });

  it('city facts a reader can check come from the city data: Palo Alto names its own gas utility, the Tri-City cities one water description', () => {
    expect(pages.find((p) => p.file === 'appliance-repair-palo-alto.html')?.text).toContain(
      'gas comes from City of Palo Alto Utilities',
    );
    const water = (slug: string) =>
      pages
        .find((p) => p.file === `appliance-repair-${slug}.html`)
        ?.text.match(/Tap water comes from the Alameda County Water District[^.;]*/)?.[0];
    expect(water('fremont')).toBeDefined();
    expect(water('union-city')).toBe(water('fremont'));
    // Newark adds the district's desalination plant, which stands in Newark, to the same description.
    expect(water('newark')).toContain(water('fremont'));
  });
});
