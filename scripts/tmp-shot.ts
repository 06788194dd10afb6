import { chromium } from '@playwright/test';
import { CHROMIUM_FLAGS, findChromium, startServer } from '../serve';
const [path = '/', width = '360', out = '/tmp/shot.png', scroll = '0', full = ''] = process.argv.slice(2);
const { server, url } = await startServer({ dist: process.env.DIST_DIR ?? 'dist', port: 0, quiet: true });
const browser = await chromium.launch({ executablePath: findChromium()!, args: CHROMIUM_FLAGS });
const ctx = await browser.newContext({ viewport: { width: Number(width), height: 740 }, reducedMotion: 'reduce' });
await ctx.route(/^https?:\/\/(?!127\.0\.0\.1|localhost)/, (r) => r.abort());
const page = await ctx.newPage();
await page.goto(url + path, { waitUntil: 'load' });
await page.evaluate(() =>
  document.querySelectorAll('img[loading="lazy"]').forEach((i) => i.removeAttribute('loading')),
);
await page.waitForLoadState('networkidle');
if (Number(scroll)) {
  await page.mouse.wheel(0, Number(scroll));
  await page.waitForTimeout(300);
}
await page.screenshot({ path: out, fullPage: Boolean(full) });
await browser.close();
server.close();
