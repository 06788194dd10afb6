/**
 * Regressions a release could ship, planted into a copy of the build for `npm run bench:gate`:
 * a 300 ms long task in one page's start-up, and a 3 MB image at the top of one page's content.
 * Both are files of the site's own origin, so the Content Security Policy lets them load as a
 * real mistake would.
 */
import { randomBytes } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** Pages that are not their template's representative (those are timed in every run anyway). */
export const PLANT_PAGES = ['/appliance-repair-oakland', '/brands/lg', '/blog/dishwasher-maintenance', '/maintenance/dishwasher', '/oven-repair'];

const htmlFile = (dir: string, page: string) => join(dir, `${page.slice(1)}.html`);

function edit(dir: string, page: string, change: (html: string) => string): void {
  const file = htmlFile(dir, page);
  const before = readFileSync(file, 'utf8');
  const after = change(before);
  if (after === before) throw new Error(`Could not plant a regression in ${file}.`);
  writeFileSync(file, after);
}

/** A module script that keeps the main thread busy for 300 ms as the page starts. */
export function plantLongTask(dir: string, page: string): void {
  writeFileSync(join(dir, 'assets/planted-long-task.js'), 'const started = performance.now();\nwhile (performance.now() - started < 300) { /* a start-up that blocks */ }\n');
  edit(dir, page, (html) => html.replace('</head>', '<script type="module" src="/assets/planted-long-task.js"></script></head>'));
}

/** A 3 MB PNG of noise (it does not compress) as the first thing in the page's main content. */
export async function plantImage(dir: string, page: string): Promise<void> {
  const { default: sharp } = await import('sharp');
  const side = 1000;
  const png = await sharp(randomBytes(side * side * 3), { raw: { width: side, height: side, channels: 3 } }).png({ compressionLevel: 0 }).toBuffer();
  writeFileSync(join(dir, 'images/planted-photo.png'), png);
  edit(dir, page, (html) => html.replace(/<main([^>]*)>/, `<main$1><img src="/images/planted-photo.png" width="${side}" height="${side}" alt="A planted photo of the team">`));
}
