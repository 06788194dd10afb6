/**
 * One Chromium for the whole audit: launched once by Playwright (axe and the
 * extra checks drive it directly) with a DevTools port Lighthouse connects to.
 * Outside hosts do not resolve at all (`--host-resolver-rules`), so nothing can
 * leave the machine even if a request slips past the routing; fixtures are
 * answered before DNS is asked. A deployed site audited with `--url` is the one
 * outside host that resolves.
 */
import { createServer } from 'node:net';
import { chromium, type Browser } from '@playwright/test';
import { CHROMIUM_FLAGS, findChromium } from '../host';

export interface AuditBrowser {
  browser: Browser;
  port: number;
  close(): Promise<void>;
}

export class NoChromiumError extends Error {}

/** A TCP port nobody listens on right now. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.on('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

/** `live`: the host of a deployed site audited over the network (`--url`), the one other host that resolves. */
export async function launchAuditBrowser({ live }: { live?: string } = {}): Promise<AuditBrowser> {
  const executablePath = findChromium();
  if (!executablePath)
    throw new NoChromiumError(
      'No Chromium found for the browser checks: run `npx tsx scripts/ensure-chromium.ts`, install one (e.g. `apt-get install chromium`) or set CHROME_PATH.',
    );
  const port = await freePort();
  const browser = await chromium.launch({
    executablePath,
    headless: true,
    // Playwright disables the back/forward cache by default; Lighthouse's bf-cache audit would then
    // report the audit's own browser as the site's fault.
    ignoreDefaultArgs: ['--disable-back-forward-cache'],
    args: [
      ...CHROMIUM_FLAGS.filter((f) => !f.startsWith('--headless')),
      `--remote-debugging-port=${port}`,
      `--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1${live && live !== '127.0.0.1' ? `, EXCLUDE ${live}` : ''}`,
      // The audit server's certificate is self-signed (server.ts); no other host is reachable anyway.
      '--ignore-certificate-errors',
    ],
  });
  return {
    browser,
    port,
    close: async () => {
      // Playwright gave the browser a fresh temporary profile and removes it on close.
      await browser.close().catch(() => undefined);
    },
  };
}
