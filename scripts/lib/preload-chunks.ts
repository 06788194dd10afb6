/**
 * Sets each page's module preloads to the scripts its first visit runs: the entry's own static
 * imports, react-dom's client, and the chunks of the islands the page's HTML marks
 * (src/islands/registry.ts). vite-react-ssg preloads the route's component chunks instead, which a
 * first visit never loads (it keeps the prerendered page, src/lib/first-visit.tsx), and misses the
 * rest, which the browser would then find only after the entry ran: a request chain three deep.
 * Listing them in the HTML makes every script a page needs start downloading at once.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { htmlFileFor, type PageEntry } from '../../core/urls/manifest';
import { ISLAND_ATTRIBUTE, islandModule } from '../../core/build/islands';

interface Chunk {
  file: string;
  imports?: string[];
  dynamicImports?: string[];
  isEntry?: boolean;
}
type ViteManifest = Record<string, Chunk>;

function withImports(manifest: ViteManifest, key: string, into: Set<string>): Set<string> {
  const chunk = manifest[key];
  if (!chunk || into.has(chunk.file)) return into;
  into.add(chunk.file);
  for (const next of chunk.imports ?? []) withImports(manifest, next, into);
  return into;
}

const MODULE_PRELOAD = /<link rel="modulepreload"[^>]*>\n?/g;
const ISLAND = new RegExp(`${ISLAND_ATTRIBUTE}="([^"]+)"`, 'g');

export function setModulePreloads(dist: string, pages: PageEntry[]): void {
  const manifest = JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8')) as ViteManifest;
  const entryKey = Object.keys(manifest).find((k) => manifest[k].isEntry && k.endsWith('.html'));
  if (!entryKey) throw new Error('preload: the Vite manifest has no HTML entry');
  const entryFile = manifest[entryKey].file;
  const shared = withImports(manifest, entryKey, new Set());
  // Library code the entry imports dynamically on every page (react-dom's client, loaded to hydrate).
  // Vite names a module by its real path: `../<repo>/node_modules/…` when node_modules is a symlink
  // (the benchmark's synthetic copies link the repository's), `node_modules/…` otherwise.
  for (const key of manifest[entryKey].dynamicImports ?? [])
    if (/(^|\/)node_modules\//.test(key)) withImports(manifest, key, shared);
  shared.delete(entryFile);
  for (const entry of pages) {
    const file = join(dist, htmlFileFor(entry.path));
    const html = readFileSync(file, 'utf8').replace(MODULE_PRELOAD, '');
    const files = new Set(shared);
    for (const [, name] of html.matchAll(ISLAND)) {
      const key = islandModule(name);
      if (!manifest[key])
        throw new Error(
          `preload: ${htmlFileFor(entry.path)} marks the island "${name}", but no chunk was built from ${key}`,
        );
      withImports(manifest, key, files);
    }
    files.delete(entryFile);
    const links = [...files]
      .filter((f) => f.endsWith('.js'))
      .map((f) => `<link rel="modulepreload" crossorigin href="/${f}">`);
    const entryTag = html.indexOf(`src="/${entryFile}"`);
    const insertAt = entryTag === -1 ? html.indexOf('</head>') : html.indexOf('>', entryTag) + '</script>'.length + 1;
    writeFileSync(file, `${html.slice(0, insertAt)}\n${links.join('\n')}${html.slice(insertAt)}`);
  }
}
