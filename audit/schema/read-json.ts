/**
 * Every file the audit reads back (a `--baseline` report, the history file, a shard's results, field
 * data) is checked against its schema here, never cast: a bad file stops the run with one readable
 * error naming the file, the field, what was expected and the value (issue-text.mjs), and the CLI
 * exits with code 2 (`InvalidFileError`). A leaf.
 */
import { existsSync, readFileSync } from 'node:fs';
import type { z } from 'zod';
import { invalidFile, parseOptions } from '@bay-appliance/common/issue-text';

/** A file the audit reads is missing, not JSON, or not of its schema: the run cannot go on. */
export class InvalidFileError extends Error {}

/**
 * `raw` checked against `schema`. What is returned is `raw` itself, not zod's copy: the schemas
 * describe no defaults or transforms, and a field a newer audit added (fields are only ever added
 * within a version) stays in the data rather than being dropped when the file is written back.
 */
export function validated<S extends z.ZodType>(schema: S, raw: unknown, what: string, file: string): z.output<S> {
  const result = schema.safeParse(raw, parseOptions);
  if (!result.success) throw new InvalidFileError(invalidFile(what, file, result.error.issues, raw));
  return raw as z.output<S>;
}

/** JSON text parsed, or an error naming the file (and its line, for one line of a JSON Lines file). */
export function parseJson(text: string, what: string, file: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch (error) {
    throw new InvalidFileError(`Invalid ${what} in ${file}:\n  ${file}: not JSON: ${(error as Error).message}`);
  }
}

/** A JSON file read and checked against `schema`: `what` names it in errors ("report", "results"). */
export function readJsonFile<S extends z.ZodType>(file: string, schema: S, what: string): z.output<S> {
  if (!existsSync(file)) throw new InvalidFileError(`${file} does not exist (the ${what} to read).`);
  return validated(schema, parseJson(readFileSync(file, 'utf8'), what, file), what, file);
}
