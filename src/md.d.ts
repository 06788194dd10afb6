/**
 * `.md` content files become validated documents at build time
 * (scripts/lib/markdown.ts); the folder decides the schema, so each registry
 * (content/posts/index.ts, content/library/index.ts) narrows to its own type.
 */
declare module '*.md' {
  import type { MarkdownDocument } from '../model/types';
  const doc: MarkdownDocument;
  export default doc;
}

/** The site index computed at build time (scripts/lib/site-index-plugin.ts). */
declare module 'virtual:site-index' {
  import type { SiteIndex } from './lib/site-index-data';
  const index: SiteIndex;
  export default index;
}

/** The ZIP codes each city page covers, by city slug and town (scripts/lib/zip-table.ts). */
declare module 'virtual:zip-codes' {
  const byCity: Record<string, { town: string; zips: string[] }[]>;
  export default byCity;
}

/** The owner's photos, planned at build time (scripts/lib/photos-plugin.ts). */
declare module 'virtual:photos' {
  import type { PhotoMeta } from './lib/photo-meta';
  const photos: PhotoMeta[];
  export default photos;
}
