/**
 * Generates the site's own imagery into public/images/ from SVG art drawn
 * here (flat shapes in the brand palette, no stock photos, no fonts to load):
 *   services/{key}.webp + .png   640×400, rendered with sharp (related-service cards)
 *   blog/{slug}.svg               1200×630 post illustrations
 *   placeholder.svg               the fallback for any image that fails (docs/product.md)
 * Run `npm run images` after changing the art; the output is committed, so a
 * build does not redraw art that rarely changes. (The build still runs sharp:
 * the postbuild renders the Open Graph cards and PNG icons, scripts/lib/images.ts.)
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseCli } from './lib/cli-help';

parseCli({
  usage: 'npm run images',
  about:
    'Draws the site’s own imagery from the SVG art in this script into public/images/ (services/*.webp and .png at 640×400, blog/*.svg at 1200×630, placeholder.svg). The output is committed: run it after changing the art, not on every build.',
});

const OUT = join(process.cwd(), 'public', 'images');
const C = {
  brand: '#0b4f6c',
  deep: '#083a50',
  soft: '#e6f1f6',
  mid: '#9cc3d5',
  wall: '#f3f6f8',
  floor: '#d5dde3',
  accent: '#b4460b',
  accentSoft: '#f6c9ab',
  sun: '#f2a900',
  white: '#ffffff',
  steel: '#c9d6de',
  steelDark: '#7d8f9c',
  ink: '#1c2630',
  ice: '#dff3fb',
  red: '#c2410c',
  green: '#1d6b3a',
  glow: '#ff8a3d',
  water: '#7fb8d4',
};
const FONT = 'font-family="system-ui, -apple-system, \'Segoe UI\', Roboto, Arial, sans-serif"';

const svg = (w: number, h: number, body: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${w} ${h}" width="${w}" height="${h}">${body}</svg>\n`;

/* ---------- shared pieces ---------- */

/** Kitchen backdrop: wall, floor line, a soft circle behind the subject. */
const room = (w: number, h: number, floorY: number) =>
  `<rect width="${w}" height="${h}" fill="${C.wall}"/><circle cx="${w / 2}" cy="${floorY - 120}" r="${Math.min(w, h) * 0.42}" fill="${C.soft}"/>` +
  `<rect y="${floorY}" width="${w}" height="${h - floorY}" fill="${C.floor}"/><rect y="${floorY}" width="${w}" height="4" fill="${C.steelDark}" opacity=".35"/>`;

const wrench = (x: number, y: number, r: number, s = 1) =>
  `<g transform="translate(${x} ${y}) rotate(${r}) scale(${s})"><path d="M0 0h70" stroke="${C.deep}" stroke-width="13" stroke-linecap="round"/>` +
  `<path d="M70-18a20 20 0 1 0 0 36l-7-11h-11v-14h11z" fill="${C.deep}"/></g>`;

const screwdriver = (x: number, y: number, r: number) =>
  `<g transform="translate(${x} ${y}) rotate(${r})"><rect x="-8" y="-30" width="16" height="34" rx="6" fill="${C.accent}"/><rect x="-2.5" y="4" width="5" height="42" fill="${C.steelDark}"/></g>`;

const toolbox = (x: number, y: number) =>
  `<g transform="translate(${x} ${y})"><path d="M22 0h36v-14a6 6 0 0 0-6-6H28a6 6 0 0 0-6 6z" fill="none" stroke="${C.deep}" stroke-width="6"/>` +
  `<rect y="0" width="80" height="50" rx="6" fill="${C.accent}"/><rect y="16" width="80" height="6" fill="${C.deep}" opacity=".35"/><rect x="34" y="12" width="12" height="14" rx="2" fill="${C.deep}"/></g>`;

const badge = (x: number, y: number, ok = true, r = 28) =>
  `<g transform="translate(${x} ${y})"><circle r="${r}" fill="${ok ? C.green : C.red}"/>` +
  (ok
    ? `<path d="M-${r * 0.42} 0l${r * 0.3} ${r * 0.3} ${r * 0.56}-${r * 0.6}" stroke="#fff" stroke-width="${r / 4.5}" fill="none" stroke-linecap="round" stroke-linejoin="round"/>`
    : `<path d="M-${r * 0.32}-${r * 0.32}l${r * 0.64} ${r * 0.64}M${r * 0.32}-${r * 0.32}l-${r * 0.64} ${r * 0.64}" stroke="#fff" stroke-width="${r / 4.5}" stroke-linecap="round"/>`) +
  `</g>`;

const thermometer = (x: number, y: number, level: number, color: string, label: string) =>
  `<g transform="translate(${x} ${y})"><rect x="-11" y="0" width="22" height="110" rx="11" fill="#fff" stroke="${C.deep}" stroke-width="4"/>` +
  `<circle cy="118" r="20" fill="${color}" stroke="${C.deep}" stroke-width="4"/><rect x="-5" y="${110 - level}" width="10" height="${level + 4}" rx="5" fill="${color}"/>` +
  `<text x="30" y="70" ${FONT} font-size="30" font-weight="800" fill="${C.ink}">${label}</text></g>`;

const sparkle = (x: number, y: number, s = 1) =>
  `<path transform="translate(${x} ${y}) scale(${s})" d="M0-16C2-4 4-2 16 0 4 2 2 4 0 16-2 4-4 2-16 0-4-2-2-4 0-16z" fill="${C.sun}"/>`;

const bottle = (x: number, y: number, color: string) =>
  `<g transform="translate(${x} ${y}) rotate(-90)"><rect x="-9" y="0" width="18" height="46" rx="7" fill="${color}"/><rect x="-4" y="-14" width="8" height="16" fill="${color}"/></g>`;

/* ---------- appliances (640×400 scene, floor at y=340) ---------- */

const fridge = (x: number, y: number, w: number, h: number, french = true) =>
  `<g transform="translate(${x} ${y})"><rect width="${w}" height="${h}" rx="14" fill="#fff" stroke="${C.deep}" stroke-width="5"/>` +
  (french
    ? `<path d="M${w / 2} 0v${h * 0.62}M0 ${h * 0.62}h${w}" stroke="${C.deep}" stroke-width="5"/><rect x="${w / 2 - 18}" y="${h * 0.2}" width="7" height="${h * 0.25}" rx="3" fill="${C.brand}"/><rect x="${w / 2 + 11}" y="${h * 0.2}" width="7" height="${h * 0.25}" rx="3" fill="${C.brand}"/><rect x="${w * 0.3}" y="${h * 0.7}" width="${w * 0.4}" height="7" rx="3" fill="${C.brand}"/>`
    : `<path d="M0 ${h * 0.35}h${w}" stroke="${C.deep}" stroke-width="5"/><rect x="16" y="${h * 0.1}" width="7" height="${h * 0.17}" rx="3" fill="${C.brand}"/><rect x="16" y="${h * 0.42}" width="7" height="${h * 0.3}" rx="3" fill="${C.brand}"/>`) +
  `<rect x="${w * 0.12}" y="${h - 2}" width="${w * 0.76}" height="14" fill="${C.deep}"/>` +
  `</g>`;

const frontLoader = (x: number, y: number, open = false) =>
  `<g transform="translate(${x} ${y})"><rect width="170" height="190" rx="14" fill="#fff" stroke="${C.deep}" stroke-width="5"/><path d="M0 40h170" stroke="${C.deep}" stroke-width="5"/>` +
  `<rect x="14" y="12" width="50" height="16" rx="4" fill="${C.soft}" stroke="${C.deep}" stroke-width="3"/><circle cx="140" cy="20" r="10" fill="${C.mid}" stroke="${C.deep}" stroke-width="3"/>` +
  `<circle cx="85" cy="112" r="52" fill="${C.steel}" stroke="${C.deep}" stroke-width="5"/><circle cx="85" cy="112" r="36" fill="${C.mid}"/><path d="M58 118c14-10 28 10 54 0" stroke="#fff" stroke-width="5" fill="none" stroke-linecap="round"/>` +
  (open
    ? `<rect x="126" y="160" width="36" height="24" rx="4" fill="${C.deep}"/><circle cx="144" cy="172" r="7" fill="${C.accent}"/>`
    : `<rect x="130" y="164" width="28" height="16" rx="3" fill="${C.steel}" stroke="${C.deep}" stroke-width="3"/>`) +
  `</g>`;

const dryer = (x: number, y: number) =>
  `<g transform="translate(${x} ${y})"><rect width="170" height="190" rx="14" fill="#fff" stroke="${C.deep}" stroke-width="5"/><path d="M0 40h170" stroke="${C.deep}" stroke-width="5"/>` +
  `<circle cx="30" cy="20" r="10" fill="${C.mid}" stroke="${C.deep}" stroke-width="3"/><rect x="60" y="12" width="90" height="16" rx="4" fill="${C.soft}" stroke="${C.deep}" stroke-width="3"/>` +
  `<circle cx="85" cy="112" r="52" fill="${C.soft}" stroke="${C.deep}" stroke-width="5"/><circle cx="85" cy="112" r="36" fill="#fff" stroke="${C.steel}" stroke-width="4"/>` +
  `<path d="M70 104q8-10 15 0t15 0M70 122q8-10 15 0t15 0" stroke="${C.accent}" stroke-width="4" fill="none" stroke-linecap="round"/></g>`;

const dishwasher = (x: number, y: number) =>
  `<g transform="translate(${x} ${y})"><rect width="200" height="40" rx="8" fill="${C.steel}" stroke="${C.deep}" stroke-width="5"/>` +
  `<rect x="12" y="10" width="60" height="14" rx="4" fill="${C.soft}"/><circle cx="170" cy="20" r="8" fill="${C.green}"/>` +
  `<rect y="36" width="200" height="150" fill="${C.soft}" stroke="${C.deep}" stroke-width="5"/>` +
  `<path d="M20 80h160M20 140h160" stroke="${C.steelDark}" stroke-width="4"/>` +
  [40, 70, 100, 130, 160]
    .map((cx) => `<ellipse cx="${cx}" cy="66" rx="11" ry="18" fill="#fff" stroke="${C.brand}" stroke-width="3"/>`)
    .join('') +
  `<rect x="30" y="112" width="24" height="26" rx="3" fill="#fff" stroke="${C.brand}" stroke-width="3"/><rect x="66" y="112" width="24" height="26" rx="3" fill="#fff" stroke="${C.brand}" stroke-width="3"/>` +
  `<circle cx="100" cy="166" r="14" fill="${C.mid}" stroke="${C.deep}" stroke-width="4"/>` +
  `<path d="M0 186l-40 40h280l-40-40z" fill="#fff" stroke="${C.deep}" stroke-width="5" stroke-linejoin="round"/></g>`;

const range = (x: number, y: number, glow = true) =>
  `<g transform="translate(${x} ${y})"><rect x="-6" y="-10" width="212" height="18" rx="4" fill="${C.deep}"/>` +
  `<rect width="200" height="46" fill="#fff" stroke="${C.deep}" stroke-width="5"/>${[34, 70, 130, 166].map((cx) => `<circle cx="${cx}" cy="23" r="9" fill="${C.mid}" stroke="${C.deep}" stroke-width="3"/>`).join('')}` +
  `<rect y="46" width="200" height="180" rx="6" fill="#fff" stroke="${C.deep}" stroke-width="5"/><rect x="22" y="66" width="156" height="118" rx="10" fill="${C.ink}" opacity=".85"/>` +
  (glow
    ? `<path d="M40 160h120" stroke="${C.glow}" stroke-width="8" stroke-linecap="round"/><path d="M40 170h120" stroke="${C.sun}" stroke-width="3" opacity=".7"/>`
    : `<path d="M40 160h120" stroke="${C.steelDark}" stroke-width="8" stroke-linecap="round"/>`) +
  `<rect x="40" y="58" width="120" height="6" rx="3" fill="${C.steel}"/></g>`;

const iceMaker = (x: number, y: number) =>
  `<g transform="translate(${x} ${y})"><rect width="230" height="230" rx="14" fill="${C.ice}" stroke="${C.deep}" stroke-width="5"/>` +
  `<rect x="24" y="30" width="182" height="46" rx="8" fill="#fff" stroke="${C.deep}" stroke-width="4"/>${[0, 1, 2, 3, 4, 5].map((i) => `<path d="M${44 + i * 28} 44q10 18 20 0" stroke="${C.brand}" stroke-width="4" fill="none"/>`).join('')}` +
  `<path d="M36 100h158l-14 110H50z" fill="#fff" stroke="${C.deep}" stroke-width="4" stroke-linejoin="round"/>` +
  [
    [70, 170],
    [98, 180],
    [126, 168],
    [150, 182],
    [86, 146],
    [118, 144],
    [140, 152],
  ]
    .map(
      ([cx, cy]) =>
        `<rect x="${cx - 13}" y="${cy - 13}" width="26" height="26" rx="6" fill="${C.mid}" opacity=".9" transform="rotate(12 ${cx} ${cy})"/>`,
    )
    .join('') +
  `</g>`;

const sinkCabinet = (x: number, y: number) =>
  `<g transform="translate(${x} ${y})"><rect x="-20" y="0" width="320" height="20" fill="${C.steel}" stroke="${C.deep}" stroke-width="4"/>` +
  `<rect width="280" height="190" y="20" fill="#fff" stroke="${C.deep}" stroke-width="5"/><path d="M100 20v90" stroke="${C.steelDark}" stroke-width="10"/>` +
  `<rect x="66" y="86" width="70" height="96" rx="14" fill="${C.mid}" stroke="${C.deep}" stroke-width="5"/><rect x="76" y="96" width="50" height="12" rx="4" fill="${C.brand}"/>` +
  `<path d="M136 120h60v70" stroke="${C.steelDark}" stroke-width="10" fill="none"/><circle cx="101" cy="178" r="7" fill="${C.accent}"/></g>`;

const wineFridge = (x: number, y: number) =>
  `<g transform="translate(${x} ${y})"><rect width="150" height="250" rx="12" fill="${C.deep}"/><rect x="14" y="14" width="122" height="204" rx="6" fill="${C.brand}" opacity=".9"/>` +
  [40, 86, 132, 178]
    .map(
      (sy) =>
        `<path d="M14 ${sy + 16}h122" stroke="${C.steel}" stroke-width="3"/>` +
        bottle(30, sy + 4, C.accent) +
        bottle(86, sy + 4, '#7b2d26'),
    )
    .join('') +
  `<rect x="40" y="226" width="70" height="14" rx="3" fill="${C.ink}"/><text x="75" y="237" ${FONT} font-size="11" font-weight="700" fill="${C.mid}" text-anchor="middle">55°F</text></g>`;

const cooktop = (x: number, y: number) =>
  `<g transform="translate(${x} ${y})"><rect width="360" height="170" rx="14" fill="${C.ink}"/><rect x="10" y="10" width="340" height="150" rx="10" fill="#2c3a46"/>` +
  [
    [90, 60, 34],
    [270, 60, 30],
    [90, 120, 26],
    [270, 120, 34],
  ]
    .map(
      ([cx, cy, r]) =>
        `<circle cx="${cx}" cy="${cy}" r="${r}" fill="none" stroke="${C.steelDark}" stroke-width="6"/><circle cx="${cx}" cy="${cy}" r="${r * 0.45}" fill="${C.steelDark}"/>`,
    )
    .join('') +
  [0, 60, 120, 180, 240, 300]
    .map((a) => `<path transform="translate(90 60) rotate(${a})" d="M0-22q6-12 0-24q-6 12 0 24" fill="#3d8fd6"/>`)
    .join('') +
  `<circle cx="180" cy="90" r="14" fill="${C.steel}"/><path d="M180 80v10" stroke="${C.deep}" stroke-width="4" stroke-linecap="round"/></g>`;

const commercialFridge = (x: number, y: number) =>
  `<g transform="translate(${x} ${y})"><rect width="240" height="270" rx="10" fill="${C.steel}" stroke="${C.deep}" stroke-width="5"/><rect x="10" y="10" width="220" height="30" rx="4" fill="${C.steelDark}"/>` +
  `<text x="120" y="32" ${FONT} font-size="16" font-weight="700" fill="#fff" text-anchor="middle">36°F</text>` +
  `<rect x="14" y="50" width="102" height="200" rx="6" fill="${C.ice}" stroke="${C.deep}" stroke-width="4"/><rect x="124" y="50" width="102" height="200" rx="6" fill="${C.ice}" stroke="${C.deep}" stroke-width="4"/>` +
  [100, 150, 200]
    .map(
      (sy) =>
        `<path d="M20 ${sy}h90M130 ${sy}h90" stroke="${C.steelDark}" stroke-width="3"/><rect x="30" y="${sy - 22}" width="26" height="20" rx="3" fill="${C.accentSoft}"/><rect x="140" y="${sy - 26}" width="20" height="24" rx="3" fill="${C.mid}"/><rect x="170" y="${sy - 18}" width="30" height="16" rx="3" fill="${C.accentSoft}"/>`,
    )
    .join('') +
  `<rect x="100" y="120" width="8" height="60" rx="4" fill="${C.deep}"/><rect x="132" y="120" width="8" height="60" rx="4" fill="${C.deep}"/><rect x="10" y="262" width="220" height="10" fill="${C.deep}"/></g>`;

const SERVICES: Record<string, string> = {
  refrigerator:
    room(640, 400, 340) +
    fridge(230, 70, 180, 270) +
    `<rect x="250" y="320" width="140" height="16" fill="${C.steelDark}"/>` +
    `<path d="M262 328h116" stroke="${C.accent}" stroke-width="3" stroke-dasharray="8 6"/>` +
    wrench(440, 300, -20) +
    toolbox(90, 290) +
    sparkle(470, 120),
  washer:
    room(640, 400, 340) +
    frontLoader(235, 150, true) +
    toolbox(455, 290) +
    screwdriver(120, 300, 40) +
    sparkle(430, 120),
  dryer:
    room(640, 400, 340) +
    `<path d="M405 200h60q30 0 30-30V40" stroke="${C.steelDark}" stroke-width="22" fill="none"/><path d="M405 200h60q30 0 30-30V40" stroke="${C.steel}" stroke-width="14" fill="none" stroke-dasharray="4 6"/>` +
    dryer(235, 150) +
    toolbox(90, 290) +
    badge(520, 260),
  dishwasher:
    room(640, 400, 340) + dishwasher(220, 110) + wrench(90, 300, -25) + sparkle(470, 130) + sparkle(500, 170, 0.6),
  oven: room(640, 400, 340) + range(220, 112) + thermometer(490, 150, 70, C.accent, '') + toolbox(80, 290),
  'ice-maker': room(640, 400, 340) + iceMaker(205, 80) + screwdriver(500, 250, 30) + sparkle(470, 90),
  disposal: room(640, 400, 340) + sinkCabinet(180, 128) + wrench(80, 318, -10) + badge(530, 110),
  freezer:
    room(640, 400, 340) +
    fridge(240, 60, 160, 280, false) +
    thermometer(480, 140, 30, C.brand, '0°F') +
    toolbox(90, 290),
  'wine-refrigerator': room(640, 400, 340) + wineFridge(245, 90) + screwdriver(480, 300, 25) + sparkle(450, 120),
  cooktop:
    room(640, 400, 340) +
    `<rect x="60" y="300" width="520" height="40" fill="${C.steel}"/>` +
    cooktop(140, 130) +
    screwdriver(540, 250, 35),
  commercial: room(640, 400, 340) + commercialFridge(200, 70) + toolbox(480, 290) + badge(110, 130),
};

function sparkleIce(x: number, y: number) {
  return `<path transform="translate(${x} ${y})" d="M0-14v28M-12-7l24 14M-12 7l24-14" stroke="${C.mid}" stroke-width="4" stroke-linecap="round"/>`;
}

/* ---------- blog (1200×630) ---------- */

const blogFrame = (body: string, tint = C.soft) =>
  `<rect width="1200" height="630" fill="${C.wall}"/><circle cx="880" cy="300" r="300" fill="${tint}"/><circle cx="180" cy="520" r="140" fill="${C.soft}" opacity=".7"/>` +
  `<rect y="560" width="1200" height="70" fill="${C.floor}"/>` +
  body;

const BLOG: Record<string, string> = {
  'refrigerator-not-cooling': blogFrame(
    `<g transform="translate(0 -20)">${fridge(620, 120, 260, 440)}</g>` +
      thermometer(980, 220, 90, C.red, '52°F') +
      `<g transform="translate(300 260) scale(2.2)">${sparkleIce(0, 0)}</g>` +
      wrench(240, 470, -20, 1.6),
  ),
  'dishwasher-maintenance': blogFrame(
    `<g transform="translate(520 140) scale(1.6)">${dishwasher(0, 0)}</g>` +
      `<g transform="translate(160 160)"><rect width="200" height="190" rx="16" fill="#fff" stroke="${C.deep}" stroke-width="5"/><rect width="200" height="50" rx="16" fill="${C.brand}"/><rect y="30" width="200" height="20" fill="${C.brand}"/>` +
      [0, 1, 2, 3, 4, 5, 6, 7, 8]
        .map(
          (i) =>
            `<rect x="${24 + (i % 3) * 56}" y="${70 + Math.floor(i / 3) * 38}" width="40" height="26" rx="5" fill="${i === 4 ? C.accent : C.soft}"/>`,
        )
        .join('') +
      `</g>` +
      sparkle(1000, 150, 2) +
      sparkle(1060, 230, 1.2),
  ),
  'when-to-repair-vs-replace': blogFrame(
    `<g transform="translate(600 130)"><path d="M0 0v360M-120 400h240" stroke="${C.deep}" stroke-width="14" stroke-linecap="round"/><path d="M-280 40l560-30" stroke="${C.deep}" stroke-width="12" stroke-linecap="round"/><circle r="22" fill="${C.accent}"/>` +
      `<path d="M-280 40l-60 150h120zM280 10l-60 150h120z" fill="none" stroke="${C.steelDark}" stroke-width="5"/>` +
      `<path d="M-350 190a70 26 0 0 0 140 0z" fill="${C.brand}"/><path d="M210 160a70 26 0 0 0 140 0z" fill="${C.brand}"/></g>` +
      wrench(262, 296, -4, 1.3) +
      `<g transform="translate(830 160)"><rect width="100" height="130" rx="10" fill="#fff" stroke="${C.deep}" stroke-width="5"/><path d="M0 45h100" stroke="${C.deep}" stroke-width="5"/></g>` +
      `<g transform="translate(300 430)"><rect width="190" height="60" rx="30" fill="${C.green}"/><text x="95" y="40" ${FONT} font-size="28" font-weight="800" fill="#fff" text-anchor="middle">$150–400</text></g>` +
      `<g transform="translate(760 430)"><rect width="190" height="60" rx="30" fill="${C.red}"/><text x="95" y="40" ${FONT} font-size="28" font-weight="800" fill="#fff" text-anchor="middle">$1,200+</text></g>`,
    C.accentSoft,
  ),
};

const PLACEHOLDER = svg(
  640,
  400,
  `<rect width="640" height="400" fill="${C.soft}"/><circle cx="320" cy="180" r="80" fill="#fff"/>` +
    wrench(282, 218, -45, 1) +
    `<text x="320" y="320" ${FONT} font-size="22" font-weight="700" fill="${C.brand}" text-anchor="middle">Appliance repair</text>`,
);

async function main(): Promise<void> {
  const { default: sharp } = await import('sharp');
  for (const dir of ['services', 'blog']) mkdirSync(join(OUT, dir), { recursive: true });
  writeFileSync(join(OUT, 'placeholder.svg'), PLACEHOLDER);
  for (const [name, body] of Object.entries(BLOG))
    writeFileSync(join(OUT, 'blog', `${name}.svg`), svg(1200, 630, body));
  for (const [key, body] of Object.entries(SERVICES)) {
    const image = sharp(Buffer.from(svg(640, 400, body)), { density: 96 }).resize(640, 400);
    await image
      .clone()
      .webp({ quality: 82, effort: 6 })
      .toFile(join(OUT, 'services', `${key}.webp`));
    await image
      .clone()
      .png({ palette: true, quality: 85, compressionLevel: 9, effort: 10 })
      .toFile(join(OUT, 'services', `${key}.png`));
  }
  console.log(`Images written to ${OUT}`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
