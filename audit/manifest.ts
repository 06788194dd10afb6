/**
 * The audit manifest: the one file a site's build writes for the audit, beside its pages
 * (`<dist>/audit-manifest.json`, format in audit/README.md). It says what the output cannot say by
 * itself: each page's template, intended status, canonical path and indexability, the redirects,
 * the public address, the boot loader's attributes and the values `${NAME}` stands for in the
 * audit configuration. Without it the audit treats the build as any static site (`--no-manifest`).
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { z } from 'zod';
import { invalidFile, parseOptions } from '@bay-appliance/common/issue-text';
import { InvalidFileError, parseJson } from './schema/read-json';

export const AUDIT_MANIFEST_FILE = 'audit-manifest.json';
export const MANIFEST_SCHEMA_VERSION = 1;

const path = z.string().startsWith('/');

const manifestSchema = z.object({
  schemaVersion: z.literal(MANIFEST_SCHEMA_VERSION),
  generator: z.string().optional(),
  siteUrl: z.url().refine((v) => new URL(v).origin === v, 'must be an origin, without path or trailing slash'),
  templates: z.array(z.string()).default([]),
  pages: z.array(
    z.object({
      path,
      template: z.string(),
      status: z.number().int(),
      /** The path the canonical link must name; null: the page must carry none (not-found pages). */
      canonicalPath: path.nullable(),
      indexable: z.boolean(),
      /** Whether the page must say robots noindex. */
      noindex: z.boolean(),
      inSitemap: z.boolean(),
    }),
  ),
  redirects: z.array(z.object({ from: path, to: z.string(), status: z.number().int().default(301) })).default([]),
  bootLoader: z
    .object({ entry: z.string(), preload: z.string(), style: z.string(), page: z.string() })
    .partial()
    .optional(),
  variables: z.record(z.string(), z.string()).default({}),
});

export type AuditManifest = z.infer<typeof manifestSchema>;

export class ManifestError extends InvalidFileError {}

/** Validates a manifest's content; `source` names it in the error. */
export function parseManifest(raw: unknown, source: string): AuditManifest {
  const version = (raw as { schemaVersion?: unknown } | null)?.schemaVersion;
  if (version !== MANIFEST_SCHEMA_VERSION)
    throw new ManifestError(
      `Invalid audit manifest in ${source}:\n  ${source}: schemaVersion: this audit reads version ${MANIFEST_SCHEMA_VERSION} (is ${JSON.stringify(version)})`,
    );
  const result = manifestSchema.safeParse(raw, parseOptions);
  if (result.success) return result.data;
  throw new ManifestError(invalidFile('audit manifest', source, result.error.issues, raw));
}

/** The build's manifest, or null when it has none (then it is audited as any static site). */
export function readManifest(dist: string): AuditManifest | null {
  const file = join(dist, AUDIT_MANIFEST_FILE);
  if (!existsSync(file)) return null;
  return parseManifest(parseJson(readFileSync(file, 'utf8'), 'audit manifest', file), file);
}
