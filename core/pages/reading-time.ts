/**
 * Reading times, one rule for every place that shows one (docs/product.md "Blog" and "Blog and FAQ
 * page"): the post page, the blog index and the library. Each is computed from the words of the
 * text it is about (scripts/lib/markdown.ts `countWords`), never typed by hand, so a library
 * entry and the post it opens cannot disagree.
 */

/** Reading time at about 200 words a minute, never below one. */
export function readingTime(wordCount: number): string {
  return `${Math.max(1, Math.round(wordCount / 200))} min read`;
}

/**
 * A library entry's reading time: of the post it opens ("Read the full article") when it links
 * one, else of its own body. Throws on a link to a post that does not exist (the content check
 * refuses one first: scripts/lib/markdown-check.ts).
 */
export function libraryReadingTime(
  item: { wordCount: number; post?: string },
  posts: readonly { slug: string; wordCount: number }[],
): string {
  if (item.post === undefined) return readingTime(item.wordCount);
  const post = posts.find((p) => p.slug === item.post);
  if (!post) throw new Error(`library item links post "${item.post}", which does not exist`);
  return readingTime(post.wordCount);
}
