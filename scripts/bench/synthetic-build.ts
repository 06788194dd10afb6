/**
 * Copies of the site with extra synthetic city pages, built into a temp folder: to time how the
 * build scales with the number of pages (`npm run bench`), to measure the pages of a large site
 * (`npm run bench -- --scale 1000`, scripts/bench/audit-scale.ts), and to check that one more
 * city leaves the other pages' bytes alone (tests/dist/city-isolation.full.test.ts). The repository
 * is not touched. Also runnable alone:
 *   tsx scripts/bench/synthetic-build.ts 100 1000
 *
 * The synthetic towns are spread over the real site's seven counties and five regions (one
 * county after another, in content/business.ts order), each placed inside its county, so lists
 * grouped by region or county and "nearest cities" see a site shaped like the real one.
 */
import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { cities } from '../../content/cities';
import type { City } from '../../model/schemas';
import { seededRandom } from '@bay-appliance/common/seeded-random';
import { copyDependencies } from '../lib/checkout-copy';
import { BUILD_ENV, parseCli } from '../lib/cli-help';

const ROOT = resolve('.');
const COPY = [
  'model',
  'core',
  'serve',
  'src',
  'content',
  'scripts',
  'public',
  'audit',
  'packages',
  'audit.config.json',
  'index.html',
  'vite.config.ts',
  'tsconfig.json',
  'package.json',
];

/** The real site's city pages (content/cities/). */
export const REAL_CITY_COUNT = cities.length;

export interface BuildTiming {
  cityPages: number;
  pages: number;
  seconds: number;
  msPerPage: number;
  /** The copy, when asked to keep it (the caller removes it). */ dir?: string;
}

/**
 * Where synthetic towns go: each county of the site with its region and a box inside the county
 * (degrees; every box is within the schema's Bay Area bounds and around the real cities there).
 */
export const SYNTHETIC_AREAS: {
  county: City['county'];
  region: City['region'];
  lat: [number, number];
  lon: [number, number];
}[] = [
  { county: 'San Francisco', region: 'San Francisco', lat: [37.71, 37.8], lon: [-122.5, -122.39] },
  { county: 'Alameda', region: 'East Bay', lat: [37.5, 37.88], lon: [-122.29, -121.75] },
  { county: 'Santa Clara', region: 'South Bay', lat: [37.22, 37.45], lon: [-122.15, -121.8] },
  { county: 'San Mateo', region: 'Peninsula', lat: [37.45, 37.7], lon: [-122.49, -122.2] },
  { county: 'Marin', region: 'North Bay', lat: [37.88, 38.12], lon: [-122.72, -122.5] },
  { county: 'Solano', region: 'North Bay', lat: [38.05, 38.3], lon: [-122.27, -121.95] },
  { county: 'Contra Costa', region: 'East Bay', lat: [37.85, 38.0], lon: [-122.38, -121.85] },
];

/** The county, region and coordinates of synthetic town `i` (from 1): counties in turn, a seeded point inside the county's box. */
export function syntheticPlace(i: number): {
  county: City['county'];
  region: City['region'];
  latitude: number;
  longitude: number;
} {
  const area = SYNTHETIC_AREAS[(i - 1) % SYNTHETIC_AREAS.length];
  const rand = seededRandom(i * 7919);
  const at = ([lo, hi]: [number, number]) => Number((lo + rand() * (hi - lo)).toFixed(4));
  return { county: area.county, region: area.region, latitude: at(area.lat), longitude: at(area.lon) };
}

/** The URL path of synthetic town `i` (from 1). */
export const syntheticCityPath = (i: number): string =>
  `/appliance-repair-synthetic-town-${String(i).padStart(4, '0')}`;

/** Words a synthetic description is drawn from (see `syntheticDescription`). */
const DESCRIPTION_WORDS = (
  'fridge freezer washer dryer oven range cooktop dishwasher icemaker disposal compressor thermostat ' +
  'igniter element pump valve belt motor gasket hinge sensor board relay fuse filter drum spring bearing ' +
  'coil fan defrost drain hose vent lint burner knob latch seal door rack spray arm timer switch heater ' +
  'tenant landlord condo flat cottage bungalow duplex loft ranch townhome kitchen laundry garage basement ' +
  'morning evening weekday quick careful tidy honest local family trusted certified insured written ' +
  'estimate diagnosis parts labor warranty visit booking text call quote cleanup test'
).split(' ');

/**
 * A description of its own for synthetic town `i`: ten seeded words after the page number. The
 * content check refuses descriptions that differ only by the town's name (a near-duplicate), as it
 * should for real pages, so each synthetic page gets its own words.
 */
function syntheticDescription(i: number, n: string): string {
  const rand = seededRandom(i * 104729);
  const words = Array.from({ length: 10 }, () => DESCRIPTION_WORDS[Math.floor(rand() * DESCRIPTION_WORDS.length)]);
  return `Synthetic benchmark page ${n} about ${words.join(' ')}.`;
}

function cityFile(i: number): string {
  const n = String(i).padStart(4, '0');
  const name = `Synthetic Town ${n}`;
  const place = syntheticPlace(i);
  return `import type { City } from '../../model/schemas';
const city: City = {
  slug: 'synthetic-town-${n}',
  name: '${name}',
  county: '${place.county}',
  region: '${place.region}',
  coordinates: { latitude: ${place.latitude.toFixed(4)}, longitude: ${place.longitude.toFixed(4)} },
  water: { supplier: 'the synthetic town ${n} water department', hardness: 'soft' },
  gasUtility: 'PG&E',
  sources: 'Synthetic benchmark data: no real place, generated to time the build at scale.',
  meta: {
    title: 'Appliance Repair in ${name}, CA',
    description: '${syntheticDescription(i, n)}',
    h1: 'Appliance Repair in ${name}',
  },
  blurb: 'Benchmark town number ${n}, generated to time the build at scale.',
  neighborhoods: ['North ${n}', 'South ${n}', 'East ${n}', 'West ${n}', 'Central ${n}', 'Harbor ${n}', 'Hills ${n}', 'Downtown ${n}'],
  localFeatures: 'Synthetic town ${n} exists only to measure how the build grows with the number of city pages. Its homes are a mix of postwar ranch houses, townhomes and newer condominiums, with the usual refrigerators, washers, dryers, dishwashers and ranges that a technician sees week after week across ${place.region === 'San Francisco' ? 'San Francisco' : `the ${place.region}`}. Each generated page carries its own words so the output is realistic in size.',
  faqs: [
    { question: 'Same-day repair in ${name}?', answer: 'Yes, calls before {sameDayCutoff} are usually seen the same day in benchmark town ${n}.' },
    { question: 'Which brands in ${name}?', answer: 'All the major brands, from Whirlpool and GE to Sub-Zero, in benchmark town ${n}.' },
    { question: 'What does a repair cost in ${name}?', answer: 'Most repairs are {priceRange}; the {diagnosticFee} diagnostic is credited in town ${n}.' },
    { question: 'Is there a warranty in ${name}?', answer: 'Every repair carries our {warranty} warranty on parts and labor in town ${n}.' },
    { question: 'Do your technicians in ${name} work for you?', answer: 'Yes, the technicians who serve benchmark town ${n} work for {business} directly.' },
  ],
};
export default city;
`;
}

/**
 * A copy of the site's sources (node_modules hard-linked) with `extra` synthetic city pages added to
 * content/cities/ and the coverage count raised to match. Returns the copy's folder; the caller
 * removes it.
 */
export function syntheticCopy(extra: number): string {
  const dir = mkdtempSync(join(tmpdir(), 'synthetic-build-'));
  try {
    for (const item of COPY) cpSync(join(ROOT, item), join(dir, item), { recursive: true });
    // node_modules inside the copy, as in a checkout, not a symlink: the chunks follow the modules' paths (scripts/lib/checkout-copy.ts).
    copyDependencies(ROOT, dir);
    const index = join(dir, 'content/cities/index.ts');
    const imports: string[] = [];
    const names: string[] = [];
    for (let i = 1; i <= extra; i++) {
      const n = String(i).padStart(4, '0');
      writeFileSync(join(dir, `content/cities/synthetic-town-${n}.ts`), cityFile(i));
      imports.push(`import syntheticTown${n} from './synthetic-town-${n}';`);
      names.push(`  syntheticTown${n},`);
    }
    const registry = readFileSync(index, 'utf8');
    const grown = registry
      .replace('\nexport const cities', `\n${imports.join('\n')}\nexport const cities`)
      .replace(/\n\];\s*$/, `\n${names.join('\n')}\n];\n`);
    if (extra > 0 && grown === registry)
      throw new Error(
        'content/cities/index.ts no longer has the shape the synthetic copy expects (`export const cities = [ … ];`)',
      );
    writeFileSync(index, grown);
    // The coverage claim's number of cities is counted from the copy's files (scripts/lib/city-pages.ts).
    return dir;
  } catch (error) {
    rmSync(dir, { recursive: true, force: true });
    throw error;
  }
}

/** Builds a copy made by `syntheticCopy` into its own dist/ (the full build: validate, prerender, postbuild); returns the seconds it took. */
export function buildCopy(dir: string, label = dir): number {
  const started = process.hrtime.bigint();
  const result = spawnSync(process.execPath, ['node_modules/tsx/dist/cli.mjs', 'scripts/build.ts'], {
    cwd: dir,
    env: { ...process.env, DIST_DIR: join(dir, 'dist') },
    encoding: 'utf8',
    maxBuffer: 256 * 1024 * 1024,
  });
  const seconds = Number(process.hrtime.bigint() - started) / 1e9;
  if (result.status !== 0) throw new Error(`the build of ${label} failed:\n${result.stderr.slice(-3000)}`);
  return seconds;
}

/** Builds a copy of the site with `cityPages` city pages in total (the real ones + synthetic); `keep` leaves the copy (and its dist/) for an audit or a scale run. */
export function timeSyntheticBuild(cityPages: number, { keep = false } = {}): BuildTiming {
  const dir = syntheticCopy(Math.max(0, cityPages - REAL_CITY_COUNT));
  let kept = false;
  try {
    const seconds = buildCopy(dir, `a synthetic copy with ${cityPages} cities`);
    const pages = countHtml(join(dir, 'dist'));
    kept = keep;
    return { cityPages, pages, seconds, msPerPage: (seconds * 1000) / pages, ...(keep ? { dir } : {}) };
  } finally {
    if (!kept) rmSync(dir, { recursive: true, force: true });
  }
}

function countHtml(dir: string): number {
  return readdirSync(dir, { withFileTypes: true }).reduce(
    (n, d) =>
      n +
      (d.isDirectory() ? (d.name === 'assets' ? 0 : countHtml(join(dir, d.name))) : d.name.endsWith('.html') ? 1 : 0),
    0,
  );
}

if (process.argv[1] && resolve(process.argv[1]) === resolve('scripts/bench/synthetic-build.ts')) {
  const { positionals, count } = parseCli({
    usage: 'npx tsx scripts/bench/synthetic-build.ts [sizes...]',
    about:
      'Times the full build of copies of the site with N city pages in total (the real ones and synthetic towns spread over the real counties), each in a temp folder removed afterwards: how the build scales with the number of pages. The repository is not touched.',
    arguments: { '[sizes...]': 'city pages of each copy (default: 100 1000)' },
    env: BUILD_ENV,
  });
  const sizes = positionals.map((size) => count(size, 'city pages', 1));
  for (const size of sizes.length ? sizes : [100, 1000]) {
    const t = timeSyntheticBuild(size);
    console.log(
      `${t.cityPages} city pages → ${t.pages} HTML files in ${t.seconds.toFixed(1)} s (${t.msPerPage.toFixed(1)} ms/page)`,
    );
  }
}
