/**
 * dist/audit-manifest.json: what the audit (audit/, a package of its own) needs to know of this
 * site that its output cannot say by itself, written from the data core so the audit never imports
 * it. Each page's intended template, status, canonical path, indexability and sitemap entry are
 * the results of the manifest's and the canonical and robots rules, not the rules themselves; the
 * format is documented in audit/README.md ("The audit manifest"), and the audit validates it.
 * It holds nothing the pages do not already publish, so the CDN may serve it like any file.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { manifest, redirectEntries, templates } from '../../core/urls/manifest';
import { canonicalPath } from '../../core/urls/canonical';
import { robotsNoindex } from '../../core/urls/robots';
import { siteConfig } from '../../core/config/site-config';
import { BOOT_ATTRIBUTES } from '../../core/build/boot-attributes';

/** The file's name in the output; audit/README.md documents it under the same name. */
export const AUDIT_MANIFEST_FILE = 'audit-manifest.json';
/** Bumped when a field is renamed or removed; fields are only ever added within a version. */
const SCHEMA_VERSION = 1;

export function auditManifest() {
  return {
    schemaVersion: SCHEMA_VERSION,
    generator: 'bay-appliance-repair-site (scripts/postbuild.ts)',
    siteUrl: siteConfig.SITE_URL,
    templates: [...templates],
    pages: manifest.map((e) => ({
      path: e.path,
      template: e.template,
      status: e.status,
      // The canonical link a page must carry; none on a not-found page.
      canonicalPath: e.status === 404 ? null : canonicalPath(e.canonicalPath) || '/',
      indexable: e.indexable,
      noindex: robotsNoindex(e),
      inSitemap: e.sitemap !== null,
    })),
    redirects: redirectEntries.map((r) => ({ from: r.from, to: r.to, status: r.status })),
    bootLoader: BOOT_ATTRIBUTES,
    // The site configuration, for `${NAME}` in audit.config.json (fixtures, tap-target selectors).
    variables: { ...siteConfig },
  };
}

export function writeAuditManifest(dist: string): void {
  writeFileSync(join(dist, AUDIT_MANIFEST_FILE), `${JSON.stringify(auditManifest(), null, 2)}\n`);
}
