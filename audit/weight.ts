/**
 * What a built page weighs, as the budget rules weigh it: the package's `./weight` export and
 * `seo-audit weigh` (what the site's benchmark, scripts/bench/sizes.ts, prints beside its timings). The
 * JavaScript and CSS it loads, gzipped (rules/budgets/weight.ts, the same parse and the same
 * measure as budgets/javascript-weight and budgets/css-weight), and its HTML as
 * budgets/document-weight weighs it (Brotli, quality 5) and gzipped.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parsePage } from './parse';
import { gzipKb, pageWeight } from './rules/budgets/weight';
import { brotliBytes } from './host/compression';

export interface PageWeighing {
  /** The HTML, gzipped (level 9). */
  htmlKb: number;
  /** The HTML, Brotli quality 5: what budgets/document-weight weighs. */
  htmlBrotliKb: number;
  /** Every script the page loads up front, gzipped: what budgets/javascript-weight weighs. */
  jsKb: number;
  /** Of those, the scripts `part` picks (all without it), gzipped. */
  partJsKb: number;
  /** Its stylesheets, linked and inline, gzipped: what budgets/css-weight weighs. */
  cssKb: number;
  /** Distinct scripts it loads. */
  scripts: number;
}

/**
 * One built HTML file (`file` relative to `dist`) served at `url` (its origin tells the site's
 * own files from others'); `part` picks some of its scripts by address (e.g. a framework chunk).
 */
export function weighPage(dist: string, file: string, url: string, part?: (href: string) => boolean): PageWeighing {
  const raw = readFileSync(join(dist, file), 'utf8');
  const origin = new URL(url).origin;
  const data = parsePage(raw, url);
  const localPath = (href: string) => {
    const at = new URL(href, url);
    return at.origin === origin ? at.pathname : null;
  };
  const { js, css } = pageWeight(dist, data, localPath);
  const partJs = part
    ? pageWeight(dist, { scripts: data.scripts.filter(part), stylesheets: [], inlineCss: '' }, localPath).js.kb
    : js.kb;
  return {
    htmlKb: gzipKb(raw),
    htmlBrotliKb: brotliBytes(raw) / 1024,
    jsKb: js.kb,
    partJsKb: partJs,
    cssKb: css.kb,
    scripts: new Set(data.scripts).size,
  };
}

/** The origin pages are weighed at: only their own files count, so any origin does. */
const WEIGH_ORIGIN = 'http://weigh.local';

/** The URL path a built HTML file serves (`blog/index.html` → `/blog`, `about.html` → `/about`). */
const pathOfFile = (file: string): string => `/${file.replace(/\.html$/, '').replace(/(^|\/)index$/, '')}`;

/** Every HTML file of a build (`seo-audit weigh`), by its path relative to `dist`. */
export function weighBuild(dist: string, part?: RegExp): Record<string, PageWeighing> {
  const files = (readdirSync(dist, { recursive: true }) as string[])
    .map((f) => f.replaceAll('\\', '/'))
    .filter((f) => f.endsWith('.html'))
    .sort();
  return Object.fromEntries(
    files.map((file) => [
      file,
      weighPage(dist, file, `${WEIGH_ORIGIN}${pathOfFile(file)}`, part && ((href) => part.test(href))),
    ]),
  );
}
