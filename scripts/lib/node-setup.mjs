// Preloaded into every Node script (`tsx --import ./scripts/lib/node-setup.mjs ...`) so scripts
// see content exactly as the Vite build does: `.md` posts load through the same markdown
// transform, `.env` is read (./env-file.mjs), and the validated site configuration and the number of city pages are set as the `__SITE_CONFIG__`
// and `__CITY_COUNT__` globals.
import { register } from 'node:module';
import './env-file.mjs';
import './site-config-global.ts';
import './city-count-global.ts';

register('./md-loader.mjs', import.meta.url);
