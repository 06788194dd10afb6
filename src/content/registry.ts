/**
 * Per-page content loading. Each city, service, guide and post is its own
 * chunk (import.meta.glob), loaded together with its template by the route's
 * `lazy()` (src/routes.tsx), so a page downloads its own content and nothing
 * of the 111 others. Lists and cross-links read the site index instead.
 * Once loaded, look-ups are synchronous, so rendering and hydration stay
 * plain React.
 */
import type { PageEntry } from '../lib/urls';
import { CONTENT_FOLDERS, TEMPLATE_KIND, type ContentKind } from '../lib/content-sources';
import type { BrandPage, City, MaintenanceGuide, Service } from '../../model/schemas';
import type { Post } from '../../model/types';

type Loader<T> = () => Promise<T>;

const modules = {
  city: import.meta.glob<City>(['../../content/cities/*.ts', '!../../content/cities/index.ts'], { import: 'default' }),
  service: import.meta.glob<Service>(['../../content/services/*-repair.ts'], { import: 'default' }),
  guide: import.meta.glob<MaintenanceGuide>(['../../content/maintenance/*.ts', '!../../content/maintenance/index.ts'], { import: 'default' }),
  post: import.meta.glob<Post>(['../../content/posts/*.md'], { import: 'default' }),
  brand: import.meta.glob<BrandPage>(['../../content/brand-pages/*.ts', '!../../content/brand-pages/index.ts'], { import: 'default' }),
};

type Kind = ContentKind;

const loaded = new Map<string, unknown>();

async function load(kind: Kind, slug: string): Promise<void> {
  const id = `${kind}:${slug}`;
  if (loaded.has(id)) return;
  const { folder, ext } = CONTENT_FOLDERS[kind];
  const loader = (modules[kind] as Record<string, Loader<unknown>>)[`../../${folder}${slug}${ext}`];
  if (!loader) throw new Error(`No ${kind} content file for "${slug}" in ${folder}`);
  loaded.set(id, await loader());
}

/** Loads the content a page renders; the route awaits it before rendering. */
export async function loadPageContent(entry: PageEntry): Promise<void> {
  const kind = TEMPLATE_KIND[entry.template];
  if (kind) await load(kind, entry.key);
}

function get<T>(kind: Kind, slug: string): T {
  const item = loaded.get(`${kind}:${slug}`);
  if (!item) throw new Error(`${kind} "${slug}" was not loaded: only the page's own content is available; use the site index for others`);
  return item as T;
}

export const cityBySlug = (slug: string) => get<City>('city', slug);
export const serviceBySlug = (slug: string) => get<Service>('service', slug);
export const guideBySlug = (slug: string) => get<MaintenanceGuide>('guide', slug);
export const postBySlug = (slug: string) => get<Post>('post', slug);
export const brandPageBySlug = (slug: string) => get<BrandPage>('brand', slug);
