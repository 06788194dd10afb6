/**
 * The fingerprint of what a visitor sees of one built page, and the record of the build each
 * screenshot was taken from (docs/design-system.md "Screenshots"). `npm run screenshots` writes a
 * record.json beside its pictures; tests/dist/screenshot-record.test.ts compares the record of
 * docs/screenshots/ with the current builds, so a picture of an earlier version of the site fails
 * `npm test` instead of sitting in the docs unnoticed.
 *
 * The fingerprint is a SHA-256 over the page's `<body>` without its `<script>` elements (and without
 * comments), the `<style>` elements and the bytes of the stylesheets the page links, and the bytes of
 * every local file the body or those styles reference (`src`, `srcset`, `poster`, SVG `href`,
 * `url(…)`): the pixels' inputs as far as the HTML and CSS decide them. Scripts are left out, so a
 * change to the app's code alone (an analytics event, a bundle's hash) leaves the pictures true.
 * The build is reproducible (tests/dist/reproducible.full.test.ts), so the same sources give the
 * same fingerprint.
 */
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { parse, type HTMLElement } from 'node-html-parser';
import { htmlFileFor } from '../../core/urls/page-files';

/** The two configurations photographed: the site as configured, and the complete sample (`npm run build:sample`). */
export type Configuration = 'default' | 'sample';

/** Where `npm run build:sample` writes the sample configuration's build by default. */
export const SAMPLE_DIST = 'dist-sample';

/** One picture's entry in record.json: which page of which build, at which width. */
export interface RecordEntry {
  /** The address photographed, e.g. `/` or `/refrigerator-repair`. */
  path: string;
  configuration: Configuration;
  /** The viewport width in CSS pixels. */
  width: number;
  /** `pageFingerprint` of the page in the build photographed. */
  fingerprint: string;
}

/** record.json: each picture's file name (beside the record) to its entry, in file-name order. */
export type ScreenshotRecord = Record<string, RecordEntry>;

export const RECORD_FILE = 'record.json';

/** Any origin will do: URLs are resolved against it only to tell the site's own files from others. */
const ORIGIN = 'http://site.invalid';

/** The site's own file a URL written in `base` names (its path), or null for another host or a data: URL. */
function localFile(url: string, base: string): string | null {
  const trimmed = url.trim();
  if (!trimmed || trimmed.startsWith('data:') || trimmed.startsWith('#')) return null;
  try {
    const resolved = new URL(trimmed, ORIGIN + base);
    return resolved.origin === ORIGIN ? decodeURIComponent(resolved.pathname) : null;
  } catch {
    return null;
  }
}

/** The URLs of a `srcset` (each candidate's URL, without its width or density). */
const srcsetUrls = (srcset: string) =>
  srcset
    .split(',')
    .map((candidate) => candidate.trim().split(/\s+/)[0])
    .filter(Boolean);

/** The URLs of every `url(…)` in CSS text. */
const cssUrls = (css: string) => [...css.matchAll(/url\(\s*(['"]?)([^'")]*)\1\s*\)/g)].map((m) => m[2]);

/** Every URL the body's elements load to draw themselves. */
function bodyUrls(body: HTMLElement): string[] {
  const urls: string[] = [];
  for (const element of body.querySelectorAll('*')) {
    const attr = (name: string) => element.getAttribute(name);
    for (const name of ['src', 'poster', 'href', 'xlink:href']) {
      const value = attr(name);
      // `href` loads something only on SVG's <image> and <use>; on a link it is a navigation.
      if (value && (!name.endsWith('href') || ['image', 'use'].includes(element.rawTagName))) urls.push(value);
    }
    const srcset = attr('srcset');
    if (srcset) urls.push(...srcsetUrls(srcset));
    const style = attr('style');
    if (style) urls.push(...cssUrls(style));
  }
  return urls;
}

/**
 * The fingerprint of what a visitor sees of the page at `path` in the build in `dist` (`sha256:` and
 * 64 hex digits). A file the page references that the build lacks counts by its absence.
 */
export function pageFingerprint(dist: string, path: string): string {
  const file = join(dist, htmlFileFor(path));
  if (!existsSync(file)) throw new Error(`${file} is missing: ${dist}/ has no page ${path}`);
  const document = parse(readFileSync(file, 'utf8'), { comment: false });
  const body = document.querySelector('body');
  if (!body) throw new Error(`${file} has no <body>`);
  for (const script of body.querySelectorAll('script')) script.remove();

  const hash = createHash('sha256');
  /** Each part with its label and length first, so no two different pages hash the same stream. */
  const add = (label: string, bytes: Buffer | string) => {
    const buffer = Buffer.isBuffer(bytes) ? bytes : Buffer.from(bytes, 'utf8');
    hash.update(`${label} ${buffer.length}\n`);
    hash.update(buffer);
  };
  add('body', body.toString());

  const assets: string[] = bodyUrls(body).flatMap((url) => localFile(url, path) ?? []);
  for (const element of document.querySelectorAll('link[rel~="stylesheet"], style')) {
    if (element.rawTagName === 'style') {
      add('style', element.textContent);
      assets.push(...cssUrls(element.textContent).flatMap((url) => localFile(url, path) ?? []));
      continue;
    }
    const sheet = localFile(element.getAttribute('href') ?? '', path);
    if (!sheet) continue;
    const sheetFile = join(dist, sheet);
    if (!existsSync(sheetFile)) {
      add(`missing stylesheet ${sheet}`, '');
      continue;
    }
    const css = readFileSync(sheetFile);
    add(`stylesheet ${sheet}`, css);
    assets.push(...cssUrls(css.toString('utf8')).flatMap((url) => localFile(url, sheet) ?? []));
  }
  for (const asset of [...new Set(assets)].sort()) {
    const assetFile = join(dist, asset);
    if (existsSync(assetFile) && statSync(assetFile).isFile()) add(`file ${asset}`, readFileSync(assetFile));
    else add(`missing file ${asset}`, '');
  }
  return `sha256:${hash.digest('hex')}`;
}
