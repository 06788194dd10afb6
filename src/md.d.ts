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

/** The navigation every page's shell shows (scripts/lib/site-data-plugin.ts). */
declare module 'virtual:site-shell' {
  import type { SiteShell } from '../core/pages/page-data';
  const shell: SiteShell;
  export default shell;
}

/** Every address's data: imported by the prerender only; the browser fetches one page's file (src/lib/page-data-load.ts). */
declare module 'virtual:site-data' {
  import type { SiteData } from '../core/pages/page-data';
  const data: SiteData;
  export default data;
}

/** A lazy loader of each template's page component (scripts/lib/templates-plugin.ts). */
declare module 'virtual:template-components' {
  import type { ComponentType } from 'react';
  import type { Template } from '../core/urls/manifest';
  const loaders: Record<Template, () => Promise<{ default: ComponentType }>>;
  export default loaders;
}

/** The owner's photos, planned at build time (scripts/lib/photos-plugin.ts). */
declare module 'virtual:photos' {
  import type { PhotoMeta } from '../core/facts/photo-meta';
  const photos: PhotoMeta[];
  export default photos;
  /** Ids of the photos in the "From recent jobs" row (content/photos/index.ts `jobPhotos`). */
  export const jobPhotos: string[];
}

/** One lucide icon as data, for LineIcon (scripts/lib/icon-plugin.ts). */
declare module 'lucide-icon:*' {
  import type { LineIconData } from './components/ui/LineIcon';
  const icon: LineIconData;
  export default icon;
}
