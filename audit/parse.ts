/**
 * HTML → PageData in one pass over node-html-parser's tree (no DOM, no
 * browser): everything the rules need, so no rule parses HTML itself.
 */
import { parse, type HTMLElement, type Node } from 'node-html-parser';
import type { ImageRef, LinkRef, PageData } from './types';
import { mediaOf } from './parse-media';

const SKIP_TEXT = new Set(['script', 'style', 'template', 'noscript', 'svg', 'head']);
const BLOCK = new Set([
  'address',
  'article',
  'aside',
  'blockquote',
  'br',
  'dd',
  'details',
  'div',
  'dl',
  'dt',
  'fieldset',
  'figcaption',
  'figure',
  'footer',
  'form',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'header',
  'hr',
  'li',
  'main',
  'nav',
  'ol',
  'p',
  'pre',
  'section',
  'summary',
  'table',
  'td',
  'th',
  'tr',
  'ul',
  'button',
  'label',
  'option',
]);
/** Page chrome excluded from the "main content" when a page has no <main>. */
const CHROME = new Set(['header', 'nav', 'footer']);

function toUrl(value: string, base: string): URL | null {
  try {
    return new URL(value, base);
  } catch {
    return null;
  }
}

export const clean = (text: string) => text.replace(/\s+/g, ' ').trim();

/**
 * The attributes of a boot loader's <script>: a script that starts the page's JavaScript after
 * first paint names its entry, the chunks to preload and the full stylesheet in them, and the
 * audit weighs them as the page's. The audit manifest names a site's own; these are the default.
 */
export interface BootLoaderAttributes {
  entry?: string;
  preload?: string;
  style?: string;
}
export const DEFAULT_BOOT_LOADER: Required<BootLoaderAttributes> = {
  entry: 'data-entry',
  preload: 'data-preload',
  style: 'data-style',
};

/** The files a boot loader's <script> starts, or null for any other script. */
function bootLoaderFiles(
  attr: (name: string) => string | null | undefined,
  names: BootLoaderAttributes,
): { scripts: string[]; styles: string[] } | null {
  const { entry, preload, style } = { ...DEFAULT_BOOT_LOADER, ...names };
  const entryFile = attr(entry);
  if (!entryFile) return null;
  const sheet = attr(style)?.trim();
  return {
    scripts: [entryFile, ...(attr(preload) ?? '').split(/\s+/).filter(Boolean)],
    styles: sheet ? [sheet] : [],
  };
}

export function parsePage(html: string, pageUrl: string, bootLoader: BootLoaderAttributes = {}): PageData {
  const root = parse(html, {
    comment: false,
    blockTextElements: { script: true, style: true, noscript: true, pre: true },
  });
  const data: PageData = {
    lang: null,
    titles: [],
    meta: new Map(),
    canonicals: [],
    h1s: [],
    links: [],
    images: [],
    media: [],
    ids: new Set(),
    jsonLd: [],
    assets: [],
    scripts: [],
    stylesheets: [],
    inlineCss: '',
    bodyText: '',
    mainText: '',
    metaRefresh: null,
  };
  const body: string[] = [];
  const main: string[] = [];
  const chromeFree: string[] = [];
  /** Per link, whether it sits inside <main>: known to matter only once the whole page is read. */
  const linkInMain: boolean[] = [];
  let hasMain = false;

  const visit = (node: Node, inMain: boolean, inChrome: boolean, noText = false): void => {
    if (node.nodeType === 3) {
      if (noText) return;
      const text = node.text;
      body.push(text);
      if (inMain) main.push(text);
      if (!inChrome) chromeFree.push(text);
      return;
    }
    if (node.nodeType !== 1) return;
    const el = node as HTMLElement;
    const tag = el.rawTagName?.toLowerCase() ?? '';
    const attr = (name: string) => el.getAttribute(name) ?? null;
    // Attributes are parsed lazily by node-html-parser: only ask when the raw text can hold an id.
    const id = el.rawAttrs.includes('id=') ? attr('id') : null;
    if (id) data.ids.add(id);
    data.media.push(...mediaOf(tag, el, attr));
    switch (tag) {
      case 'html':
        data.lang = attr('lang');
        break;
      case 'title':
        data.titles.push(clean(el.text));
        break;
      case 'meta': {
        const key = attr('name') ?? attr('property');
        const content = attr('content') ?? '';
        if (key) data.meta.set(key.toLowerCase(), [...(data.meta.get(key.toLowerCase()) ?? []), content]);
        if (attr('http-equiv')?.toLowerCase() === 'refresh') data.metaRefresh = content;
        break;
      }
      case 'link': {
        const rel = (attr('rel') ?? '').toLowerCase().split(/\s+/);
        const href = attr('href');
        if (rel.includes('canonical')) data.canonicals.push(href ?? '');
        if (href && (rel.includes('stylesheet') || rel.includes('modulepreload') || rel.includes('preload')))
          data.assets.push(href);
        if (href && rel.includes('stylesheet')) data.stylesheets.push(href);
        if (href && rel.includes('modulepreload')) data.scripts.push(href);
        break;
      }
      case 'script': {
        const type = (attr('type') ?? '').toLowerCase();
        if (type === 'application/ld+json') data.jsonLd.push(el.text);
        const src = attr('src');
        if (src) data.assets.push(src);
        if (src) data.scripts.push(src);
        // A boot loader starts these after first paint; its <noscript> copy of the stylesheets is text here.
        const boot = bootLoaderFiles(attr, bootLoader);
        if (boot) {
          const { scripts, styles } = boot;
          data.scripts.push(...scripts);
          data.stylesheets.push(...styles);
          data.assets.push(...scripts, ...styles);
        }
        return;
      }
      case 'style': {
        data.inlineCss += el.text;
        return;
      }
      case 'h1':
        data.h1s.push(clean(el.text));
        break;
      case 'a': {
        const name = attr('name');
        if (name) data.ids.add(name);
        const href = attr('href');
        const url = href === null ? null : toUrl(href, pageUrl);
        if (href !== null && url) {
          data.links.push({
            href,
            url,
            target: attr('target'),
            rel: attr('rel'),
            text: clean(el.text),
            inContent: !inChrome,
          } satisfies LinkRef);
          linkInMain.push(inMain);
        }
        break;
      }
      case 'img': {
        const src = attr('src') ?? '';
        data.images.push({
          src,
          url: src ? toUrl(src, pageUrl) : null,
          alt: attr('alt'),
          width: attr('width'),
          height: attr('height'),
        } satisfies ImageRef);
        break;
      }
      case 'main':
        hasMain = true;
        break;
    }
    if (SKIP_TEXT.has(tag)) {
      // Inside <head> only elements matter; icons (<svg>) carry neither text nor links the audit reads.
      if (tag === 'head') for (const child of el.childNodes) visit(child, inMain, inChrome, true);
      return;
    }
    const block = BLOCK.has(tag);
    if (block) {
      body.push(' ');
      if (inMain) main.push(' ');
    }
    const childMain = inMain || tag === 'main';
    const childChrome = inChrome || CHROME.has(tag);
    for (const child of el.childNodes) visit(child, childMain, childChrome, noText);
    if (block) {
      body.push(' ');
      if (inMain || tag === 'main') main.push(' ');
      chromeFree.push(' ');
    }
  };
  for (const child of root.childNodes) visit(child, false, false);
  data.bodyText = clean(body.join(''));
  data.mainText = clean((hasMain ? main : chromeFree).join(''));
  if (hasMain) data.links.forEach((link, i) => (link.inContent &&= linkInMain[i]));
  return data;
}
