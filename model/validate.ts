/**
 * Content validation helpers: every error names the file and the field, so a
 * content editor can fix it without reading code.
 */
import type { z } from 'zod';
import { unknownTokens } from './facts-tokens.ts';
import { issueLines, parseOptions } from '@bay-appliance/common/issue-text';

/** Validates one content file's data; returns error lines (empty when valid). */
export function validateFile(
  schema: z.ZodType,
  file: string,
  data: unknown,
  extraTokens: readonly string[] = [],
): string[] {
  const result = schema.safeParse(data, parseOptions);
  const errors = result.success ? [] : issueLines(file, result.error.issues, data);
  return [...errors, ...tokenErrors(file, data, [], extraTokens)];
}

/** Every string field is scanned for `{tokens}` no fact answers. */
export function tokenErrors(
  file: string,
  data: unknown,
  path: string[] = [],
  extraTokens: readonly string[] = [],
): string[] {
  if (typeof data === 'string') {
    return unknownTokens(data, extraTokens).map(
      (t) => `${file}: ${path.join('.')}: unknown fact token {${t}} (see content/TOKENS.md)`,
    );
  }
  if (Array.isArray(data)) return data.flatMap((v, i) => tokenErrors(file, v, [...path, String(i)], extraTokens));
  if (data && typeof data === 'object')
    return Object.entries(data).flatMap(([k, v]) => tokenErrors(file, v, [...path, k], extraTokens));
  return [];
}

/** Slugs that occur more than once in a list, reported against the field. */
export function duplicateErrors(file: string, field: string, values: string[]): string[] {
  const seen = new Set<string>();
  return values
    .filter((v) => (seen.has(v) ? true : (seen.add(v), false)))
    .map((v) => `${file}: ${field}: duplicate "${v}"`);
}
