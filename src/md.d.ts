/**
 * `.md` content files become validated documents at build time
 * (scripts/lib/markdown.ts); the folder decides the schema, so each registry
 * (content/posts/index.ts, content/library/index.ts) narrows to its own type.
 */
declare module '*.md' {
  import type { MarkdownDocument } from './content/types';
  const doc: MarkdownDocument;
  export default doc;
}

/** The site index computed at build time (scripts/lib/site-index-plugin.ts). */
declare module 'virtual:site-index' {
  import type { SiteIndex } from './lib/site-index-data';
  const index: SiteIndex;
  export default index;
}

/** The owner's photos, planned at build time (scripts/lib/photos-plugin.ts). */
declare module 'virtual:photos' {
  import type { PhotoMeta } from './lib/photo-meta';
  const photos: PhotoMeta[];
  export default photos;
}
