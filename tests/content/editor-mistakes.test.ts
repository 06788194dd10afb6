/**
 * The mistakes a new editor makes following docs/editing-content.md, each refused by the content
 * check with one line naming the file, the field and the fix, never a crash (issue 35).
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { errorsAfter, errorsWith, replaceIn } from './content-copy';

describe('strict content validation', () => {
  it('a misspelt field is refused with the closest known field, and no later check crashes on it', async () => {
    const errors = await errorsAfter('content/cities/oakland.ts', /\n {2}neighborhoods:/, '\n  neighbourhoods:');
    expect(errors).toEqual([
      'content/cities/oakland.ts: neighborhoods: is missing: add it (expected array)',
      'content/cities/oakland.ts: neighbourhoods: unknown field, did you mean `neighborhoods`?',
    ]);
  }, 60_000);

  it('a nested misspelling and a title too long say the field, the length and the fix', async () => {
    const errors = await errorsWith((root) => {
      replaceIn(root, 'content/cities/oakland.ts', /\n {4}h1:/, '\n    H1:');
      replaceIn(
        root,
        'content/cities/oakland.ts',
        /title: '[^']*'/,
        "title: 'Oakland Appliance Repair: Fridge, Washer, Oven and Dishwasher Experts'",
      );
    });
    expect(errors).toEqual([
      'content/cities/oakland.ts: meta.title: title must be 30–60 characters (has 69 characters, 9 too many, shorten it)',
      'content/cities/oakland.ts: meta.h1: is missing: add it (expected string)',
      'content/cities/oakland.ts: meta.H1: unknown field, did you mean `h1`?',
    ]);
  }, 60_000);

  it('a blog post with an unknown front-matter field', async () => {
    const errors = await errorsAfter(
      'content/posts/dishwasher-maintenance.md',
      'category:',
      'author: "Sam"\ncategory:',
    );
    expect(errors).toEqual([
      'content/posts/dishwasher-maintenance.md: author: unknown field, the fields are `slug`, `title`, `description`, `excerpt`, `date`, `updated`, `category`, `image`',
    ]);
  }, 60_000);

  it('a BLOG library item titled apart from its post, or naming none', async () => {
    const retitled = await errorsAfter(
      'content/library/4-repair-or-replace.md',
      'title: "Repair or Replace Your Appliance? How to Decide"',
      'title: "Repair or Replace? The 50% Rule Explained"',
    );
    expect(retitled).toEqual([
      'content/library/4-repair-or-replace.md: title: "Repair or Replace? The 50% Rule Explained" is not the title of the post it opens; use "Repair or Replace Your Appliance? How to Decide"',
    ]);
    const unnamed = await errorsAfter('content/library/2-washer-dryer-care.md', 'type: "faq"', 'type: "blog"');
    expect(unnamed).toHaveLength(1);
    expect(unnamed[0]).toMatch(
      /^content\/library\/2-washer-dryer-care\.md: post: a "blog" item stands for a post: name its slug \(one of [a-z-, ]+\), or make it type: "faq"$/,
    );
  }, 60_000);

  it('a content file with a syntax error is one line, not a stack', async () => {
    const errors = await errorsAfter('content/cities/oakland.ts', "slug: 'oakland',", "slug: 'oakland'");
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatch(
      /^content\/cities\/oakland\.ts: line 5: cannot be read, fix the syntax: Expected `,` or `}`/,
    );
  }, 60_000);
});

/** A new city page copied from Oakland as the docs say: renamed, registered. `edit` changes its text further. */
function addCity(root: string, slug: string, name: string, edit: (text: string) => string = (t) => t): void {
  const file = join(root, `content/cities/${slug}.ts`);
  const copy = readFileSync(join(root, 'content/cities/oakland.ts'), 'utf8')
    .replace("slug: 'oakland'", `slug: '${slug}'`)
    .replace("name: 'Oakland'", `name: '${name}'`);
  writeFileSync(file, edit(copy));
  const id = slug.replace(/-([a-z])/g, (_, c: string) => c.toUpperCase());
  replaceIn(
    root,
    'content/cities/index.ts',
    "import oakland from './oakland';",
    `import oakland from './oakland';\nimport ${id} from './${slug}';`,
  );
  replaceIn(root, 'content/cities/index.ts', '  oakland,\n', `  oakland,\n  ${id},\n`);
}

describe('a silent omission is an error naming the file and the fix', () => {
  it('a post file not listed in content/posts/index.ts', async () => {
    const errors = await errorsWith((root) =>
      writeFileSync(
        join(root, 'content/posts/fixture-unlisted-post.md'),
        readFileSync(join(root, 'content/posts/dishwasher-maintenance.md'), 'utf8').replace(
          'slug: "dishwasher-maintenance"',
          'slug: "fixture-unlisted-post"',
        ),
      ),
    );
    expect(errors).toContain(
      "content/posts/fixture-unlisted-post.md: is not listed in content/posts/index.ts, so it would not be published: add `import fixtureUnlistedPost from './fixture-unlisted-post.md';` and put fixtureUnlistedPost in `posts` (newest first)",
    );
  }, 60_000);

  it('a listed post without related reading gets the entry to add', async () => {
    const errors = await errorsAfter('content/posts/related.ts', /\n {2}'dishwasher-maintenance': [^\n]*\n/, '\n');
    expect(errors).toEqual([
      "content/posts/related.ts: postRelated: post \"dishwasher-maintenance\" has no related reading; add `'dishwasher-maintenance': { guides: ['dishwasher'], services: ['dishwasher-repair'] },` with the guides (content/maintenance/) and services (content/services/) it leads to",
    ]);
  }, 60_000);

  it('a new city that is still listed among the towns without a page', async () => {
    const errors = await errorsWith((root) => {
      replaceIn(root, 'content/served-cities.ts', 'extraServedCities = [', "extraServedCities = ['Fixtureville', ");
      addCity(root, 'fixtureville', 'Fixtureville');
    });
    expect(errors).toContain(
      'content/served-cities.ts: extraServedCities.0: "Fixtureville" has a city page (content/cities/fixtureville.ts); remove it here or it is listed twice',
    );
  }, 60_000);
});

describe('the content check refuses what used to reach a built page', () => {
  it('a phone number or the business name typed into prose, in any format', async () => {
    const errors = await errorsWith((root) => {
      replaceIn(
        root,
        'content/cities/oakland.ts',
        'Hill streets are steep',
        'Call (415) 555-0142 or 415.555.0142. Hill streets are steep',
      );
      replaceIn(
        root,
        'content/cities/berkeley.ts',
        /blurb:\n\s+'/,
        "blurb: 'Bayside Family Appliance Repair in Berkeley. ",
      );
    });
    expect(errors).toEqual([
      'content/cities/berkeley.ts: blurb: restates a fact in its own words ("Bayside Family Appliance Repair"); write {business} (content/TOKENS.md)',
      'content/cities/oakland.ts: localFeatures: restates a fact in its own words ("(415) 555-0142"); write {phone} (content/TOKENS.md)',
    ]);
  }, 60_000);

  it('an image path with no file behind it', async () => {
    const errors = await errorsAfter(
      'content/posts/dishwasher-maintenance.md',
      'image: "/images/blog/dishwasher-maintenance.svg"',
      'image: "/images/blog/dishwasher-care.svg"',
    );
    expect(errors).toEqual([
      'content/posts/dishwasher-maintenance.md: image: no file public/images/blog/dishwasher-care.svg; add it there or fix the path',
    ]);
  }, 60_000);

  it('a city page copied with only its slug and name changed', async () => {
    const errors = await errorsWith((root) =>
      addCity(root, 'fixtureville', 'Fixtureville', (t) =>
        t.replace(/title: '[^']*'/, "title: 'Berkeley Appliance Repair | Fridge, Washer, Oven'"),
      ),
    );
    expect(errors).toContain(
      'content/cities/fixtureville.ts: meta.title: names another served city, "Berkeley"; this page is for Fixtureville, rewrite it for Fixtureville',
    );
    expect(errors).toContain(
      'content/cities/fixtureville.ts: meta.h1: names another served city, "Oakland"; this page is for Fixtureville, rewrite it for Fixtureville',
    );
  }, 60_000);

  it('a brand page naming another brand in its title', async () => {
    const errors = await errorsAfter(
      'content/brand-pages/lg.ts',
      "title: 'LG Appliance Repair: Refrigerators, Washers, More'",
      "title: 'Samsung Appliance Repair: Refrigerators, Washers'",
    );
    expect(errors).toContain(
      'content/brand-pages/lg.ts: meta.title: names another brand, "Samsung"; this page is for LG, rewrite it for LG',
    );
  }, 60_000);

  it("straight quotes and apostrophes in copy, in a content file and a post's body", async () => {
    expect(await errorsAfter('content/cities/oakland.ts', 'Oakland’s housing', 'Oakland’s "classic" housing')).toEqual([
      'content/cities/oakland.ts: localFeatures: straight quote or apostrophe in "Oakland’s "classic" housing runs from 1"; write ’ for an apostrophe and “ ” for quotes',
    ]);
    expect(
      await errorsAfter(
        'content/posts/dishwasher-maintenance.md',
        'When a dishwasher stops',
        "When a dishwasher's filter stops",
      ),
    ).toEqual([
      'content/posts/dishwasher-maintenance.md: body: straight quote or apostrophe in "When a dishwasher\'s filter stops cleani"; write ’ for an apostrophe and “ ” for quotes',
    ]);
  }, 60_000);
});
