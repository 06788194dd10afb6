/**
 * What a page weighs on the wire, from the built files, gzipped (level 9) as
 * a CDN sends them: the JavaScript it loads up front and its CSS, inline and
 * linked. One measure for the audit's budget rules and for `npm run bench`
 * (through the package's `./weight` export, weight.ts). Assets are shared by many pages: each file is
 * read and compressed once (until it changes).
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { PageData } from '../../types';

export const gzipKb = (content: Buffer | string): number => gzipSync(content, { level: 9 }).length / 1024;

const cache = new Map<string, number | null>();

/** Gzipped KB of a file of the build by its URL path, or null when it is not there (links/broken-* report those). */
function builtFileKb(dist: string, path: string): number | null {
  const file = join(dist, decodeURIComponent(path.split('?')[0]));
  if (!existsSync(file)) return null;
  const { size, mtimeMs } = statSync(file);
  const key = `${file}:${size}:${mtimeMs}`;
  if (!cache.has(key)) cache.set(key, gzipKb(readFileSync(file)));
  return cache.get(key) ?? null;
}

export interface Weight {
  kb: number;
  largest: { href: string; kb: number }[];
}

/** Total gzipped KB of distinct assets (plus inline text), the largest files first. */
function weigh(dist: string, localPath: (href: string) => string | null, hrefs: string[], inline = ''): Weight {
  const sized = [...new Set(hrefs)]
    .map((href) => {
      const path = localPath(href);
      return { href, kb: (path === null ? null : builtFileKb(dist, path)) ?? 0 };
    })
    .sort((a, b) => b.kb - a.kb);
  return { kb: sized.reduce((sum, a) => sum + a.kb, 0) + (inline ? gzipKb(inline) : 0), largest: sized.slice(0, 3) };
}

export function pageWeight(
  dist: string,
  data: Pick<PageData, 'scripts' | 'stylesheets' | 'inlineCss'>,
  localPath: (href: string) => string | null,
): { js: Weight; css: Weight } {
  return { js: weigh(dist, localPath, data.scripts), css: weigh(dist, localPath, data.stylesheets, data.inlineCss) };
}

export const describeLargest = (largest: Weight['largest']) =>
  largest.map((a) => `${a.href} ${a.kb.toFixed(1)} KB`).join(', ');
