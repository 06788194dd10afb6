/**
 * `npm run heights`: every page's height in Chromium at 360 px (and any other widths asked for),
 * tallest first, with the limit of its template (tests/e2e/checks/page-length.ts) and whether it
 * is over. Reads the built output (DIST_DIR, default dist) served like the CDN, offline.
 */
import { BUILD_ENV, CHROMIUM_ENV, parseCli } from './lib/cli-help';

const { values } = parseCli({
  usage: 'npm run heights -- [--widths 360,1280] [--one-per-template]',
  about:
    'Every page’s height in Chromium at 360 px (or the widths given), tallest first, each with its template’s limit and OVER when it is past it. Exits 1 when a page at 360 px is over its limit. Serves the build in DIST_DIR like the CDN, offline.',
  options: {
    widths: { type: 'string', default: '360', value: 'list', description: 'viewport widths, comma-separated' },
    'one-per-template': { type: 'boolean', description: 'only the first page of each template' },
  },
  dotEnv: true,
  env: { DIST_DIR: 'the build to measure (default: dist)', ...CHROMIUM_ENV, ...BUILD_ENV },
});

const { chromium } = await import('@playwright/test');
const { manifest } = await import('../core/urls/manifest');
const { CHROMIUM_FLAGS, findChromium, startServer } = await import('../serve');
const { maxPageHeight, PHONE_WIDTH } = await import('../tests/e2e/checks/page-length');

const seen = new Set<string>();
const pages = values['one-per-template']
  ? manifest.filter((e) => !seen.has(e.template) && seen.add(e.template))
  : manifest;
const { server, url } = await startServer({ dist: process.env.DIST_DIR ?? 'dist', port: 0, quiet: true });
const browser = await chromium.launch({ executablePath: findChromium() ?? undefined, args: CHROMIUM_FLAGS });
let over = 0;
try {
  for (const width of values.widths.split(',').map(Number)) {
    const context = await browser.newContext({ viewport: { width, height: 740 } });
    await context.route(/^https?:\/\/(?!127\.0\.0\.1|localhost)/, (route) => route.abort());
    const page = await context.newPage();
    const rows: { height: number; template: string; path: string }[] = [];
    for (const entry of pages) {
      // After start-up and the full stylesheet: the first paint's inlined rules cover the first screen only.
      await page.goto(url + entry.path, { waitUntil: 'networkidle' });
      await page.waitForFunction(
        () => document.documentElement.dataset.hydrated === 'true' || !document.querySelector('script[type="module"]'),
      );
      rows.push({
        height: await page.evaluate(() => document.documentElement.scrollHeight),
        template: entry.template,
        path: entry.path,
      });
    }
    for (const row of rows.sort((a, b) => b.height - a.height)) {
      const limit = maxPageHeight(row.template);
      const isOver = width === PHONE_WIDTH && row.height > limit;
      if (isOver) over++;
      console.log(
        `${width}px ${String(row.height).padStart(6)} ${row.template.padEnd(18)} ${row.path}${isOver ? `  OVER ${limit}` : ''}`,
      );
    }
    await context.close();
  }
} finally {
  await browser.close();
  server.close();
}
if (over) {
  console.error(`${over} page(s) over their length limit at ${PHONE_WIDTH} px.`);
  process.exit(1);
}
