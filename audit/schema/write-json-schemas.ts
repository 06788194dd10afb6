/**
 * Writes the JSON Schemas shipped in the package, generated from the zod schemas the audit itself
 * writes and reads with: report.schema.json (report.json), history-line.schema.json (one line of the
 * history file) and results.schema.json (what `collect` writes, results.json). A test checks the committed files
 * match (`npx tsx audit/schema/write-json-schemas.ts` rewrites them).
 */
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { SCHEMA_VERSION, auditReportSchema, runSummarySchema } from './report';
import { RESULTS_SCHEMA_VERSION, collectedResultsSchema } from './results';

/**
 * Each file's text. `io: 'input'` leaves objects open (no `additionalProperties: false`): fields are
 * only ever added within a version, so a reader of the schema must let a newer field pass. The shapes
 * measured.ts names (`.meta({ id })`) are written once under `$defs`; the version read is in `$comment`.
 */
export function jsonSchemaFiles(): Record<string, string> {
  const text = (schema: z.ZodType, version: string) =>
    `${JSON.stringify(
      { $comment: version, ...z.toJSONSchema(schema, { io: 'input', target: 'draft-2020-12' }) },
      null,
      2,
    )}\n`;
  return {
    'report.schema.json': text(auditReportSchema, `schemaVersion ${SCHEMA_VERSION}`),
    'history-line.schema.json': text(runSummarySchema, `the lines of report.json schemaVersion ${SCHEMA_VERSION}`),
    'results.schema.json': text(collectedResultsSchema, `schemaVersion ${RESULTS_SCHEMA_VERSION}`),
  };
}

export const schemaFile = (name: string) => fileURLToPath(new URL(`./${name}`, import.meta.url));

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  for (const [name, text] of Object.entries(jsonSchemaFiles())) {
    writeFileSync(schemaFile(name), text);
    console.log(`wrote ${schemaFile(name)}`);
  }
}
