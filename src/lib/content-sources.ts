/**
 * Which content file a page renders from its entry's key. The registry loads
 * it in the browser (src/content/registry.ts); the postbuild preloads its
 * chunk in the page's HTML (scripts/lib/preload-chunks.ts).
 */
import type { PageEntry, Template } from './urls';

export type ContentKind = 'city' | 'service' | 'guide' | 'post' | 'brand';

/** Folder (from the repository root) and file extension of each kind. */
export const CONTENT_FOLDERS: Record<ContentKind, { folder: string; ext: string }> = {
  city: { folder: 'content/cities/', ext: '.ts' },
  service: { folder: 'content/services/', ext: '.ts' },
  guide: { folder: 'content/maintenance/', ext: '.ts' },
  post: { folder: 'content/posts/', ext: '.md' },
  brand: { folder: 'content/brand-pages/', ext: '.ts' },
};

export const TEMPLATE_KIND: Partial<Record<Template, ContentKind>> = {
  city: 'city',
  'city-alias': 'city',
  service: 'service',
  'maintenance-guide': 'guide',
  'blog-post': 'post',
  brand: 'brand',
};

/** The page's own content file, relative to the repository root, or null for one-off pages. */
export function contentSourceFor(entry: Pick<PageEntry, 'template' | 'key'>): string | null {
  const kind = TEMPLATE_KIND[entry.template];
  if (!kind) return null;
  const { folder, ext } = CONTENT_FOLDERS[kind];
  return `${folder}${entry.key}${ext}`;
}
