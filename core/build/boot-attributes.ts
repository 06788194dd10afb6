/**
 * The boot loader's `data-*` attributes, owned here once: the build writes them on the loader's
 * <script> (scripts/lib/boot-loader.ts), the loader reads them (src/boot/loader.ts, typed by
 * `BootDataset`) and the audit follows them to weigh what a page loads (their names reach it in
 * dist/audit-manifest.json, scripts/lib/audit-manifest.ts).
 */

/**
 * What the loader starts: the entry, the chunks to preload with it, and the file of the page's data
 * (core/pages/page-data.ts), preloaded with the chunks. (The stylesheet is an ordinary link in the
 * page's head.)
 */
export interface BootData {
  entry: string;
  preload: string[];
  page?: string;
}

/** The same attributes as the loader sees them: `dataset` keys are the names without `data-`. */
export interface BootDataset extends DOMStringMap {
  entry: string;
  preload: string;
  page?: string;
}

/** Each attribute's name, by the part of the loader's data it holds. */
export const BOOT_ATTRIBUTES = {
  entry: 'data-entry',
  preload: 'data-preload',
  page: 'data-page',
} as const satisfies Record<keyof BootData, `data-${string}`>;

/** How the loader finds its own <script>. */
export const BOOT_SELECTOR = 'script[data-entry]';

/** The attributes of the loader's <script>, each with its leading space. */
export function bootAttributes({ entry, preload, page }: BootData): string {
  const a = BOOT_ATTRIBUTES;
  return ` ${a.entry}="${entry}" ${a.preload}="${preload.join(' ')}"${page ? ` ${a.page}="${page}"` : ''}`;
}

/** The loader's data from an element's attributes (`attr` returns an attribute's value), or null for any other script. */
export function readBootData(attr: (name: string) => string | null | undefined): BootData | null {
  const entry = attr(BOOT_ATTRIBUTES.entry);
  if (!entry) return null;
  const page = attr(BOOT_ATTRIBUTES.page)?.trim();
  return {
    entry,
    preload: (attr(BOOT_ATTRIBUTES.preload) ?? '').split(/\s+/).filter(Boolean),
    ...(page ? { page } : {}),
  };
}
