/**
 * Each island's component is the default export of `src/islands/<name>.tsx` (src/islands/names.ts),
 * one chunk per island, loaded only on a first visit that shows it; the postbuild preloads the
 * chunks of the islands a page's HTML marks (scripts/lib/preload-chunks.ts). A client-side
 * navigation renders the page's template, which imports them itself. An island takes no props:
 * what it shows comes from content modules or the page's data.
 */
import type { ComponentType } from 'react';
import type { IslandName } from './names';

const modules = import.meta.glob<{ default: ComponentType }>('./*.tsx');

/** The island's component, or null when no module has its name (the part then keeps its HTML). */
export async function loadIsland(name: IslandName): Promise<ComponentType | null> {
  const load = modules[`./${name}.tsx`];
  return load ? (await load()).default : null;
}
