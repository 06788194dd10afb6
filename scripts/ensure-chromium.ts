/**
 * Finds a Chromium for the browser tests and the audit (docs/architecture.md): CHROME_PATH,
 * then the usual system paths. When none exists and we run as root on Debian or
 * Ubuntu, installs Debian's `chromium` with apt-get, saying so; otherwise stops
 * with one sentence on how to install one. Never skips silently.
 */
import { findChromium } from '../serve';
import { ensureSystemTool } from './lib/system-tool';

ensureSystemTool({
  name: 'Chromium',
  find: findChromium,
  aptPackage: 'chromium',
  neededBy: 'the browser tests and the audit',
  howToInstall: 'install one (e.g. `sudo apt-get install chromium`) or set CHROME_PATH to its executable.',
});
