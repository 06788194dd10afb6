/**
 * Vite plugins serving data computed in Node as virtual modules:
 * `virtual:site-index`, the manifest and navigation (scripts/print-site-index.ts,
 * where `.md` posts and the config load the same way the scripts see them), and
 * `virtual:zip-codes`, the ZIP codes each city page lists
 * (scripts/print-zip-codes.ts). Recomputed when content changes during `npm run dev`.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import type { Plugin } from 'vite';

/** Runs a script printing JSON, with the same Node setup as the build scripts. */
function printJson(script: string): string {
  return execFileSync(process.execPath, ['--import', 'tsx/esm', '--import', './scripts/lib/node-setup.mjs', script], {
    encoding: 'utf8',
    env: process.env,
    maxBuffer: 64 * 1024 * 1024,
  });
}

function jsonModulePlugin(name: string, id: string, compute: () => string): Plugin {
  const resolved = `\0${id}`;
  let cached: string | null = null;
  return {
    name,
    resolveId: (source) => (source === id ? resolved : null),
    load(loaded) {
      if (loaded !== resolved) return null;
      cached ??= compute();
      // JSON.parse of a string is parsed much faster by browsers than the same object literal.
      return `export default JSON.parse(${JSON.stringify(cached)});`;
    },
    handleHotUpdate({ file, server }) {
      if (!file.includes('/content/') && !file.includes('/src/lib/urls')) return;
      cached = null;
      const mod = server.moduleGraph.getModuleById(resolved);
      if (mod) server.moduleGraph.invalidateModule(mod);
    },
  };
}

/** The index precomputed by scripts/prepare-build.ts when building, else computed now (dev, tests). */
export function siteIndexPlugin(): Plugin {
  return jsonModulePlugin('site-index', 'virtual:site-index', () =>
    process.env.SITE_INDEX_FILE ? readFileSync(process.env.SITE_INDEX_FILE, 'utf8') : printJson('scripts/print-site-index.ts'),
  );
}

/** Only city pages import it, so only they carry its kilobyte. */
export function zipCodesPlugin(): Plugin {
  return jsonModulePlugin('zip-codes', 'virtual:zip-codes', () => printJson('scripts/print-zip-codes.ts'));
}
