/**
 * A library entry that opens a post shows that post's reading time: both are computed from the
 * post's words (core/pages/reading-time.ts), where the library once carried a hand-typed figure
 * ("4 min read" beside a 6-minute article).
 */
import { describe, expect, it } from 'vitest';
import { paths } from '../../core/urls/paths';
import { readPage } from './dist-helpers';

const text = (el: { text: string } | null) => el?.text.replace(/\s+/g, ' ').trim() ?? null;

describe('reading times in the built pages', () => {
  const entries = readPage(`${paths.blogFaq.slice(1)}.html`)
    .querySelectorAll('.library-item')
    .map((item) => ({
      post: item.querySelector('.library-item__post a')?.getAttribute('href') ?? null,
      time: text(item.querySelector('.library-item__time')),
    }))
    .filter((e): e is { post: string; time: string | null } => e.post !== null);

  it('the library links posts (the check below is not empty)', () => {
    expect(entries.length).toBeGreaterThan(0);
  });

  it("a library entry linking a post shows the post page's reading time", () => {
    const shown = entries.map((e) => ({ post: e.post, time: e.time }));
    const onPost = entries.map((e) => ({
      post: e.post,
      time: text(readPage(`${e.post.slice(1)}.html`).querySelector('.post-meta__time')),
    }));
    expect(onPost.every((e) => e.time !== null)).toBe(true);
    expect(shown).toEqual(onPost);
  });
});
