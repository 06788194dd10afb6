/**
 * The files a deployed site's pages load, which the crawl of a live site (`--url`) fetches once
 * each so the rules that weigh them (budgets/*) and the page fingerprints read them as a build
 * holds them: scripts and stylesheets, images (the candidate a phone picks, as budgets/page-weight
 * counts), video and audio, the fonts and backgrounds of inline CSS, then the fonts the fetched
 * stylesheets name.
 */
import type { Page, Resource } from '../types';
import { chosenUrl, cssMedia } from '../rules/budgets/media';

type LocalPath = (url: string | URL) => string | null;

function pathOf(localPath: LocalPath, url: string | null, base: string): string | null {
  if (!url) return null;
  try {
    return localPath(new URL(url, base));
  } catch {
    return null;
  }
}

/** Every local file the pages answering 200 load, each once. */
export function pageFiles(pages: Page[], origin: string, localPath: LocalPath): string[] {
  const files = new Set<string>();
  const add = (url: string | null, base: string) => {
    const path = pathOf(localPath, url, base);
    if (path !== null && path !== '/') files.add(path);
  };
  for (const page of pages) {
    if (page.status !== 200) continue;
    const pageUrl = `${origin}${page.path}`;
    for (const href of [...page.data.assets, ...page.data.scripts, ...page.data.stylesheets]) add(href, pageUrl);
    for (const image of page.data.images) add(image.url?.href ?? null, pageUrl);
    for (const ref of page.data.media) add(chosenUrl(ref), pageUrl);
    const inline = cssMedia(page.data.inlineCss, true);
    for (const url of [...inline.fonts, ...inline.backgrounds]) add(url, pageUrl);
  }
  return [...files].sort();
}

/** The fonts the fetched stylesheets name (relative to each stylesheet), each once. */
export function stylesheetFonts(stylesheets: Resource[], origin: string, localPath: LocalPath): string[] {
  const files = new Set<string>();
  for (const sheet of stylesheets) {
    if (sheet.status !== 200 || !/css/.test(sheet.contentType)) continue;
    for (const url of cssMedia(sheet.body, false).fonts) {
      const path = pathOf(localPath, url, `${origin}${sheet.path}`);
      if (path !== null) files.add(path);
    }
  }
  return [...files].sort();
}
