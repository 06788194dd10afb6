/**
 * Which file of a responsive image a phone downloads, the fonts and
 * backgrounds a page's CSS names, and what a built file weighs as served:
 * the arithmetic of budgets/page-weight.
 *
 * The phone is 390 CSS px wide at 2 device pixels per CSS pixel (an iPhone
 * 12–15; axe's viewport here is 390 px too), so a full-width image wants a
 * candidate 780 px wide. Of a srcset the browser takes the smallest
 * candidate at least that wide (or 2x), else the largest: what Chrome does
 * with an empty cache. A `<picture>` is one download: its first `<source>`
 * whose media query holds at 390 px and whose type a phone decodes, else its
 * `<img>`. Counting the largest candidate instead would charge a phone for
 * the desktop file and make a good srcset look as heavy as no srcset.
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import type { MediaRef, MediaSource } from '../../types';
import { gzipKb } from './weight';
import { cssUrls } from '../../parse-media';

export const PHONE = { width: 390, dpr: 2 } as const;

/** Image types every current phone browser decodes (a <source> of another type, e.g. image/jxl, is skipped). */
const DECODED = /^image\/(avif|webp|png|apng|jpeg|jpg|gif|svg\+xml)$/i;

const px = (value: number, unit: string, width: number) =>
  unit === 'vw' ? (value * width) / 100 : unit === 'em' || unit === 'rem' ? value * 16 : value;

/** Whether a media query holds on the phone: `min-width`/`max-width` in px or em, joined by `and`; anything else does not. */
export function mediaMatches(query: string | null, width = PHONE.width): boolean {
  if (!query?.trim()) return true;
  return query.split(',').some((alternative) =>
    alternative
      .trim()
      .split(/\s+and\s+/i)
      .every((part) => {
        const p = part.trim().toLowerCase();
        if (p === 'all' || p === 'screen' || p === 'only screen') return true;
        const m = /^\(\s*(min|max)-width\s*:\s*([\d.]+)(px|em|rem)\s*\)$/.exec(p);
        if (!m) return false;
        const limit = px(Number(m[2]), m[3], width);
        return m[1] === 'min' ? width >= limit : width <= limit;
      }),
  );
}

/** The slot width in CSS px that `sizes` gives on the phone (100vw when absent or unreadable, e.g. calc()). */
export function slotWidth(sizes: string | null, width = PHONE.width): number {
  for (const entry of (sizes ?? '').split(/,(?![^(]*\))/)) {
    const m = /^(.*?)\s*([\d.]+)(px|vw|em|rem)$/i.exec(entry.trim());
    if (!m) continue;
    if (!m[1] || mediaMatches(m[1], width)) return px(Number(m[2]), m[3].toLowerCase(), width);
  }
  return width;
}

interface Candidate {
  url: string;
  w: number | null;
  x: number;
}

/** A srcset's candidates, tokenised as the HTML spec does (a URL may hold commas, e.g. a data: URI, when a space follows). */
export function parseSrcset(srcset: string): Candidate[] {
  const out: Candidate[] = [];
  let i = 0;
  while (i < srcset.length) {
    while (i < srcset.length && /[\s,]/.test(srcset[i])) i++;
    let j = i;
    while (j < srcset.length && !/\s/.test(srcset[j])) j++;
    if (j === i) break;
    let url = srcset.slice(i, j);
    let descriptor = '';
    if (url.endsWith(',')) url = url.replace(/,+$/, '');
    else {
      const end = srcset.indexOf(',', j);
      descriptor = srcset.slice(j, end < 0 ? undefined : end).trim();
      j = end < 0 ? srcset.length : end;
    }
    i = j;
    const w = /^(\d+)w$/i.exec(descriptor);
    out.push({ url, w: w ? Number(w[1]) : null, x: w ? 1 : Number.parseFloat(descriptor) || 1 });
  }
  return out;
}

/** The URL a phone downloads of a srcset (with `src` as its 1x candidate, as the HTML spec adds it). */
export function pickCandidate(srcset: string | null, sizes: string | null, src: string | null): string | null {
  const list = srcset ? parseSrcset(srcset) : [];
  const byWidth = list.filter((c) => c.w !== null);
  if (byWidth.length) {
    const need = slotWidth(sizes) * PHONE.dpr;
    const sorted = byWidth.sort((a, b) => a.w! - b.w!);
    return (sorted.find((c) => c.w! >= need) ?? sorted.at(-1)!).url;
  }
  if (src && !list.some((c) => c.x === 1)) list.push({ url: src, w: null, x: 1 });
  if (!list.length) return null;
  const sorted = list.sort((a, b) => a.x - b.x);
  return (sorted.find((c) => c.x >= PHONE.dpr) ?? sorted.at(-1)!).url;
}

/** The one file a media reference costs a phone: a picture's matching source, a srcset's candidate, or its src. */
export function chosenUrl(ref: MediaRef): string | null {
  const source = ref.sources.find(
    (s: MediaSource) => (!s.type || DECODED.test(s.type.trim())) && mediaMatches(s.media),
  );
  if (source) return pickCandidate(source.srcset, source.sizes, null);
  return pickCandidate(ref.srcset, ref.sizes, ref.src);
}

/**
 * Fonts of the `@font-face` rules in CSS text (each rule's first url(): its `src` lists formats in the
 * order the browser tries them, and every current browser takes the first, woff2 here) and, when
 * asked, the other url()s (backgrounds). Every @font-face counts, whether or not the page's text
 * uses its family or unicode-range: a heavier figure than a browser's, never a lighter one.
 */
export function cssMedia(css: string, withBackgrounds: boolean): { fonts: string[]; backgrounds: string[] } {
  const fonts: string[] = [];
  const rest = css.replace(/@font-face\s*\{([^}]*)\}/gi, (_, body: string) => {
    const src = /(?:^|;)\s*src\s*:([^;]*)/i.exec(body)?.[1] ?? '';
    const first = cssUrls(src)[0];
    if (first) fonts.push(first);
    return '';
  });
  return { fonts, backgrounds: withBackgrounds ? cssUrls(rest) : [] };
}

const cache = new Map<string, { kb: number; css: string | null } | null>();

/**
 * A built file by URL path: KB as served (SVG compressed as the CDN sends text, serve/https.ts; images,
 * fonts and media as they are, being compressed already), and its text when it is a stylesheet.
 * Null when the file is not there (links/broken-images reports those).
 */
export function builtFile(dist: string, path: string): { kb: number; css: string | null } | null {
  const file = join(dist, decodeURIComponent(path.split('?')[0]));
  if (!existsSync(file) || !statSync(file).isFile()) return null;
  const { size, mtimeMs } = statSync(file);
  const key = `${file}:${size}:${mtimeMs}`;
  if (!cache.has(key)) {
    const svg = /\.svg$/i.test(file);
    const css = /\.css$/i.test(file) ? readFileSync(file, 'utf8') : null;
    cache.set(key, { kb: svg ? gzipKb(readFileSync(file)) : size / 1024, css });
  }
  return cache.get(key) ?? null;
}
