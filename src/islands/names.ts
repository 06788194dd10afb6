/**
 * The parts of a page with state, by name. On a visit's first page only these hydrate, each from
 * its own chunk (src/islands/registry.ts); the rest of the page keeps its prerendered HTML
 * (src/lib/first-visit.tsx, docs/architecture.md "What the app hydrates"). A part says it is one by
 * carrying `islandAttribute(name)` on its outermost element, in every render.
 */
import { ISLAND_ATTRIBUTE } from '../../core/build/islands';

export { ISLAND_ATTRIBUTE };

export const ISLAND_NAMES = ['review-platforms', 'repair-cases', 'coverage-map', 'city-search', 'library'] as const;

export type IslandName = (typeof ISLAND_NAMES)[number];

/** The attribute that marks an island's outermost element. */
export const islandAttribute = (name: IslandName): Record<string, string> => ({ [ISLAND_ATTRIBUTE]: name });
