/**
 * First build step, in one Node process: validates every content file, then
 * writes the site's data for the browser (scripts/lib/site-data.ts) to the
 * file named by SITE_DATA_FILE, so the two Vite builds and the postbuild read
 * it instead of recomputing it.
 */
import { writeFileSync } from 'node:fs';
import { checkContentOrExit } from './lib/content-report';

await checkContentOrExit();
// Imported only after validation, so bad content is reported as such rather than as a crash.
const { buildSiteData } = await import('./lib/site-data');
const target = process.env.SITE_DATA_FILE;
if (target) writeFileSync(target, JSON.stringify(buildSiteData()));
