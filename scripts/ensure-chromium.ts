/**
 * Finds a Chromium for the browser tests and the audit (docs/architecture.md): CHROME_PATH,
 * then the usual system paths. When none exists and we run as root on Debian or
 * Ubuntu, installs Debian's `chromium` with apt-get, saying so; otherwise stops
 * with one sentence on how to install one. Never skips silently.
 */
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { findChromium } from '../serve/chromium';

if (!findChromium()) {
  const isRoot = process.getuid?.() === 0;
  const hasApt = existsSync('/usr/bin/apt-get');
  if (isRoot && hasApt) {
    console.log('No Chromium found: installing Debian\'s chromium package with apt-get (needed by the browser tests and the audit)...');
    execSync('apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium', { stdio: 'inherit' });
  }
  if (!findChromium()) {
    console.error('No Chromium found: install one (e.g. `sudo apt-get install chromium`) or set CHROME_PATH to its executable.');
    process.exit(1);
  }
}
console.log(`Chromium: ${findChromium()}`);
