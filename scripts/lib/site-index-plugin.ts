/**
 * Vite plugin serving `virtual:site-index`: the manifest and navigation
 * computed in Node (where `.md` posts and the config load the same way the
 * scripts see them) by scripts/print-site-index.ts. Recomputed when content
 * changes during `npm run dev`.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import type { Plugin } from 'vite';

const ID = 'virtual:site-index';
const RESOLVED = `\0${ID}`;

/** The index precomputed by scripts/prepare-build.ts when building, else computed now (dev, tests). */
function computeIndex(): string {
  if (process.env.SITE_INDEX_FILE) return readFileSync(process.env.SITE_INDEX_FILE, 'utf8');
  return execFileSync(process.execPath, ['--import', 'tsx/esm', '--import', './scripts/lib/node-setup.mjs', 'scripts/print-site-index.ts'], {
    encoding: 'utf8',
    env: process.env,
    maxBuffer: 64 * 1024 * 1024,
  });
}

export function siteIndexPlugin(): Plugin {
  let cached: string | null = null;
  return {
    name: 'site-index',
    resolveId: (id) => (id === ID ? RESOLVED : null),
    load(id) {
      if (id !== RESOLVED) return null;
      cached ??= computeIndex();
      // JSON.parse of a string is parsed much faster by browsers than the same object literal.
      return `export default JSON.parse(${JSON.stringify(cached)});`;
    },
    handleHotUpdate({ file, server }) {
      if (!file.includes('/content/') && !file.includes('/src/lib/urls')) return;
      cached = null;
      const mod = server.moduleGraph.getModuleById(RESOLVED);
      if (mod) server.moduleGraph.invalidateModule(mod);
    },
  };
}
