/**
 * Regressions a release could ship, planted into a copy of the build for `npm run bench:gate`:
 * a long task in one page's start-up (work that takes 300 ms on a quiet machine), and a 3 MB image at the top of one page.
 * Both are files of the site's own origin, so the Content Security Policy lets them load as a
 * real mistake would.
 */
import { randomBytes } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The templates whose timed page gets the planted regression, in turn: a regression is caught only
 * where the run times a page, so bench:gate plants on each template's representative (the page
 * every profile times), read off the quiet baseline's report.
 */
export const PLANT_TEMPLATES = ['city', 'brand', 'blog-post', 'maintenance-guide', 'service'];

const htmlFile = (dir: string, page: string) => join(dir, `${page.slice(1)}.html`);

function edit(dir: string, page: string, change: (html: string) => string): void {
  const file = htmlFile(dir, page);
  const before = readFileSync(file, 'utf8');
  const after = change(before);
  if (after === before) throw new Error(`Could not plant a regression in ${file}.`);
  writeFileSync(file, after);
}

/** The work of the planted long task: arithmetic V8 cannot skip, the same in Node and in Chromium. */
const SPIN = 'let x = 0; for (let i = 0; i < N; i++) x = (x * 31 + i) % 1000003;';

/**
 * Iterations of SPIN that take `ms` on this machine while it is quiet. A real regression is a fixed
 * amount of work, not a fixed time: a loop that spins until the clock says 300 ms would do less work
 * the busier the machine, and measure the load rather than the page.
 */
export function calibrateLongTask(ms = 300): number {
  const spin = new Function('N', `${SPIN} return x;`) as (n: number) => number;
  spin(1e6); // warm up the optimiser
  const trial = 2e7;
  const started = performance.now();
  spin(trial);
  return Math.round((trial * ms) / (performance.now() - started));
}

/** A module script that keeps the main thread busy with `iterations` of work (300 ms on a quiet machine) as the page starts. */
export function plantLongTask(dir: string, page: string, iterations: number): void {
  writeFileSync(
    join(dir, 'assets/planted-long-task.js'),
    `const N = ${iterations};\n${SPIN}\nglobalThis.plantedResult = x;\n`,
  );
  edit(dir, page, (html) =>
    html.replace('</head>', '<script type="module" src="/assets/planted-long-task.js"></script></head>'),
  );
}

/** A 3 MB PNG of noise (it does not compress) as the first thing on the page, where a hero photo goes. */
export async function plantImage(dir: string, page: string): Promise<void> {
  const { default: sharp } = await import('sharp');
  const side = 1000;
  const png = await sharp(randomBytes(side * side * 3), { raw: { width: side, height: side, channels: 3 } })
    .png({ compressionLevel: 0 })
    .toBuffer();
  writeFileSync(join(dir, 'images/planted-photo.png'), png);
  // Outside the React root, so the page still hydrates: the regression is the bytes, nothing else.
  edit(dir, page, (html) =>
    html.replace(
      '<div id="root"',
      `<img src="/images/planted-photo.png" width="${side}" height="${side}" alt="A planted photo of the team" style="width:100%;height:auto"><div id="root"`,
    ),
  );
}
