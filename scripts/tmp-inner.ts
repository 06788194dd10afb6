import { chromium } from '@playwright/test';
import { CHROMIUM_FLAGS, findChromium, startServer } from '../serve';
const [path, sel] = process.argv.slice(2);
const { server, url } = await startServer({ dist: 'dist', port: 0, quiet: true });
const browser = await chromium.launch({ executablePath: findChromium()!, args: CHROMIUM_FLAGS });
const page = await (await browser.newContext({ viewport: { width: 360, height: 740 } })).newPage();
await page.goto(url + path, { waitUntil: 'networkidle' });
console.log(await page.evaluate((s) => [...document.querySelectorAll(s)].map((e) => `${Math.round(e.getBoundingClientRect().height)} ${e.tagName}.${e.className} ${(e.textContent ?? '').slice(0, 50)}`).join('\n'), sel));
await browser.close(); server.close();
