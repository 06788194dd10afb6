/**
 * What each page is meant to be. A build with an audit manifest (manifest.ts) says it for every
 * page it lists; for any other page, and for builds without one (fixtures, the synthetic
 * benchmark, `--no-manifest`), the audit falls back to what the output itself implies.
 */
import type { AuditManifest } from './manifest';

export interface ExpectedPage {
  template: string;
  /** Path the canonical link should name; null when the page must not have one (404 pages). */
  canonicalPath: string | null;
  indexable: boolean;
  /** Whether it should say robots noindex: not indexable and no other page to name as canonical (404s). */
  noindex: boolean;
  /** Status the page should answer with, when known. */
  status: number | null;
  inManifest: boolean;
}

/** A page's own address as its canonical path: lowercase, no trailing slash, the root as `/`. */
export function ownCanonicalPath(path: string): string {
  return path.toLowerCase().replace(/\/+$/, '') || '/';
}

export function expectationsFor(site: AuditManifest | null): (path: string, status: number) => ExpectedPage {
  const byPath = new Map((site?.pages ?? []).map((p) => [p.path, p]));
  return (path, status) => {
    const entry = byPath.get(path.split('?')[0]);
    if (entry) {
      return {
        template: entry.template,
        canonicalPath: entry.canonicalPath,
        indexable: entry.indexable,
        noindex: entry.noindex,
        status: entry.status,
        inManifest: true,
      };
    }
    const ok = status === 200;
    return {
      template: 'page',
      canonicalPath: ok ? ownCanonicalPath(path.split('?')[0]) : null,
      indexable: ok,
      noindex: !ok,
      status: null,
      inManifest: false,
    };
  };
}
