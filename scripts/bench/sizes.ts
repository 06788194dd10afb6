/**
 * Transfer sizes per page from the built files, weighed by the audit's published `./weight` entry
 * (`#seo-audit/weight`): the JavaScript and CSS as its budget rules weigh them (gzipped), the HTML as
 * `budgets/document-weight` weighs it (Brotli, quality 5) and gzipped; and the number of elements
 * in the prerendered HTML.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'node-html-parser';
import { weighPage } from '#seo-audit/weight';
import { htmlFileFor } from '../../core/urls/manifest';

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

const ORIGIN = 'http://bench.local';
/** vite.config.ts's chunk of React, ReactDOM and React Router. */
const FRAMEWORK_CHUNK = /\/assets\/framework-[\w-]+\.js$/;

/** The URL path a built HTML file serves (`blog/index.html` → `/blog`, `about.html` → `/about`). */
export function pathOfFile(file: string): string {
  const bare = file
    .replace(/\\/g, '/')
    .replace(/\.html$/, '')
    .replace(/(^|\/)index$/, '');
  return `/${bare}`;
}

/** Sizes of one built HTML file (`file` relative to `dist`). */
export function fileSizes(dist: string, file: string, path = pathOfFile(file)): PageSizes {
  const weighed = weighPage(dist, file, `${ORIGIN}${path}`, (href) => FRAMEWORK_CHUNK.test(href));
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
