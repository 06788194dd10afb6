/** Writes audit/config.schema.json from the zod schema in audit/config.ts (a test checks they match). */
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { configJsonSchema } from './config';

export const CONFIG_SCHEMA_FILE = fileURLToPath(new URL('./config.schema.json', import.meta.url));

export const configSchemaText = () => `${JSON.stringify(configJsonSchema(), null, 2)}\n`;

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  writeFileSync(CONFIG_SCHEMA_FILE, configSchemaText());
  console.log(`wrote ${CONFIG_SCHEMA_FILE}`);
}
