/** Prints the site's data for the browser as JSON (read by the Vite plugin that serves `virtual:site-data`). */
import { SITE_CONFIG_ENV, parseCli } from './lib/cli-help';

parseCli({
  usage: 'npx tsx --import ./scripts/lib/node-setup.mjs scripts/print-site-data.ts',
  about:
    'Prints the site’s data for the browser (every address’s page data and the navigation, scripts/lib/site-data.ts) as JSON on stdout: `npm run dev` reads it through the site-data Vite plugin when no SITE_DATA_FILE was written.',
  dotEnv: true,
  env: SITE_CONFIG_ENV,
});

// Imported once the arguments are read: `--help` answers without loading the content.
const { buildSiteData } = await import('./lib/site-data');
process.stdout.write(JSON.stringify(buildSiteData()));
