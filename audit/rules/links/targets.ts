/** Internal link targets of a page, one entry per distinct target path. */
import type { LinkRef, Page, Site } from '../../types';
import { shorten } from '../../shorten';

export interface Target {
  path: string;
  links: LinkRef[];
}

export function internalTargets(page: Page, site: Site): Target[] {
  const byPath = new Map<string, LinkRef[]>();
  for (const link of page.data.links) {
    if (!/^https?:$/.test(link.url.protocol)) continue;
    const path = site.localPath(link.url);
    if (path === null) continue;
    byPath.set(path, [...(byPath.get(path) ?? []), link]);
  }
  return [...byPath].map(([path, links]) => ({ path, links }));
}

export const linkLabel = (t: Target) =>
  `link to ${t.links[0].href}${t.links[0].text ? ` ("${shorten(t.links[0].text, 40)}")` : ''}`;
