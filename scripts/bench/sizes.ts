/**
 * Transfer sizes per page from the built files, weighed by the audit's command line (`seo-audit
 * weigh`, once per build): the JavaScript and CSS as its budget rules weigh them (gzipped), the HTML
 * as `budgets/document-weight` weighs it (Brotli, quality 5) and gzipped; and the number of
 * elements in the prerendered HTML.
 */
import { spawnSync } from 'node:child_process';
import { readFileSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parse } from 'node-html-parser';
import { htmlFileFor } from '../../core/urls/manifest';
import { pathOfHtmlFile } from '../../core/urls/page-files';

export interface PageSizes {
  path: string;
  /** The HTML, gzipped (level 9). */
  htmlKb: number;
  /** The HTML, Brotli quality 5: what budgets/document-weight weighs against its 13.4 KB. */
  htmlBrotliKb: number;
  /** Every script the page loads (module scripts, module preloads, the boot loader's entry and preloads), gzipped. */
  jsKb: number;
  /** The same less React, ReactDOM and React Router (vite.config.ts puts them in the `framework` chunk). */
  appJsKb: number;
  cssKb: number;
  scripts: number;
  /** Elements in the prerendered HTML, <html> and <head> included (before any script runs). */
  elements: number;
}

/** vite.config.ts's chunk of React, ReactDOM and React Router. */
const FRAMEWORK_CHUNK = '/assets/framework-[\\w-]+\\.js$';

/** What `seo-audit weigh` prints for one page. */
interface Weighing {
  htmlKb: number;
  htmlBrotliKb: number;
  jsKb: number;
  partJsKb: number;
  cssKb: number;
  scripts: number;
}

const weighed = new Map<string, Record<string, Weighing>>();

/** Every page of `dist`, weighed by the audit once per build (a folder built again is weighed again). */
function weighings(dist: string): Record<string, Weighing> {
  const key = `${resolve(dist)} ${statSync(join(dist, 'index.html')).mtimeMs}`;
  const known = weighed.get(key);
  if (known) return known;
  const result = spawnSync(
    process.execPath,
    [
      'node_modules/tsx/dist/cli.mjs',
      'audit/bin/seo-audit.ts',
      'weigh',
      '--dist',
      resolve(dist),
      '--part',
      FRAMEWORK_CHUNK,
    ],
    { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 },
  );
  if (result.status !== 0) throw new Error(`seo-audit weigh failed on ${dist}: ${result.stderr}`);
  const pages = JSON.parse(result.stdout) as Record<string, Weighing>;
  weighed.set(key, pages);
  return pages;
}

/** Sizes of one built HTML file (`file` relative to `dist`). */
export function fileSizes(dist: string, file: string, path = pathOfHtmlFile(file.replaceAll('\\', '/'))): PageSizes {
  const weighed = weighings(dist)[file.replaceAll('\\', '/')];
  if (!weighed) throw new Error(`seo-audit weigh found no ${file} in ${dist}`);
  return {
    path,
    htmlKb: weighed.htmlKb,
    htmlBrotliKb: weighed.htmlBrotliKb,
    jsKb: weighed.jsKb,
    appJsKb: weighed.jsKb - weighed.partJsKb,
    cssKb: weighed.cssKb,
    scripts: weighed.scripts,
    elements: parse(readFileSync(join(dist, file), 'utf8')).querySelectorAll('*').length,
  };
}

/** Sizes of a page of the URL manifest. */
export function pageSizes(dist: string, path: string): PageSizes {
  return fileSizes(dist, htmlFileFor(path), path);
}
