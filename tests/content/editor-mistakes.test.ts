/**
 * The mistakes a new editor makes following docs/editing-content.md, each refused by the content
 * check with one line naming the file, the field and the fix, never a crash (issue 35).
 */
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

  it('a content file with a syntax error is one line, not a stack', async () => {
    const errors = await errorsAfter('content/cities/oakland.ts', "slug: 'oakland',", "slug: 'oakland'");
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatch(
      /^content\/cities\/oakland\.ts: line 5: cannot be read, fix the syntax: Expected `,` or `}`/,
    );
  }, 60_000);
});
