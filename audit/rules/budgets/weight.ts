/**
 * Gzipped size of what a page loads, from the built files (as a CDN sends
 * them, gzip level 9). Assets are shared by many pages: each file is read and
 * compressed once per audit run.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Site } from '../../types';

const cache = new WeakMap<Site, Map<string, number | null>>();

export const gzipKb = (content: Buffer | string): number => gzipSync(content, { level: 9 }).length / 1024;

/** Gzipped KB of a local asset, or null when the path is not in the build (links/broken-* report those). */
export function assetKb(site: Site, href: string): number | null {
  const path = site.localPath(href);
  if (path === null) return null;
  let sizes = cache.get(site);
  if (!sizes) cache.set(site, (sizes = new Map()));
  if (!sizes.has(path)) {
    const file = join(site.dist, decodeURIComponent(path));
    sizes.set(path, existsSync(file) ? gzipKb(readFileSync(file)) : null);
  }
  return sizes.get(path) ?? null;
}

/** Total gzipped KB of distinct assets, the largest first (for the finding's message). */
export function weigh(site: Site, hrefs: string[]): { kb: number; largest: { href: string; kb: number }[] } {
  const sized = [...new Set(hrefs)].map((href) => ({ href, kb: assetKb(site, href) ?? 0 })).sort((a, b) => b.kb - a.kb);
  return { kb: sized.reduce((sum, a) => sum + a.kb, 0), largest: sized.slice(0, 3) };
}

export const describeLargest = (largest: { href: string; kb: number }[]) => largest.map((a) => `${a.href} ${a.kb.toFixed(1)} KB`).join(', ');
