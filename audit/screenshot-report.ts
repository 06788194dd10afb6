/**
 * docs/audit-report.png: a screenshot of the top of the HTML report (scores,
 * fix-first list, worst pages, trends), and docs/audit-changes.png: its "What
 * changed" section, both opened from disk with the network off.
 * `npx tsx audit/screenshot-report.ts [report folder]` (default audit-reports).
 */
import { existsSync, mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { chromium } from '@playwright/test';
import { CHROMIUM_FLAGS, findChromium } from './host';

export async function screenshotReport(folder: string, file: string, changesFile?: string): Promise<void> {
  const index = resolve(folder, 'index.html');
  if (!existsSync(index)) throw new Error(`No report in ${folder}/: run \`npm run audit\` first.`);
  const browser = await chromium.launch({
    executablePath: findChromium(),
    headless: true,
    args: CHROMIUM_FLAGS.filter((f) => !f.startsWith('--headless')),
  });
  try {
    const context = await browser.newContext({
      offline: true,
      viewport: { width: 1280, height: 1500 },
      deviceScaleFactor: 1,
    });
    const page = await context.newPage();
    await page.goto(pathToFileURL(index).href);
    mkdirSync(resolve(file, '..'), { recursive: true });
    await page.screenshot({ path: file, fullPage: false });
    if (changesFile) await page.locator('section[aria-labelledby="h-changes"]').screenshot({ path: changesFile });
  } finally {
    await browser.close();
  }
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const file = join('docs', 'audit-report.png');
  const changes = join('docs', 'audit-changes.png');
  screenshotReport(process.argv[2] ?? 'audit-reports', file, changes).then(
    () => console.log(`wrote ${file} and ${changes}`),
    (error: Error) => {
      console.error(error.message);
      process.exit(1);
    },
  );
}
