/**
 * What each page is meant to be. On the real site the URL manifest
 * (src/lib/urls.ts) says it; for other builds (fixtures, the synthetic
 * benchmark) the audit falls back to what the output itself implies.
 */
import { manifest, redirectEntries, templates } from '../core/urls/manifest';
import { canonicalPath } from '../core/urls/canonical';
import { robotsNoindex } from '../core/urls/robots';

export interface ManifestPage {
  path: string;
  template: string;
  canonicalPath: string;
  indexable: boolean;
  status: number;
}
/** `templates`: every page kind the site defines, also one with no page at the moment (its settings are no typo). */
export interface SiteManifest {
  pages: ManifestPage[];
  redirects: { from: string; to: string }[];
  templates?: string[];
}

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

/** The real site's manifest. */
export function siteManifest(): SiteManifest {
  return {
    pages: manifest.map((e) => ({
      path: e.path,
      template: e.template,
      canonicalPath: e.canonicalPath,
      indexable: e.indexable,
      status: e.status,
    })),
    redirects: redirectEntries.map((r) => ({ from: r.from, to: r.to })),
    templates: [...templates],
  };
}

export function expectationsFor(site: SiteManifest | null): (path: string, status: number) => ExpectedPage {
  const byPath = new Map((site?.pages ?? []).map((p) => [p.path, p]));
  return (path, status) => {
    const entry = byPath.get(path.split('?')[0]);
    if (entry) {
      return {
        template: entry.template,
        canonicalPath: entry.status === 404 ? null : canonicalPath(entry.canonicalPath) || '/',
        indexable: entry.indexable,
        noindex: robotsNoindex(entry),
        status: entry.status,
        inManifest: true,
      };
    }
    const ok = status === 200;
    return {
      template: 'page',
      canonicalPath: ok ? canonicalPath(path.split('?')[0]) || '/' : null,
      indexable: ok,
      noindex: !ok,
      status: null,
      inManifest: false,
    };
  };
}
