/**
 * Transfer sizes per page from the built files: the HTML, every script the
 * page loads up front (entry and module preloads), and its CSS (inlined
 * critical CSS plus stylesheets), each gzipped as a CDN would send it.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { parse } from 'node-html-parser';
import { htmlFileFor } from '../../src/lib/urls';

export interface PageSizes { path: string; htmlKb: number; jsKb: number; cssKb: number; scripts: number }

const gz = (buffer: Buffer | string) => gzipSync(buffer, { level: 9 }).length / 1024;

export function pageSizes(dist: string, path: string): PageSizes {
  const raw = readFileSync(join(dist, htmlFileFor(path)), 'utf8');
  const html = parse(raw);
  // The boot loader (scripts/lib/boot-loader.ts) lists the entry and the chunks it preloads on `load`.
  const boot = html.querySelector('script[data-entry]');
  const scripts = new Set([
    ...html.querySelectorAll('script[src]').map((s) => s.getAttribute('src')!),
    ...html.querySelectorAll('link[rel="modulepreload"]').map((l) => l.getAttribute('href')!),
    ...(boot ? [boot.getAttribute('data-entry')!, ...(boot.getAttribute('data-preload') ?? '').split(' ').filter(Boolean)] : []),
  ]);
  const styles = new Set(html.querySelectorAll('link[rel="stylesheet"]').map((l) => l.getAttribute('href')!));
  const file = (href: string) => readFileSync(join(dist, href.split('?')[0]));
  const inlineCss = html.querySelectorAll('style').map((s) => s.text).join('');
  return {
    path,
    htmlKb: gz(raw),
    jsKb: [...scripts].reduce((kb, href) => kb + gz(file(href)), 0),
    cssKb: [...styles].reduce((kb, href) => kb + gz(file(href)), 0) + (inlineCss ? gz(inlineCss) : 0),
    scripts: scripts.size,
  };
}
