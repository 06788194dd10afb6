/** Side-effect import for Node scripts: validates the environment and exposes it like Vite's define. */
import { loadSiteConfig } from '../../core/config/load-site-config';

globalThis.__SITE_CONFIG__ = loadSiteConfig();
