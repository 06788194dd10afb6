/** `.md` content files become validated posts at build time (scripts/lib/markdown.ts). */
declare module '*.md' {
  import type { Post } from './content/types';
  const post: Post;
  export default post;
}
