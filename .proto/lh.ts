import { chromium } from 'playwright-core';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { createServer } from 'node:net';
import { startServer } from '../scripts/serve';
import { CHROMIUM_FLAGS, findChromium } from '../scripts/lib/chromium';

const freePort = () => new Promise<number>((res) => { const s = createServer(); s.listen(0, '127.0.0.1', () => { const p = (s.address() as any).port; s.close(() => res(p)); }); });
const port = await freePort();
const { server, url } = await startServer({ dist: 'dist-audit2', port: 0, quiet: true });
const browser = await chromium.launch({ executablePath: findChromium(), headless: true, args: [...CHROMIUM_FLAGS.filter((f) => !f.startsWith('--headless')), `--remote-debugging-port=${port}`, '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1'] });
for (const [path, cats, ff] of [['/', null, 'mobile'], ['/', null, 'mobile'], ['/about', ['accessibility','best-practices','seo'], 'mobile'], ['/appliance-repair-oakland', ['accessibility','best-practices','seo'], 'mobile'], ['/', null, 'desktop'], ['/appliance-repair-oakland', null, 'mobile']] as const) {
  const t = Date.now();
  const r = await lighthouse(url + path, { port, output: 'html', logLevel: 'error', onlyCategories: cats ? [...cats] : undefined, blockedUrlPatterns: [] }, ff === 'desktop' ? desktopConfig : undefined);
  const lhr = r!.lhr;
  console.log(path, ff, Date.now() - t, 'ms', Object.fromEntries(Object.entries(lhr.categories).map(([k, v]) => [k, v.score])), lhr.audits['largest-contentful-paint']?.numericValue, lhr.audits['total-blocking-time']?.numericValue, lhr.audits['cumulative-layout-shift']?.numericValue, lhr.runtimeError?.code);
  const nr = (lhr.audits['network-requests']?.details as any)?.items?.map((i: any) => i.url).filter((u: string) => !u.startsWith(url));
  console.log('  outside:', nr);
  const failed = Object.values(lhr.audits).filter((a: any) => a.score !== null && a.score < 1 && a.scoreDisplayMode !== 'informative' && a.scoreDisplayMode !== 'notApplicable' && a.scoreDisplayMode!=='manual').map((a: any) => `${a.id}:${a.score}`);
  console.log('  failing:', failed.join(' '));
}
await browser.close(); server.close();
