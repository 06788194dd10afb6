/**
 * An image in a post's or a library item's Markdown body (scripts/lib/markdown-check.ts): its file
 * must be in public/, which the build publishes, and it must have alt text. Before issue 61 a
 * missing one passed `npm run validate` and the build, and only the audit saw it on the built page.
 */
import { appendFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { errorsWith } from './content-copy';

const post = 'content/posts/dishwasher-maintenance.md';
const library = 'content/library/3-dishwasher-not-cleaning.md';

describe('images in Markdown bodies', () => {
  it('refuses a missing file (absolute or relative) and a missing alt text, naming the file and the image', async () => {
    const errors = await errorsWith((root) => {
      appendFileSync(
        join(root, post),
        [
          '',
          '![The filter at the bottom of the tub](/images/blog/dishwasher-filter.jpg)',
          '',
          '![Spray arm holes](spray-arm.png)',
          '',
          '![](/images/blog/dishwasher-maintenance.svg)',
          '',
          '![The same picture as the header](/images/blog/dishwasher-maintenance.svg)',
          '',
          '![A picture hosted elsewhere](https://example.com/filter.jpg)',
          '',
        ].join('\n'),
      );
      appendFileSync(join(root, library), '\n![A clean filter](/images/blog/clean-filter.png)\n');
    });
    expect(errors).toEqual([
      `${post}: body: image "/images/blog/dishwasher-filter.jpg" has no file public/images/blog/dishwasher-filter.jpg; add the picture under public/images/blog/ and write its path from the site's root: ![…](/images/blog/picture.svg)`,
      `${post}: body: image "spray-arm.png" has no file public/blog/spray-arm.png (a relative path is read from the page, /blog/dishwasher-maintenance); add the picture under public/images/blog/ and write its path from the site's root: ![…](/images/blog/picture.svg)`,
      `${post}: body: image "/images/blog/dishwasher-maintenance.svg" has no alt text; say what it shows between the brackets: ![What the picture shows](/images/blog/dishwasher-maintenance.svg)`,
      `${library}: body: image "/images/blog/clean-filter.png" has no file public/images/blog/clean-filter.png; add the picture under public/images/blog/ and write its path from the site's root: ![…](/images/blog/picture.svg)`,
    ]);
  }, 60_000);
});
