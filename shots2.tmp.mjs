import { chromium } from '@playwright/test';
import sharp from 'sharp';
import { readFileSync } from 'node:fs';
const m = JSON.parse(readFileSync('dist/audit-manifest.json', 'utf8'));
const seen = new Set();
const reps = m.pages.filter((e) => !seen.has(e.template) && seen.add(e.template));
const b = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
const tiles = [];
const W = Number(process.argv[2]), H = Number(process.argv[3]);
for (const e of reps) {
  const path = e.status === 404 ? e.path.replace(/404$/, '') + 'no-such-page' : e.path;
  const p = await b.newPage({ viewport: { width: W, height: H } });
  await p.route(/^https?:\/\/(?!127\.0\.0\.1)/, (r) => r.abort());
  await p.goto('http://127.0.0.1:4490' + path);
  await p.waitForSelector('html[data-hydrated]', { state: 'attached', timeout: 15000 }).catch(() => {});
  tiles.push(await p.screenshot());
  await p.close();
}
await b.close();
const cols = W < 500 ? 7 : 3;
const rows = Math.ceil(tiles.length / cols);
for (let r = 0; r < rows; r++) {
  const comp = tiles.slice(r * cols, r * cols + cols).map((t, i) => ({ input: t, left: i * W, top: 0 }));
  const buf = await sharp({ create: { width: cols * W, height: H, channels: 3, background: "#fff" } }).composite(comp).png().toBuffer(); await sharp(buf).resize(Math.round(cols * W / 2)).toFile(`/tmp/grid-${W}-${r}.png`);
}
console.log(reps.map((e) => e.template).join(' '));
