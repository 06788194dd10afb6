/**
 * A visit's first page keeps its prerendered HTML: React hydrates only its islands, the parts with
 * state (src/islands/names.ts), and the layout's header and call bar (docs/architecture.md, "What
 * the app hydrates").
 *
 * Hydrating a page means running its template and every component in it, only to attach handlers
 * that text, drawings and links do not need; it also means loading all that code. So the first
 * page's route does not load its template: before React hydrates, it reads the prerendered
 * `<main>` and gives React the same elements back, each one a plain copy of the element whose
 * children React leaves as they are (`dangerouslySetInnerHTML` with the element's own HTML: React
 * does not touch it while hydrating, and could rebuild it if it ever had to render it anew), except
 * the islands, which hydrate as their components from chunks of their own, and the elements around
 * them. Any later page, and the first page's address visited again, renders its template in full.
 *
 * What the kept parts still do is done by listeners on the document, from attributes in the HTML:
 * internal links go through the router (src/lib/static-links.ts), analytics events come from
 * `data-track` and `data-event` (src/analytics/data-track.ts), a failed image gets the placeholder
 * (src/lib/image-fallback.ts, for elements marked `data-static`).
 */
import { createElement, useState, type ComponentType, type ReactNode } from 'react';
import { ISLAND_ATTRIBUTE, ISLAND_NAMES, type IslandName } from '../islands/names';
import { loadIsland } from '../islands/registry';
import { usePageEntry } from './usePageEntry';
import { STATIC_ATTRIBUTE } from './static-attribute';
import { useCanonicalAddressBar } from '../components/layout/useCanonicalAddressBar';
import { useKeptHead } from '../head/kept-head';

/** True from the app's start in a prerendered document until its first commit (vite-react-ssg's own test). */
let hydrating = typeof document !== 'undefined' && document.querySelector('[data-server-rendered=true]') !== null;

/** Whether the app is hydrating a prerendered document (`npm run dev`'s too; false in the prerender and once hydrated). */
export const isHydrating = (): boolean => hydrating;

/** Called once the hydration has committed: pages mounted from now on render their templates. */
export function hydrationDone(): void {
  hydrating = false;
}

/** React's names for the attributes kept elements carry, where they differ from the HTML's. */
const PROP_NAMES: Record<string, string> = { class: 'className', for: 'htmlFor', tabindex: 'tabIndex' };
const BOOLEAN_ATTRIBUTES = new Set(['hidden', 'open', 'disabled']);

/** An inline style as React takes it: `--cv-base:1;color:red` → `{ '--cv-base': '1', color: 'red' }`. */
function styleObject(css: string): Record<string, string> {
  const style: Record<string, string> = {};
  for (const declaration of css.split(';')) {
    const colon = declaration.indexOf(':');
    if (colon < 0) continue;
    const name = declaration.slice(0, colon).trim();
    const key = name.startsWith('--') ? name : name.replace(/-([a-z])/g, (_, c: string) => c.toUpperCase());
    style[key] = declaration.slice(colon + 1).trim();
  }
  return style;
}

/** An element's attributes as React props, so a copy React had to render anew would look the same. */
function propsOf(element: Element, key: number): Record<string, unknown> {
  const props: Record<string, unknown> = { key };
  for (const name of element.getAttributeNames()) {
    const value = element.getAttribute(name) ?? '';
    if (name === 'style') props.style = styleObject(value);
    else props[PROP_NAMES[name] ?? name] = BOOLEAN_ATTRIBUTES.has(name) ? true : value;
  }
  return props;
}

/** A prerendered element as React's own: its children are the browser's, untouched. */
export function keptElement(element: Element, key = 0): ReactNode {
  element.setAttribute(STATIC_ATTRIBUTE, '');
  return createElement(element.localName, {
    ...propsOf(element, key),
    dangerouslySetInnerHTML: { __html: element.innerHTML },
    suppressHydrationWarning: true,
  });
}

type Islands = Partial<Record<IslandName, ComponentType>>;

/** The children of a prerendered element: islands as their components, what holds one as itself around them, the rest kept. */
function keptChildren(parent: Element, islands: Islands): ReactNode[] {
  return [...parent.childNodes].map((node, i) => {
    if (node.nodeType === Node.TEXT_NODE) return node.textContent;
    // Comments are React's separators between adjacent texts, which it expects and skips.
    if (!(node instanceof Element)) return null;
    const Island = islands[node.getAttribute(ISLAND_ATTRIBUTE) as IslandName];
    if (Island) return createElement(Island, { key: i });
    if (node.querySelector(`[${ISLAND_ATTRIBUTE}]`))
      return createElement(node.localName, propsOf(node, i), ...keptChildren(node, islands));
    return keptElement(node, i);
  });
}

const isIslandName = (name: string | null): name is IslandName => ISLAND_NAMES.includes(name as IslandName);

/**
 * The first page's `<main>` as React elements, with its islands' code loaded; null when there is
 * nothing to keep (a later page renders its template).
 * Runs before React hydrates: the DOM is still the prerendered one.
 */
export async function keepFirstPage(): Promise<ReactNode[] | null> {
  const main = document.getElementById('main');
  if (!hydrating || !main) return null;
  const names = new Set(
    [...main.querySelectorAll(`[${ISLAND_ATTRIBUTE}]`)]
      .map((e) => e.getAttribute(ISLAND_ATTRIBUTE))
      .filter(isIslandName),
  );
  const islands: Islands = {};
  await Promise.all([...names].map(async (name) => void (islands[name] = (await loadIsland(name)) ?? undefined)));
  return keptChildren(main, islands);
}

/**
 * What a kept page still does itself, as src/seo/Seo.tsx does for a rendered one: the canonical
 * link and `og:url` of the address shown, and the canonical address in the address bar.
 */
function KeptPage({ nodes }: { nodes: ReactNode[] }) {
  const entry = usePageEntry();
  useKeptHead(entry);
  useCanonicalAddressBar(entry);
  return nodes;
}

/**
 * The first page's route component: the kept page while the app hydrates it, the template
 * (loaded then) when the visitor comes back to the address after going elsewhere.
 */
export function firstVisitPage(nodes: ReactNode[], Template: ComponentType): ComponentType {
  return function FirstVisitPage() {
    const [keep] = useState(() => hydrating);
    return keep ? <KeptPage nodes={nodes} /> : <Template />;
  };
}
