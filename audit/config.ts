/**
 * The committed audit configuration: severities, thresholds and per-template
 * overrides. Validated with zod at load so a typo fails with the field named;
 * audit/config.schema.json is generated from the same schema for editors.
 */
import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { z } from 'zod';

const severity = z.enum(['error', 'warning', 'info', 'off']);
const range = z.object({ min: z.number().int().nonnegative(), max: z.number().int().positive() }).strict();

const templateOverride = z
  .object({
    minWords: z.number().int().nonnegative().optional().describe('Minimum words of main content on this template'),
    duplicateSimilarity: z.number().min(0).max(1).optional().describe('Near-duplicate limit for this template (0–1)'),
    rules: z.record(z.string(), severity).optional().describe('Severity overrides for pages of this template'),
  })
  .strict();

export const configSchema = z
  .object({
    $schema: z.string().optional(),
    thresholds: z
      .object({
        maxErrors: z.number().int().nonnegative().default(0).describe('Findings of severity error allowed before the audit fails'),
        maxWarnings: z.number().int().nonnegative().nullable().default(null).describe('Warnings allowed; null: no limit'),
        perRule: z.record(z.string(), z.number().int().nonnegative()).default({}).describe('Maximum findings of one rule, whatever their severity'),
      })
      .strict()
      .default({ maxErrors: 0, maxWarnings: null, perRule: {} }),
    rules: z.record(z.string(), severity).default({}).describe('Severity per rule id or family; "off" disables'),
    options: z
      .object({
        titleLength: range.default({ min: 30, max: 60 }),
        descriptionLength: range.default({ min: 70, max: 160 }),
        maxClickDepth: z.number().int().positive().default(3),
        minWords: z.number().int().nonnegative().default(250),
        duplicateSimilarity: z.number().min(0).max(1).default(0.7),
        shingleSize: z.number().int().min(2).max(10).default(5),
        concurrency: z.number().int().min(1).max(64).default(8),
      })
      .strict()
      .default({ titleLength: { min: 30, max: 60 }, descriptionLength: { min: 70, max: 160 }, maxClickDepth: 3, minWords: 250, duplicateSimilarity: 0.7, shingleSize: 5, concurrency: 8 }),
    templates: z.record(z.string(), templateOverride).default({}).describe('Overrides per page template (from the URL manifest)'),
  })
  .strict();

export type AuditConfig = z.infer<typeof configSchema>;

export const defaultConfig = (): AuditConfig => configSchema.parse({});

/** Validates a raw config object, naming every bad field. */
export function parseConfig(raw: unknown, source = 'config'): AuditConfig {
  const result = configSchema.safeParse(raw);
  if (result.success) return result.data;
  const lines = result.error.issues.map((i) => `  ${i.path.join('.') || '(root)'}: ${i.message}`);
  throw new Error(`Invalid audit configuration in ${source}:\n${lines.join('\n')}`);
}

/** Loads audit.config.json (or .ts); the defaults when no file exists and none was asked for. */
export async function loadConfig(path?: string): Promise<{ config: AuditConfig; path: string | null }> {
  const candidates = path ? [path] : ['audit.config.json', 'audit.config.ts'];
  for (const candidate of candidates) {
    const file = resolve(candidate);
    if (!existsSync(file)) continue;
    const raw = file.endsWith('.json')
      ? (JSON.parse(readFileSync(file, 'utf8')) as unknown)
      : ((await import(pathToFileURL(file).href)) as { default: unknown }).default;
    return { config: parseConfig(raw, candidate), path: candidate };
  }
  if (path) throw new Error(`Audit configuration ${path} does not exist.`);
  return { config: defaultConfig(), path: null };
}

/** JSON Schema of the configuration file (written to audit/config.schema.json). */
export function configJsonSchema(): unknown {
  return z.toJSONSchema(configSchema, { io: 'input' });
}

/** Effective severity of a rule on a page of a template, or 'off'. */
export function severityFor(config: AuditConfig, rule: { id: string; family: string; severity: string }, template?: string): z.infer<typeof severity> {
  const tpl = template ? config.templates[template]?.rules : undefined;
  return (tpl?.[rule.id] ?? tpl?.[rule.family] ?? config.rules[rule.id] ?? config.rules[rule.family] ?? rule.severity) as z.infer<typeof severity>;
}
