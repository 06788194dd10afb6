/**
 * What vite-react-ssg 0.9.2 asks of jsdom for each page it prerenders, done on parse5 alone: parse
 * the rendered page, append a `<link>` per preloaded asset to `<head>` unless one with that href is
 * there, and serialize it again. jsdom parses with parse5 and serializes with parse5's serializer,
 * so the HTML is byte for byte what jsdom writes, but without building a full DOM (styles, mutation
 * records, a tree per node): about 9 times quicker a page, and at 1,000 city pages that pass was
 * half the prerender. Only that use is implemented; anything else the library asks throws, naming
 * this file (see src/ssg/adapter.tsx). Put in jsdom's place by ./register.mjs.
 */
import { defaultTreeAdapter as tree, html, parse, serialize } from 'parse5';

function unsupported(what) {
  throw new Error(
    `scripts/lib/light-jsdom stands in for jsdom in vite-react-ssg's prerender and does not implement ${what}: ` +
      'the library now asks more of jsdom (see the workarounds in src/ssg/adapter.tsx)',
  );
}

function* descendants(node) {
  for (const child of node.childNodes ?? []) {
    yield child;
    yield* descendants(child);
  }
}

const attribute = (node, name) => node.attrs?.find((attr) => attr.name === name)?.value;

/** The element methods the library calls: setAttribute, and on `<head>` querySelector(`link[href='…']`) and appendChild. */
function element(node) {
  return {
    node,
    setAttribute(name, value) {
      // As in an HTML document: attribute names are lower-cased (the library sets `crossOrigin`).
      const key = String(name).toLowerCase();
      const existing = node.attrs.find((attr) => attr.name === key);
      if (existing) existing.value = String(value);
      else node.attrs.push({ name: key, value: String(value) });
    },
    querySelector(selector) {
      const href = /^link\[href='([^']*)'\]$/.exec(selector)?.[1];
      if (href === undefined) unsupported(`querySelector(${JSON.stringify(selector)})`);
      for (const found of descendants(node)) {
        if (found.tagName === 'link' && attribute(found, 'href') === href) return element(found);
      }
      return null;
    },
    appendChild(child) {
      tree.appendChild(node, child.node);
      return child;
    },
  };
}

/** `new JSDOM(html)`, `.window.document.head`, `.window.document.createElement(tag)` and `.serialize()`. */
export class JSDOM {
  #document;

  constructor(markup) {
    this.#document = parse(String(markup));
    const root = this.#document.childNodes.find((node) => node.tagName === 'html');
    // parse5, like any HTML parser, always creates <head>.
    const head = root.childNodes.find((node) => node.tagName === 'head');
    this.window = {
      document: {
        head: element(head),
        createElement: (tag) => element(tree.createElement(String(tag).toLowerCase(), html.NS.HTML, [])),
        querySelector: (selector) => unsupported(`document.querySelector(${JSON.stringify(selector)})`),
      },
    };
  }

  serialize() {
    return serialize(this.#document);
  }
}
