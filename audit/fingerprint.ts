/**
 * What a page is made of, as a short hash, so the next run knows which pages changed and times
 * them with Lighthouse (`lighthouse.changedPages`): a regression on any page is then measured in
 * the run that introduced it, not only when it lands on a template's representative.
 *
 * A page's fingerprint covers its HTML and the files only it (or few pages of its template) load:
 * its images, media and page-specific chunks. Files that most pages of a template share (the app's
 * JavaScript, the stylesheet) are left out, and so are the content hashes Vite writes into their
 * names: a change there moves every page of the template alike, and the template's representative,
 * timed in every run, measures it. Otherwise one edit to shared code would mark all 121 pages changed.
 */
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import type { Page, Site } from './types';

/** `app-BQx3kX9a.js` → `app.js`: the content hash of a bundled file's name. */
const HASHED_NAME = /-[A-Za-z0-9_-]{8}(?=\.(?:js|mjs|css)\b)/g;

function filesOf(page: Page, site: Site): string[] {
  const urls = [...page.data.assets, ...page.data.images.flatMap((i) => (i.url ? [i.url.href] : []))];
  return [...new Set(urls.flatMap((u) => site.localPath(u) ?? []))];
}

function fileBytes(dist: string, path: string): Buffer | null {
  const file = join(dist, decodeURIComponent(path.split('?')[0]));
  return existsSync(file) && statSync(file).isFile() ? readFileSync(file) : null;
}

/**
 * Every page answering 200, by path: a 12-character hash of what it is made of, and the bytes that
 * hash covers (its HTML and own files), so a run with more changed pages than it may time can
 * time the ones that changed most (changeSizes).
 */
interface PageFingerprints {
  fingerprints: Record<string, string>;
  pageBytes: Record<string, number>;
}

export function pageFingerprints(site: Site): PageFingerprints {
  const pages = [...site.pages.values()].filter((p) => p.status === 200);
  const files = new Map(pages.map((p) => [p.path, filesOf(p, site)]));
  const byTemplate = new Map<string, Map<string, number>>();
  for (const p of pages) {
    const uses = byTemplate.get(p.expected.template) ?? new Map<string, number>();
    for (const f of files.get(p.path)!) uses.set(f, (uses.get(f) ?? 0) + 1);
    byTemplate.set(p.expected.template, uses);
  }
  const size = (template: string) => pages.filter((p) => p.expected.template === template).length;
  const out: PageFingerprints = { fingerprints: {}, pageBytes: {} };
  for (const p of pages.sort((a, b) => a.path.localeCompare(b.path))) {
    const uses = byTemplate.get(p.expected.template)!;
    const shared = (f: string) => size(p.expected.template) > 1 && uses.get(f)! * 2 > size(p.expected.template);
    const body = p.body.replace(HASHED_NAME, '');
    const hash = createHash('sha1').update(body);
    let bytes = Buffer.byteLength(body);
    for (const f of files
      .get(p.path)!
      .filter((f) => !shared(f))
      .sort()) {
      const content = fileBytes(site.dist, f);
      hash.update(f).update(content ?? '');
      bytes += content?.length ?? 0;
    }
    out.fingerprints[p.path] = hash.digest('hex').slice(0, 12);
    out.pageBytes[p.path] = bytes;
  }
  return out;
}

/** Pages whose fingerprint differs from the baseline's, or that it did not have; null when the baseline recorded no fingerprints (nothing is known to have changed). */
export function changedPages(now: Record<string, string>, before: Record<string, string> | undefined): string[] | null {
  if (!before) return null;
  return Object.keys(now)
    .filter((path) => before[path] !== now[path])
    .sort();
}

/** How much a changed page changed: `new` since the baseline, or the difference in bytes of what its fingerprint covers (signed). */
export type ChangeSize = number | 'new';

/**
 * How much each changed page changed, so the pages that changed most are timed first
 * (measurement-plan.ts changedToTime); null when the baseline recorded no sizes (history lines
 * written before `pageBytes`), and the pages are then taken in turn from each template.
 */
export function changeSizes(
  changed: string[],
  nowBytes: Record<string, number>,
  before: { fingerprints: Record<string, string>; pageBytes?: Record<string, number> },
): Record<string, ChangeSize> | null {
  const then = before.pageBytes;
  if (!then) return null;
  return Object.fromEntries(
    changed.map((path): [string, ChangeSize] =>
      before.fingerprints[path] === undefined ? [path, 'new'] : [path, (nowBytes[path] ?? 0) - (then[path] ?? 0)],
    ),
  );
}
