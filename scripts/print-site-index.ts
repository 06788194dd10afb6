/** Prints the site index as JSON (read by the Vite plugin that serves `virtual:site-index`). */
import { buildSiteIndex } from '../src/lib/site-index-data';

process.stdout.write(JSON.stringify(buildSiteIndex()));
