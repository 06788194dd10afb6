/**
 * The media an element of the page names, for parse.ts: kept apart so the
 * one-pass parser stays readable. Only what the markup says; which srcset
 * candidate a phone downloads and the fonts of the CSS are the page-weight
 * rule's business (audit/rules/budgets/media.ts).
 */
import type { HTMLElement } from 'node-html-parser';
import type { MediaRef, MediaSource } from './types';

const tagOf = (node: unknown) => ((node as HTMLElement).rawTagName ?? '').toLowerCase();
const childElements = (el: HTMLElement) => el.childNodes.filter((n): n is HTMLElement => n.nodeType === 1);
const ref = (kind: MediaRef['kind'], src: string | null, extra: Partial<MediaRef> = {}): MediaRef => ({
  kind,
  src,
  srcset: null,
  sizes: null,
  sources: [],
  deferred: false,
  ...extra,
});

/** url() values of CSS text (a `style` attribute, a stylesheet), without data: URIs and `#fragment` references. */
export function cssUrls(css: string): string[] {
  return [...css.matchAll(/url\(\s*(['"]?)(.*?)\1\s*\)/g)]
    .map((m) => m[2].trim())
    .filter((u) => u && !u.startsWith('data:') && !u.startsWith('#'));
}

/** Media named by `el`; [] for everything else. `attr` is parse.ts's attribute reader (null when absent). */
export function mediaOf(tag: string, el: HTMLElement, attr: (name: string) => string | null): MediaRef[] {
  const out: MediaRef[] = [];
  // A background in a style attribute is downloaded like an <img> (rawAttrs first: attributes parse lazily).
  if (el.rawAttrs.includes('url(')) for (const u of cssUrls(attr('style') ?? '')) out.push(ref('image', u));
  switch (tag) {
    case 'img': {
      const parent = el.parentNode;
      const sources: MediaSource[] =
        parent && tagOf(parent) === 'picture'
          ? childElements(parent)
              .filter((c) => tagOf(c) === 'source' && c.getAttribute('srcset'))
              .map((c) => ({
                srcset: c.getAttribute('srcset')!,
                sizes: c.getAttribute('sizes') ?? null,
                media: c.getAttribute('media') ?? null,
                type: c.getAttribute('type') ?? null,
              }))
          : [];
      out.push(
        ref('image', attr('src') || null, {
          srcset: attr('srcset'),
          sizes: attr('sizes'),
          sources,
          deferred: attr('loading')?.toLowerCase() === 'lazy',
        }),
      );
      break;
    }
    case 'video':
    case 'audio': {
      // The browser plays the first source it can; this site's sources would all be formats it can play.
      const src =
        attr('src') ||
        childElements(el)
          .find((c) => tagOf(c) === 'source' && c.getAttribute('src'))
          ?.getAttribute('src') ||
        null;
      // Without autoplay the file waits for a play (Chrome's default preload is metadata: a few KB).
      const preload = (attr('preload') ?? 'metadata').toLowerCase();
      if (src)
        out.push(
          ref(tag, src, { deferred: attr('autoplay') === null && (preload === 'none' || preload === 'metadata') }),
        );
      const poster = attr('poster');
      if (poster) out.push(ref('image', poster));
      break;
    }
    case 'link': {
      const rel = (attr('rel') ?? '').toLowerCase().split(/\s+/);
      const as = (attr('as') ?? '').toLowerCase();
      if (rel.includes('preload') && (as === 'image' || as === 'font')) {
        out.push(ref(as, attr('href') || null, { srcset: attr('imagesrcset'), sizes: attr('imagesizes') }));
      }
      break;
    }
  }
  return out;
}
