/**
 * First build step, in one Node process: with SITE_ENV=production, the launch check first
 * (core/config/launch-check.ts: every placeholder refused at once, before anything is
 * prerendered); then validates every content file, then
 * writes the site's data for the browser (scripts/lib/site-data.ts) to the
 * file named by SITE_DATA_FILE, so the two Vite builds and the postbuild read
 * it instead of recomputing it.
 */
import { writeFileSync } from 'node:fs';
import { checkContentOrExit } from './lib/content-report';
import { launchCheck, launchReportText } from '../core/config/launch-check';

if (globalThis.__SITE_CONFIG__?.SITE_ENV === 'production') {
  const { text, failed } = launchReportText(launchCheck());
  (failed ? console.error : console.log)(text);
  if (failed) process.exit(1);
}
await checkContentOrExit();
// Imported only after validation, so bad content is reported as such rather than as a crash.
const { buildSiteData } = await import('./lib/site-data');
const target = process.env.SITE_DATA_FILE;
if (target) writeFileSync(target, JSON.stringify(buildSiteData()));
