/** Types of content shapes produced at build time rather than written in TS. */
import type { LibraryFrontMatter, PostMeta } from './schemas';

/** A blog post after the markdown plugin: validated front matter plus rendered HTML. */
export interface Post extends PostMeta {
  /** HTML rendered from the post's Markdown at build time. */
  html: string;
  /** Words in the body, for the audit and the reading-time label. */
  wordCount: number;
  /** The H2s of the body with the ids the build gave them, for the contents box. */
  headings: { id: string; text: string }[];
}

/** A blog/FAQ library item after the markdown plugin: front matter plus its body rendered to HTML. */
export interface LibraryItemRendered extends LibraryFrontMatter {
  /** HTML rendered from the item's Markdown body at build time (fact tokens still unfilled). */
  html: string;
  /** Words in the body. */
  wordCount: number;
}

/**
 * A library item as its page shows it (core/pages/page-data.ts): its reading time is computed by
 * the build from the text it is about, the post it opens or its own body (core/pages/reading-time.ts).
 */
export interface LibraryEntry extends LibraryItemRendered {
  readTime: string;
}

/** What any `.md` import yields; the folder decides which (see scripts/lib/markdown.ts). */
export type MarkdownDocument = Post | LibraryItemRendered;
