/**
 * How the app and the build agree on a page's islands (src/islands/names.ts): the attribute that
 * marks one in the HTML, and the module each is loaded from, whose chunk the build preloads on the
 * pages that mark it (scripts/lib/preload-chunks.ts).
 */
export const ISLAND_ATTRIBUTE = 'data-island';

/** The module an island's component is the default export of (src/islands/registry.ts loads it). */
export const islandModule = (name: string): string => `src/islands/${name}.tsx`;
