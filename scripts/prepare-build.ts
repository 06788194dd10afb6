/**
 * First build step, in one Node process: with SITE_ENV=production, the launch check first
 * (core/config/launch-check.ts: every placeholder refused at once, before anything is
 * prerendered); then validates every content file, then
 * writes the site's data for the browser (scripts/lib/site-data.ts) to the
 * file named by SITE_DATA_FILE, so the two Vite builds and the postbuild read
 * it instead of recomputing it.
 */
import { writeFileSync } from 'node:fs';
import { SITE_CONFIG_ENV, parseCli } from './lib/cli-help';

parseCli({
  usage: 'npx tsx --import ./scripts/lib/node-setup.mjs scripts/prepare-build.ts',
  about:
    'The first step of `npm run build`: with SITE_ENV=production the launch check first (every placeholder refused at once), then every content file validated (exit 1, one line per problem), then the site’s data for the browser written to SITE_DATA_FILE for the rest of the build.',
  dotEnv: true,
  env: {
    SITE_DATA_FILE: 'where to write the site’s data as JSON (npm run build names it); nothing is written when unset',
    ...SITE_CONFIG_ENV,
    SITE_ENV: '`production`: refuse every placeholder of that configuration first (core/config/launch-check.ts)',
  },
});

// Imported once the arguments are read: `--help` answers without loading the content.
const { checkContentOrExit } = await import('./lib/content-report');
const { launchCheck, launchReportText } = await import('../core/config/launch-check');

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
