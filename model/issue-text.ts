/**
 * Zod issues as a content editor reads them: one line per problem naming the file, the field,
 * what is wrong with the value (its length against the allowed range) and the fix. Every schema
 * is strict (model/schemas.ts), so a misspelt field is refused here with the closest known field
 * suggested, instead of the real field reading as missing and a later check crashing on it.
 */
import type { z } from 'zod';

/** Edit distance between two field names (a misspelling is one or two edits away). */
function distance(a: string, b: string): number {
  const row = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    let diagonal = row[0];
    row[0] = i;
    for (let j = 1; j <= b.length; j++) {
      const above = row[j];
      row[j] = Math.min(row[j] + 1, row[j - 1] + 1, diagonal + (a[i - 1] === b[j - 1] ? 0 : 1));
      diagonal = above;
    }
  }
  return row[b.length];
}

/** "did you mean `neighborhoods`?" when a known field is close, else the list of known fields. */
export function closestField(key: string, known: readonly string[]): string {
  const ranked = known.map((k) => ({ k, d: distance(key.toLowerCase(), k.toLowerCase()) })).sort((a, b) => a.d - b.d);
  const best = ranked[0];
  if (best && best.d <= Math.max(2, Math.floor(key.length / 3))) return `did you mean \`${best.k}\`?`;
  return `the fields are ${known.map((k) => `\`${k}\``).join(', ')}`;
}

/**
 * Per-parse messages for what the schemas leave to zod's defaults: an unknown field (one line
 * per field, with the closest known one) and a missing one.
 */
export const parseOptions = {
  error(issue: z.core.$ZodRawIssue): string | undefined {
    if (issue.code === 'unrecognized_keys') {
      const def = (issue.inst as { _zod?: { def?: { shape?: Record<string, unknown> } } } | undefined)?._zod?.def;
      const known = Object.keys(def?.shape ?? {});
      return issue.keys.map((key) => `${key}: unknown field, ${closestField(key, known)}`).join('\n');
    }
    if (issue.code === 'invalid_type' && issue.input === undefined)
      return `is missing: add it (expected ${issue.expected})`;
    return undefined;
  },
};

function valueAt(data: unknown, path: readonly PropertyKey[]): unknown {
  let value = data;
  for (const key of path)
    value = value && typeof value === 'object' ? (value as Record<PropertyKey, unknown>)[key] : undefined;
  return value;
}

/** What the value is, for a length issue: "is 72 characters, 12 too many". */
function lengthNote(issue: z.core.$ZodIssue, value: unknown): string {
  if (issue.code !== 'too_big' && issue.code !== 'too_small') return '';
  const size = typeof value === 'string' ? value.trim().length : Array.isArray(value) ? value.length : undefined;
  if (size === undefined) return '';
  const unit = typeof value === 'string' ? 'characters' : 'entries';
  const limit = Number(issue.code === 'too_big' ? issue.maximum : issue.minimum);
  const off = Math.abs(size - limit);
  const fix = issue.code === 'too_big' ? `${off} too many, shorten it` : `${off} too few, lengthen it`;
  return ` (has ${size} ${unit}, ${fix})`;
}

/** The value itself, for a value of the wrong form: ` (is "dishwasher-fixing")`. */
function valueNote(issue: z.core.$ZodIssue, value: unknown): string {
  if (!['invalid_format', 'invalid_value', 'invalid_type', 'custom'].includes(issue.code) || value === undefined)
    return '';
  if (typeof value === 'object' && value !== null) return '';
  const shown = JSON.stringify(value);
  return ` (is ${shown.length > 70 ? `${shown.slice(0, 67)}…"` : shown})`;
}

/** One line per problem: `file: field: message`. `data` is what was parsed (for lengths). */
export function issueLines(file: string, issues: readonly z.core.$ZodIssue[], data: unknown): string[] {
  return issues.flatMap((issue) => {
    const at = issue.path.map(String).join('.');
    if (issue.code === 'unrecognized_keys')
      return issue.message.split('\n').map((line) => `${file}: ${at ? `${at}.` : ''}${line}`);
    const value = valueAt(data, issue.path);
    return [`${file}: ${at || '(root)'}: ${issue.message}${lengthNote(issue, value)}${valueNote(issue, value)}`];
  });
}
