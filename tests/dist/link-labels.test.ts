/**
 * One name per page in every link to it: the blog is "Blog" and the tips library "Tips & FAQ"
 * (core/urls/paths.ts `linkLabels`) in the navigation, the footer, the site map, the breadcrumbs
 * and the prose, where they used to be "Blog / Tips", "Tips & FAQ" and "Blog / FAQ". Buttons
 * ("Back to the blog") say what they do and are left out.
 */
import { readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { linkLabels, paths } from '../../core/urls/paths';
import { posts } from '../../content/posts';
import { DIST, readPage } from './dist-helpers';

function htmlFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const full = join(dir, e.name);
    if (e.isDirectory()) return htmlFiles(full);
    return e.name.endsWith('.html') ? [relative(DIST, full)] : [];
  });
}

describe('link labels', () => {
  const links = htmlFiles(DIST).flatMap((file) =>
    readPage(file)
      .querySelectorAll('a:not(.btn)')
      .map((a) => ({ file, href: a.getAttribute('href'), text: a.text.replace(/\s+/g, ' ').trim() })),
  );

  it.each([
    ['the blog', paths.blog, linkLabels.blog],
    ['the tips library', paths.blogFaq, linkLabels.blogFaq],
  ])('every link to %s reads the same', (_, href, label) => {
    const to = links.filter((l) => l.href === href);
    expect(to.length).toBeGreaterThan(100);
    const other = to.filter((l) => l.text !== label).map((l) => `${l.file}: ${l.text}`);
    expect(other).toEqual([]);
  });

  it('/maintenance names the repair-or-replace post by its title as written (not "…? how to decide")', () => {
    const post = posts.find((p) => p.slug === 'when-to-repair-vs-replace')!;
    expect(
      links.filter((l) => l.file === 'maintenance.html' && l.href === paths.post(post.slug)).map((l) => l.text),
    ).toEqual([post.title]);
  });
});
