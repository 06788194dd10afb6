/**
 * The manifest entry of the page being shown: the one a route shows in place
 * of its own (see StartupNotFound in src/routes.tsx), else the matched route's.
 */
import { createContext, useContext } from 'react';
import { useMatches } from 'react-router-dom';
import type { PageEntry } from './urls';

/** Set when a route shows another page than its own: the not-found page the host sent. */
export const ShownEntryContext = createContext<PageEntry | null>(null);

export function usePageEntry(): PageEntry {
  const shown = useContext(ShownEntryContext);
  const matches = useMatches();
  if (shown) return shown;
  for (let i = matches.length - 1; i >= 0; i--) {
    const handle = matches[i].handle as { entry?: PageEntry } | undefined;
    if (handle?.entry) return handle.entry;
  }
  throw new Error('usePageEntry: the matched route has no manifest entry');
}
