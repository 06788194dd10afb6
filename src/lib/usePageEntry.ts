/** The manifest entry of the page being shown (its data's entry, src/lib/page-data-load.ts). */
import type { PageEntry } from '../../core/urls/manifest';
import { usePageData } from './page-data-load';

export function usePageEntry(): PageEntry {
  return usePageData().entry;
}
