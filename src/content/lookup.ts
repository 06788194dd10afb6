/** Look-ups from a manifest key to its content; a miss is a build error, not a blank page. */
import { services } from '../../content/services';
import { cities } from '../../content/cities';
import { posts } from '../../content/posts';
import { maintenanceGuides } from '../../content/maintenance';

function find<T extends { slug: string }>(list: T[], slug: string, kind: string): T {
  const item = list.find((x) => x.slug === slug);
  if (!item) throw new Error(`No ${kind} with slug "${slug}" in content/`);
  return item;
}

export const serviceBySlug = (slug: string) => find(services, slug, 'service');
export const cityBySlug = (slug: string) => find(cities, slug, 'city');
export const postBySlug = (slug: string) => find(posts, slug, 'post');
export const guideBySlug = (slug: string) => find(maintenanceGuides, slug, 'maintenance guide');
