/**
 * The audit's text limits as the audit applies them to this site: audit.config.json's `options`
 * and per-template overrides, over the defaults the audit publishes in its configuration schema
 * (`@bay-appliance/seo-audit/config.schema.json`, the file audit.config.json's `$schema` names).
 * The site reads the audit only through what the audit publishes, never its source; the audit
 * itself validates the file, so a bad value fails `npm test` there with the audit's own message.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { resolve } from 'node:path';
import type { NearDuplicateLimit } from '@bay-appliance/common/text';

interface TemplateLimits {
  minWords?: number;
  duplicateSimilarity?: number;
}

export interface AuditTextLimits {
  options: {
    minWords: number;
    duplicateSimilarity: number;
    shingleSize: number;
    nearDuplicateTitles: NearDuplicateLimit;
    nearDuplicateDescriptions: NearDuplicateLimit;
  };
  templates: Record<string, TemplateLimits | undefined>;
}

const SCHEMA_FILE = createRequire(import.meta.url).resolve('@bay-appliance/seo-audit/config.schema.json');

const readJson = (file: string): Record<string, unknown> => JSON.parse(readFileSync(file, 'utf8'));

/** The limits of `configFile` (audit.config.json at the repository root), each option falling back to the published default. */
export function auditTextLimits(configFile = resolve('audit.config.json')): AuditTextLimits {
  const schema = readJson(SCHEMA_FILE) as { properties: { options: { default: AuditTextLimits['options'] } } };
  const config = readJson(configFile) as Partial<AuditTextLimits>;
  return {
    options: { ...schema.properties.options.default, ...config.options },
    templates: config.templates ?? {},
  };
}
