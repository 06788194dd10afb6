/** Prints the site's data for the browser as JSON (read by the Vite plugin that serves `virtual:site-data`). */
import { buildSiteData } from './lib/site-data';

process.stdout.write(JSON.stringify(buildSiteData()));
