/**
 * Installs the boot loader (src/boot/loader.ts, which says why the app starts after first paint)
 * into every page: the loader's TypeScript with its types stripped, minified, inline, with the
 * page's entry, chunks and data file in the `data-*` attributes core/build/boot-attributes.ts
 * defines. The stylesheet link stays where Vite put it, in the head.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { minifySync, transformWithOxc } from 'vite';
import { htmlFiles } from './normalize-html.ts';
import { bootAttributes, type BootData } from '../../core/build/boot-attributes.ts';
import { pageDataFileFor, pathOfHtmlFile } from '../../core/urls/page-files.ts';

const LOADER_FILE = new URL('../../src/boot/loader.ts', import.meta.url);
/** The loader as JavaScript: its one (type) import erased, with the module marker oxc leaves for it. */
const BOOT_SOURCE = (await transformWithOxc(readFileSync(LOADER_FILE, 'utf8'), LOADER_FILE.pathname)).code.replace(
  /^export \{\};\n?/m,
  '',
);

/**
 * What goes into every page: the loader minified as the module it is (Vite's minifier; the same
 * bytes every build, so one CSP hash). Every byte counts: the home page's compressed HTML sits near
 * the 14.6 KB a new connection delivers in its first round trip; past it, a whole extra round trip.
 */
export const BOOT_SCRIPT = minifySync('boot-loader.js', BOOT_SOURCE, {
  module: true,
  compress: true,
  mangle: { toplevel: true },
}).code.trim();

/** The loader's <script>, starting `entry` (the built pages, and `npm run dev`'s: scripts/lib/dev-first-visit-plugin.ts). */
export function bootLoaderTag(data: BootData): string {
  return `<script type="module"${bootAttributes(data)}>${BOOT_SCRIPT}</script>`;
}

const ENTRY = /<script type="module"[^>]*\bsrc="(\/assets\/app-[^"]+\.js)"[^>]*><\/script>\n?/;
const PRELOAD = /<link rel="modulepreload"[^>]*\bhref="([^"]+)"[^>]*>\n?/g;
const STYLESHEET = /<link rel="stylesheet"[^>]*\bhref="([^"]+)"[^>]*>/g;

/**
 * Rewires one page to the inline loader: the module preloads move into the loader's
 * `data-preload`. The page links one stylesheet (vite.config.ts keeps cssCodeSplit off), which it
 * keeps in its head.
 */
export function withBootLoader(html: string, page = 'a page', path?: string): string {
  const entry = html.match(ENTRY);
  if (!entry) return html;
  const preloads = [...html.matchAll(PRELOAD)].map((m) => m[1]);
  const sheets = [...html.matchAll(STYLESHEET)].length;
  if (sheets > 1)
    throw new Error(`boot loader: ${page} links ${sheets} stylesheets; one is cached across pages (vite.config.ts)`);
  const tag = bootLoaderTag({
    entry: entry[1],
    preload: preloads,
    page: path === undefined ? undefined : `/${pageDataFileFor(path)}`,
  });
  return html.replace(PRELOAD, '').replace(ENTRY, `${tag}\n`);
}

/** Rewires every page (normalize-html then lists the loader's hash for the CSP). */
export function installBootLoader(dist: string): void {
  for (const file of htmlFiles(dist)) {
    const relative = file.slice(dist.length);
    writeFileSync(file, withBootLoader(readFileSync(file, 'utf8'), relative, pathOfHtmlFile(relative)));
  }
}
