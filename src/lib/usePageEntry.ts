/** The manifest entry of the page being shown, from the matched route's handle. */
import { useMatches } from 'react-router-dom';
import type { PageEntry } from './urls';

export function usePageEntry(): PageEntry {
  const matches = useMatches();
  for (let i = matches.length - 1; i >= 0; i--) {
    const handle = matches[i].handle as { entry?: PageEntry } | undefined;
    if (handle?.entry) return handle.entry;
  }
  throw new Error('usePageEntry: the matched route has no manifest entry');
}
