import { chromium } from '@playwright/test';
import { CHROMIUM_FLAGS, findChromium, startServer } from '../serve';
const [path = '/', width = '360'] = process.argv.slice(2);
const { server, url } = await startServer({ dist: process.env.DIST_DIR ?? 'dist', port: 0, quiet: true });
const browser = await chromium.launch({ executablePath: findChromium()!, args: CHROMIUM_FLAGS });
const ctx = await browser.newContext({ viewport: { width: Number(width), height: 740 } });
await ctx.route(/^https?:\/\/(?!127\.0\.0\.1|localhost)/, (r) => r.abort());
const page = await ctx.newPage();
await page.goto(url + path, { waitUntil: 'networkidle' });
console.log(
  await page.evaluate(() =>
    [
      `total ${document.documentElement.scrollHeight}`,
      `header ${Math.round(document.querySelector('.site-header')!.getBoundingClientRect().height)}`,
      ...[...document.querySelectorAll(process.env.SEL ?? 'main > *')].map(
        (e) =>
          `${Math.round(e.getBoundingClientRect().height)}  ${e.tagName} #${e.id} .${e.className} ${(e.querySelector('h2,h1')?.textContent ?? '').slice(0, 40)}`,
      ),
      `footer ${Math.round(document.querySelector('footer')!.getBoundingClientRect().height)}`,
    ].join('\n'),
  ),
);
await browser.close();
server.close();
