/**
 * A content overlay (docs/editing-content.md "Try a complete configuration"): with CONTENT_OVERLAY set to a
 * folder, any file under its `content/` replaces the file at the same path under the project's
 * `content/` for one build. The tests use it to build the site with a complete sample of the owner's
 * people and proof (tests/fixtures/sample-owner/) without touching the real content; a normal build
 * never sets it.
 */
import { existsSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { tsImport } from 'tsx/esm/api';
import type { Plugin } from 'vite';

const CONTENT_ROOT = resolve('content');

function overlayRoot(): string | null {
  const dir = process.env.CONTENT_OVERLAY?.trim();
  return dir ? resolve(dir, 'content') : null;
}

/** The file that stands for `content/<path>` in this build: the overlay's copy when it has one. */
export function contentFile(path: string): string {
  const root = overlayRoot();
  const overlaid = root && join(root, path);
  return overlaid && existsSync(overlaid) ? overlaid : join(CONTENT_ROOT, path);
}

/**
 * Imports `content/<path>` (or the overlay's copy) in Node: the build scripts' side of the overlay. Through
 * tsx's loader, because vite-react-ssg loads the Vite config in plain Node, which cannot import TypeScript.
 */
export function importContent<T>(path: string): Promise<T> {
  return tsImport(pathToFileURL(contentFile(path)).href, import.meta.url) as Promise<T>;
}

/** Vite's side: an import that resolves into content/ resolves to the overlay's copy when there is one. */
export function contentOverlayPlugin(): Plugin | false {
  const root = overlayRoot();
  if (!root) return false;
  return {
    name: 'content-overlay',
    enforce: 'pre',
    async resolveId(source, importer, options) {
      if (!importer || importer.startsWith(root)) return null;
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      if (!resolved || resolved.external) return null;
      const path = relative(CONTENT_ROOT, resolved.id.split('?')[0]);
      if (path.startsWith('..')) return null;
      const overlaid = join(root, path);
      return existsSync(overlaid) ? overlaid : null;
    },
  };
}
