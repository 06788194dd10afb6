/**
 * Finds a Chromium for the browser tests and the audit (docs/architecture.md): CHROME_PATH,
 * then the usual system paths. When none exists and we run as root on Debian or
 * Ubuntu, installs Debian's `chromium` with apt-get, saying so; otherwise stops
 * with one sentence on how to install one. Never skips silently.
 */
import { findChromium } from '../serve';
import { ensureSystemTool } from './lib/system-tool';
import { CHROMIUM_ENV, parseCli } from './lib/cli-help';

parseCli({
  usage: 'npx tsx scripts/ensure-chromium.ts',
  about:
    '`npm test` runs it first. Finds a Chromium for the browser tests and the audit and prints its path. When there is none and it runs as root on Debian or Ubuntu, installs Debian’s `chromium` with apt-get, saying so; otherwise exits 1 with how to install one.',
  env: CHROMIUM_ENV,
});

ensureSystemTool({
  name: 'Chromium',
  find: findChromium,
  aptPackage: 'chromium',
  neededBy: 'the browser tests and the audit',
  howToInstall: 'install one (e.g. `sudo apt-get install chromium`) or set CHROME_PATH to its executable.',
});
