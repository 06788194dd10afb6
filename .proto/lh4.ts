import lighthouse from 'lighthouse';
import puppeteer from 'puppeteer-core';
import { launchAuditBrowser } from '../audit/browser/chrome';
import { startAuditServer } from '../audit/browser/server';
const server = await startAuditServer('dist-audit2');
const b = await launchAuditBrowser();
const pb = await puppeteer.connect({ browserURL: `http://127.0.0.1:${b.port}`, defaultViewport: null });
for (const [path, w, skip] of [['/about', 1000, false], ['/about', 400, false], ['/contact', 400, true], ['/appliance-repair-oakland', 400, true]] as const) {
  const ctx = await pb.createBrowserContext(); const page = await ctx.newPage();
  const t = Date.now();
  const r = await lighthouse(server.url + path, { port: b.port, output: 'json', logLevel: 'error', onlyCategories: ['accessibility','best-practices','seo'], disableStorageReset: true, disableFullPageScreenshot: true, skipAboutBlank: skip, pauseAfterFcpMs: w, pauseAfterLoadMs: w, networkQuietThresholdMs: w, cpuQuietThresholdMs: w }, undefined, page as never);
  console.log(path, w, Date.now() - t, JSON.stringify(Object.fromEntries(Object.entries(r!.lhr.categories).map(([k, v]) => [k, v.score]))));
  console.log('  ', r!.lhr.timing.entries.filter((e: any) => e.duration > 200).map((e: any) => `${e.name}:${Math.round(e.duration)}`).join(' '));
  await ctx.close();
}
await pb.disconnect(); await b.close(); await server.close();
