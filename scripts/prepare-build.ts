/**
 * First build step, in one Node process: validates every content file, then
 * writes the site index (the manifest projection the browser bundle needs)
 * to the file named by SITE_INDEX_FILE, so the two Vite builds read it
 * instead of recomputing it.
 */
import { writeFileSync } from 'node:fs';
import { validateContent } from './lib/content-check';

const errors = await validateContent();
if (errors.length) {
  console.error(`Content validation failed (${errors.length} problem${errors.length === 1 ? '' : 's'}):\n${errors.map((e) => `  ${e}`).join('\n')}`);
  process.exit(1);
}
// Imported only after validation, so bad content is reported as such rather than as a crash.
const { buildSiteIndex } = await import('../src/lib/site-index-data');
const target = process.env.SITE_INDEX_FILE;
if (target) writeFileSync(target, JSON.stringify(buildSiteIndex()));
console.log('Content OK');
