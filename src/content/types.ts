/** Types of content shapes produced at build time rather than written in TS. */
import type { PostMeta } from './schemas';

/** A blog post after the markdown plugin: validated front matter plus rendered HTML. */
export interface Post extends PostMeta {
  /** HTML rendered from the post's Markdown at build time. */
  html: string;
  /** Words in the body, for the audit and the reading-time label. */
  wordCount: number;
}
