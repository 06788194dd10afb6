import { chromium } from 'playwright-core';
import puppeteer from 'puppeteer-core';
import lighthouse from 'lighthouse';
import { createServer } from 'node:net';
import { startServer } from '../scripts/serve';
import { CHROMIUM_FLAGS, findChromium } from '../scripts/lib/chromium';

const freePort = () => new Promise<number>((res) => { const s = createServer(); s.listen(0, '127.0.0.1', () => { const p = (s.address() as any).port; s.close(() => res(p)); }); });
const port = await freePort();
const { server, url } = await startServer({ dist: 'dist-audit2', port: 0, quiet: true });
const browser = await chromium.launch({ executablePath: findChromium(), headless: true, args: [...CHROMIUM_FLAGS.filter((f) => !f.startsWith('--headless')), `--remote-debugging-port=${port}`, '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1'] });
const pb = await puppeteer.connect({ browserURL: `http://127.0.0.1:${port}`, defaultViewport: null });
for (const [path, cats] of [['/', null], ['/', null], ['/', null], ['/about', ['accessibility','best-practices','seo']]] as const) {
  const page = await pb.newPage();
  const cdp = await page.createCDPSession();
  await cdp.send('Fetch.enable', { patterns: [{ urlPattern: 'https://ipapi.co/*' }] });
  cdp.on('Fetch.requestPaused', (e: any) => { void cdp.send('Fetch.fulfillRequest', { requestId: e.requestId, responseCode: 200, responseHeaders: [{ name: 'content-type', value: 'application/json' }, {name:'access-control-allow-origin', value:'*'}], body: Buffer.from(JSON.stringify({ city: "Reno" })).toString("base64") }).catch((err: any) => console.log("fulfill failed", err.message)); });
  const t = Date.now();
  const r = await lighthouse(url + path, { port, output: 'html', logLevel: 'error', onlyCategories: cats ? [...cats] : undefined }, undefined, page as any);
  const lhr = r!.lhr;
  console.log(path, Date.now() - t, 'ms', Object.fromEntries(Object.entries(lhr.categories).map(([k, v]) => [k, v.score])), lhr.audits['largest-contentful-paint']?.numericValue, lhr.audits['total-blocking-time']?.numericValue, lhr.audits['cumulative-layout-shift']?.numericValue, lhr.runtimeError?.code);
  const nr = (lhr.audits['network-requests']?.details as any)?.items?.map((i: any) => `${i.url} ${i.statusCode}`).filter((u: string) => !u.startsWith(url));
  console.log('  outside:', nr);
  const failed = Object.values(lhr.audits).filter((a: any) => a.score !== null && a.score < 1 && a.scoreDisplayMode !== 'informative' && a.scoreDisplayMode !== 'notApplicable' && a.scoreDisplayMode!=='manual').map((a: any) => `${a.id}:${a.score}`);
  console.log('  failing:', failed.join(' '));
  console.log('  lcp el:', JSON.stringify((lhr.audits['largest-contentful-paint-element']?.details as any)?.items?.[0]?.items?.[0]?.node?.snippet));
  console.log('  timing:', lhr.timing.entries.filter((e: any) => e.duration > 300).map((e: any) => `${e.name}:${Math.round(e.duration)}`).join(' '));
  await page.close();
}
await pb.disconnect(); await browser.close(); server.close();
