/**
 * What the audit would refuse on the built pages, refused by `npm run validate` in seconds
 * (scripts/lib/page-text-check.ts, county-check.ts, markdown-check.ts, copy-check.ts). One copy of
 * content/ has one mistake of each kind planted in a different file, and is validated once (a
 * copy takes seconds to validate); each test asserts its own lines, naming the file, the field and
 * the fix, and the last that nothing else was reported. A category is a shape problem, which
 * stops the other checks, so it gets copies of its own. Fixtures are invented (Fixtureville) or
 * real pages changed in the copy, never a name docs/editing-content.md suggests to editors.
 */
import { appendFileSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { beforeAll, describe, expect, it } from 'vitest';
import { ApplianceArt } from '../../src/components/ui/art/ApplianceArt';
import { errorsAfter, errorsWith, replaceIn } from './content-copy';

const config = JSON.parse(readFileSync('audit.config.json', 'utf8')) as {
  options: { duplicateSimilarity: number; nearDuplicateDescriptions: { similarity: number } };
  templates: Record<string, { minWords?: number }>;
};
const today = new Date().toISOString().slice(0, 10);
const limit = `the audit refuses over ${Math.round(config.options.duplicateSimilarity * 100)}%, audit.config.json duplicateSimilarity`;
const descriptionLimit = `the audit refuses over ${Math.round(config.options.nearDuplicateDescriptions.similarity * 100)}%, audit.config.json options.nearDuplicateDescriptions`;
/** A page's meta description in a content file, as the regular expression to replace it (`$1` keeps what comes before). */
const META_DESCRIPTION = /(meta: \{\n\s+title: '[^']*',\n\s+description:\n\s+)'[^']*'/;
const REFRIGERATOR_DESCRIPTION =
  'Refrigerator not cooling, leaking or icing up? Our own Bay Area technicians repair every major brand, often the same day, with a written estimate first.';
const HAYWARD_DESCRIPTION =
  'Appliance repair in Hayward, from hillside homes near Cal State East Bay to Mt. Eden and Eden Shores. Refrigerators, washers, dryers and ranges.';

/** A Markdown file's body (everything after its front matter). */
const bodyOf = (root: string, file: string) => readFileSync(join(root, file), 'utf8').split(/^---$/m)[2].trim();

/** Replaces a Markdown file's body in the copy. */
function setBody(root: string, file: string, body: string): void {
  const [, frontMatter] = readFileSync(join(root, file), 'utf8').split(/^---$/m);
  writeFileSync(join(root, file), `---${frontMatter}---\n\n${body}\n`);
}

/** Fixtureville: Oakland's file with its own name, meta, blurb and centre, but Oakland's prose. */
function addFixtureville(root: string): void {
  const text = readFileSync(join(root, 'content/cities/oakland.ts'), 'utf8')
    .replace("slug: 'oakland'", "slug: 'fixtureville'")
    .replace("name: 'Oakland'", "name: 'Fixtureville'")
    .replace(/title: '[^']*'/, "title: 'Fixtureville Appliance Repair | Fridge, Washer, Oven'")
    .replace(
      /description:\n\s+'[^']*'/,
      "description: 'Appliance repair in Fixtureville for refrigerators, washers, dryers and ovens in every home in town, with same-day visits.'",
    )
    .replace(/h1: '[^']*'/, "h1: 'Appliance Repair in Fixtureville'")
    .replace(/blurb: '[^']*'/, "blurb: 'Repairs for Fixtureville’s bungalows and apartments.'")
    .replace('latitude: 37.8044, longitude: -122.2712', 'latitude: 37.79, longitude: -122.25');
  writeFileSync(join(root, 'content/cities/fixtureville.ts'), text);
  replaceIn(
    root,
    'content/cities/index.ts',
    /\nexport const cities/,
    "\nimport fixtureville from './fixtureville';\n$&",
  );
  replaceIn(root, 'content/cities/index.ts', /\n\];/, '\n  fixtureville,\n];');
}

/** Every line the planted copy must report, by check; the last test holds the copy to exactly these. */
const expected = {
  words: [
    `content/posts/dishwasher-maintenance.md: body: 16 words, a blog-post page needs at least ${config.templates['blog-post'].minWords} (audit.config.json templates.blog-post.minWords); add ${config.templates['blog-post'].minWords! - 16} or more words of useful text about this page`,
  ],
  h1: [
    'content/posts/refrigerator-not-cooling.md: body: "# First, protect your food" is a second H1 (the page’s title is its H1); make it "## First, protect your food"',
    'content/posts/when-to-repair-vs-replace.md: body: "# First, protect your food" is a second H1 (the page’s title is its H1); make it "## First, protect your food"',
    'content/library/3-dishwasher-not-cleaning.md: body: "# Still cloudy?" is a second H1 (the page’s title is its H1); make it "## Still cloudy?"',
  ],
  titles: [
    'content/services/dryer-repair.ts: meta.title: the same title as content/services/washer-repair.ts; give each page a title of its own',
    'content/services/washer-repair.ts: meta.title: the same title as content/services/dryer-repair.ts; give each page a title of its own',
    'content/pages.ts: pages.about.description: the same description as content/pages.ts pages.contact.description; give each page a description of its own',
    'content/pages.ts: pages.contact.description: the same description as content/pages.ts pages.about.description; give each page a description of its own',
  ],
  copies: [
    `content/posts/when-to-repair-vs-replace.md: body: 100% the same as content/posts/refrigerator-not-cooling.md (${limit}); write this page’s own text`,
    `content/posts/refrigerator-not-cooling.md: body: 100% the same as content/posts/when-to-repair-vs-replace.md (${limit}); write this page’s own text`,
    `content/cities/fixtureville.ts: copy: 96% the same as content/cities/oakland.ts (${limit}); write this page’s own text`,
    `content/cities/oakland.ts: copy: 96% the same as content/cities/fixtureville.ts (${limit}); write this page’s own text`,
  ],
  nearDescriptions: [
    `content/services/freezer-repair.ts: meta.description: 92% the same as content/services/refrigerator-repair.ts (${descriptionLimit}); write this page’s own description`,
    `content/services/refrigerator-repair.ts: meta.description: 92% the same as content/services/freezer-repair.ts (${descriptionLimit}); write this page’s own description`,
    `content/cities/hayward.ts: meta.description: 80% the same as content/cities/san-leandro.ts (${descriptionLimit}); write this page’s own description`,
    `content/cities/san-leandro.ts: meta.description: 80% the same as content/cities/hayward.ts (${descriptionLimit}); write this page’s own description`,
  ],
  cityNames: [
    ...[0, 1, 2, 3, 4].map(
      (i) =>
        `content/cities/fixtureville.ts: faqs.${i}.question: names another served city, "Oakland"; this page is for Fixtureville, rewrite it for Fixtureville`,
    ),
    'content/cities/fixtureville.ts: localFeatures: the page names Oakland 5 times and Fixtureville once; a copy of the Oakland page? rewrite it for Fixtureville',
  ],
  county: [
    'content/cities/berkeley.ts: county: "Marin", but the coordinates (37.8716, -122.2727) are 10.4 miles outside Marin County, nearest ZIP 94712 Berkeley in Alameda County; fix the county, or the coordinates (the city’s centre)',
    'content/cities/fremont.ts: coordinates: the same as content/cities/newark.ts; set this city’s own centre (its city hall)',
    'content/cities/newark.ts: coordinates: the same as content/cities/fremont.ts; set this city’s own centre (its city hall)',
  ],
  dates: [
    `content/posts/dishwasher-maintenance.md: date: 2999-01-10 is after today (${today}); date a post the day it is published`,
    'content/posts/when-to-repair-vs-replace.md: updated: 2024-12-01 is before the post’s date 2025-01-05; set the day it was changed, or remove it',
  ],
  costRange: [
    'content/services/washer-repair.ts: faqs.0.answer: writes {costRange}, but the page has no costRange; set costRange where docs/facts.md gives one, or write {priceRange}',
  ],
};

describe('npm run validate refuses what the audit would refuse', () => {
  let planted: string[] = [];
  beforeAll(async () => {
    planted = await errorsWith((root) => {
      // Word minimum (content/word-count) and a date after today.
      setBody(
        root,
        'content/posts/dishwasher-maintenance.md',
        'A dishwasher that leaves a film on glasses often needs only a new rinse aid setting.',
      );
      replaceIn(root, 'content/posts/dishwasher-maintenance.md', 'date: "2025-01-10"', 'date: "2999-01-10"');
      // A second H1 (headings/one-h1), in a post and a library item; the post's body then copied whole.
      replaceIn(
        root,
        'content/posts/refrigerator-not-cooling.md',
        '## First, protect your food',
        '# First, protect your food',
      );
      appendFileSync(join(root, 'content/library/3-dishwasher-not-cleaning.md'), '\n# Still cloudy?\n\nCall us.\n');
      const post = 'content/posts/when-to-repair-vs-replace.md';
      setBody(root, post, bodyOf(root, 'content/posts/refrigerator-not-cooling.md'));
      replaceIn(root, post, 'date: "2025-01-05"', 'date: "2025-01-05"\nupdated: "2024-12-01"');
      // Duplicate titles and descriptions (titles/title-unique, descriptions/description-unique).
      replaceIn(
        root,
        'content/services/washer-repair.ts',
        /title: '[^']*'/,
        "title: 'Dryer Repair San Francisco | Gas & Electric Dryers'",
      );
      const same = "$1'Call, text or book online for appliance repair in San Francisco and the Bay Area, any day.'";
      replaceIn(root, 'content/pages.ts', /(about: \{\n\s+title: '[^']*',\n\s+description:\n\s+)'[^']*'/, same);
      replaceIn(root, 'content/pages.ts', /(contact: \{\n\s+title: '[^']*',\n\s+description:\n\s+)'[^']*'/, same);
      // Near-duplicate descriptions (descriptions/description-near-duplicate): a service's copied with one word
      // changed, a city's copied with only the city's name swapped in.
      replaceIn(
        root,
        'content/services/freezer-repair.ts',
        META_DESCRIPTION,
        `$1'${REFRIGERATOR_DESCRIPTION.replace('Refrigerator', 'Freezer')}'`,
      );
      replaceIn(
        root,
        'content/cities/san-leandro.ts',
        META_DESCRIPTION,
        `$1'${HAYWARD_DESCRIPTION.replace('Hayward', 'San Leandro')}'`,
      );
      // A service page copied without its cost range.
      replaceIn(root, 'content/services/washer-repair.ts', /\n {2}costRange: '[^']*',/, '');
      // A city copied from Oakland, a county its coordinates are not in, two cities on one centre.
      addFixtureville(root);
      replaceIn(root, 'content/cities/berkeley.ts', "county: 'Alameda'", "county: 'Marin'");
      replaceIn(
        root,
        'content/cities/newark.ts',
        'latitude: 37.5297, longitude: -122.0402',
        'latitude: 37.5485, longitude: -121.9886',
      );
    });
  }, 60_000);

  it('a post under its template’s word minimum, read from audit.config.json (content/word-count)', () => {
    expect(planted).toEqual(expect.arrayContaining(expected.words));
  });

  it('a second H1 in a post’s or a library item’s body (headings/one-h1)', () => {
    expect(planted).toEqual(expect.arrayContaining(expected.h1));
  });

  it('a title or a description another page has too (titles/title-unique, descriptions/description-unique)', () => {
    expect(planted).toEqual(expect.arrayContaining(expected.titles));
  });

  it('a service description copied with one word changed, a city description with the city name swapped (descriptions/description-near-duplicate)', () => {
    expect(planted).toEqual(expect.arrayContaining(expected.nearDescriptions));
  });

  it('a post or a city page that is a near-copy of another of its template (content/near-duplicate)', () => {
    expect(planted).toEqual(expect.arrayContaining(expected.copies));
  });

  it('a city page whose FAQ questions and prose still name the city it was copied from', () => {
    expect(planted).toEqual(expect.arrayContaining(expected.cityNames));
  });

  it('a county the coordinates are not in, and two cities on the same centre', () => {
    expect(planted).toEqual(expect.arrayContaining(expected.county));
  });

  it('a post dated after today, or updated before its date', () => {
    expect(planted).toEqual(expect.arrayContaining(expected.dates));
  });

  it('a service page that writes {costRange} without a costRange (the token would show as written)', () => {
    expect(planted).toEqual(expect.arrayContaining(expected.costRange));
  });

  it('reports those lines and nothing else', () => {
    expect([...planted].sort()).toEqual(Object.values(expected).flat().sort());
  });
});

describe('a category outside its list (a shape problem, reported alone)', () => {
  it('for a post and for a library item', async () => {
    const post = await errorsAfter(
      'content/posts/dishwasher-maintenance.md',
      'category: "Maintenance"',
      'category: "Maintainance"',
    );
    expect(post).toEqual([
      'content/posts/dishwasher-maintenance.md: category: not a blog category: use one of "Refrigerator Tips", "Maintenance", "Expert Advice", or add it to POST_CATEGORIES in model/schemas.ts (is "Maintainance"), did you mean "Maintenance"?',
    ]);
    const item = await errorsAfter(
      'content/library/2-washer-dryer-care.md',
      'category: "washer"',
      'category: "laundry"',
    );
    expect(item).toEqual([
      'content/library/2-washer-dryer-care.md: category: not a library category: use one of "refrigerator", "washer", "dishwasher", "general", or add it to content/library/categories.ts libraryCategories and LIBRARY_CATEGORIES in model/schemas.ts (is "laundry")',
    ]);
  }, 60_000);
});

describe('a service page for an appliance without a drawing of its own', () => {
  it('shows the generic drawing, not a prerender crash', () => {
    const html = renderToStaticMarkup(createElement(ApplianceArt, { name: 'range hood' }));
    expect(html).toContain('aria-label="Drawing of a toolbox and a wrench"');
    expect(renderToStaticMarkup(createElement(ApplianceArt, { name: 'washer' }))).toContain('front-loading washer');
  });
});

describe("a one-off page's title outside the search-result limits (titles/title-length)", () => {
  it('is refused in content/pages.ts as in every other content file', async () => {
    const errors = await errorsAfter(
      'content/pages.ts',
      "title: 'Customer Reviews | 5-Star Bay Area Appliance Repair',",
      "title: 'Customer Reviews | 5-Star Bay Area Appliance Repair for Every Kitchen Appliance',",
    );
    expect(errors).toEqual([
      'content/pages.ts: reviews.title: title must be 30–60 characters (has 79 characters, 19 too many, shorten it)',
    ]);
  }, 60_000);
});
