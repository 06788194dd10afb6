/**
 * Transfer sizes per page from the built files, gzipped as a CDN sends them:
 * the HTML, and the JavaScript and CSS the audit's budget rules weigh
 * (audit/rules/budgets/weight.ts, same parse and same measure); the HTML also
 * as the audit's `budgets/document-weight` weighs it (Brotli, quality 5), and
 * the number of elements in the prerendered HTML.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'node-html-parser';
import { parsePage } from '../../audit/parse';
import { gzipKb, pageWeight } from '../../audit/rules/budgets/weight';
import { brotliBytes } from '../../audit/host/compression';
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
  const raw = readFileSync(join(dist, file), 'utf8');
  const data = parsePage(raw, `${ORIGIN}${path}`);
  const localPath = (href: string) => {
    const url = new URL(href, `${ORIGIN}${path}`);
    return url.origin === ORIGIN ? url.pathname : null;
  };
  const { js, css } = pageWeight(dist, data, localPath);
  const framework = pageWeight(
    dist,
    { ...data, scripts: data.scripts.filter((href) => FRAMEWORK_CHUNK.test(href)), stylesheets: [], inlineCss: '' },
    localPath,
  ).js.kb;
  return {
    path,
    htmlKb: gzipKb(raw),
    htmlBrotliKb: brotliBytes(raw) / 1024,
    jsKb: js.kb,
    appJsKb: js.kb - framework,
    cssKb: css.kb,
    scripts: new Set(data.scripts).size,
    elements: parse(raw).querySelectorAll('*').length,
  };
}

/** Sizes of a page of the URL manifest. */
export function pageSizes(dist: string, path: string): PageSizes {
  return fileSizes(dist, htmlFileFor(path), path);
}
