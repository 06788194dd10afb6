/** Side-effect import for Node scripts: validates the environment and exposes it like Vite's define. */
import { loadSiteConfig } from '../../src/content/site-config';

globalThis.__SITE_CONFIG__ = loadSiteConfig();
