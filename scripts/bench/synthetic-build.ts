/**
 * Times the full build (validate + prerender + postbuild) of a copy of the
 * site with extra synthetic city pages, to show how the build scales with the
 * number of pages. The copy lives in a temp folder; the repository is not
 * touched. Used by `npm run bench`; also runnable alone:
 *   tsx scripts/bench/synthetic-build.ts 100 1000
 */
import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

const ROOT = resolve('.');
const COPY = ['model', 'serve', 'src', 'content', 'scripts', 'public', 'audit', 'audit.config.json', 'index.html', 'vite.config.ts', 'tsconfig.json', 'package.json'];

export interface BuildTiming { cityPages: number; pages: number; seconds: number; msPerPage: number; /** The copy, when asked to keep it (the caller removes it). */ dir?: string }

function cityFile(i: number): string {
  const n = String(i).padStart(4, '0');
  const name = `Synthetic Town ${n}`;
  return `import type { City } from '../../model/schemas';
const city: City = {
  slug: 'synthetic-town-${n}',
  name: '${name}',
  county: 'San Mateo',
  region: 'Peninsula',
  coordinates: { latitude: ${(37.45 + (i % 100) * 0.002).toFixed(4)}, longitude: ${(-122.4 + Math.floor(i / 100) * 0.01).toFixed(4)} },
  water: { supplier: 'the synthetic town ${n} water department', hardness: 'soft' },
  gasUtility: 'PG&E',
  sources: 'Synthetic benchmark data: no real place, generated to time the build at scale.',
  meta: {
    title: 'Appliance Repair in ${name}, CA',
    description: 'Synthetic benchmark page ${n}: same-day appliance repair for refrigerators, washers, dryers and ovens in ${name}.',
    h1: 'Appliance Repair in ${name}',
  },
  blurb: 'Benchmark town number ${n}, generated to time the build at scale.',
  neighborhoods: ['North ${n}', 'South ${n}', 'East ${n}', 'West ${n}', 'Central ${n}', 'Harbor ${n}', 'Hills ${n}', 'Downtown ${n}'],
  localFeatures: 'Synthetic town ${n} exists only to measure how the build grows with the number of city pages. Its homes are a mix of postwar ranch houses, townhomes and newer condominiums, with the usual refrigerators, washers, dryers, dishwashers and ranges that a technician sees every day across the Peninsula. Each generated page carries its own words so the output is realistic in size.',
  faqs: [
    { question: 'Same-day repair in ${name}?', answer: 'Yes, calls before {sameDayCutoff} are usually seen the same day in benchmark town ${n}.' },
    { question: 'Which brands in ${name}?', answer: 'All the major brands, from Whirlpool and GE to Sub-Zero, in benchmark town ${n}.' },
    { question: 'What does a repair cost in ${name}?', answer: 'Most repairs are {priceRange}; the {diagnosticFee} diagnostic is credited in town ${n}.' },
    { question: 'Is there a warranty in ${name}?', answer: 'Every repair carries our {warranty} warranty on parts and labor in town ${n}.' },
    { question: 'Are technicians licensed in ${name}?', answer: 'Yes, licensed, insured and bonded technicians serve benchmark town ${n}.' },
  ],
  nearby: [{ slug: 'san-mateo', name: 'San Mateo' }, { slug: 'burlingame', name: 'Burlingame' }, { slug: 'foster-city', name: 'Foster City' }],
};
export default city;
`;
}

/** Builds a copy of the site with `cityPages` city pages in total (40 real + synthetic); `keep` leaves the copy (and its dist/) for an audit. */
export function timeSyntheticBuild(cityPages: number, { keep = false } = {}): BuildTiming {
  const dir = mkdtempSync(join(tmpdir(), 'synthetic-build-'));
  let kept = false;
  try {
    for (const item of COPY) cpSync(join(ROOT, item), join(dir, item), { recursive: true });
    symlinkSync(join(ROOT, 'node_modules'), join(dir, 'node_modules'));
    const extra = Math.max(0, cityPages - 40);
    const index = join(dir, 'content/cities/index.ts');
    let registry = readFileSync(index, 'utf8');
    const imports: string[] = [];
    const names: string[] = [];
    for (let i = 1; i <= extra; i++) {
      const n = String(i).padStart(4, '0');
      writeFileSync(join(dir, `content/cities/synthetic-town-${n}.ts`), cityFile(i));
      imports.push(`import syntheticTown${n} from './synthetic-town-${n}';`);
      names.push(`  syntheticTown${n},`);
    }
    registry = registry.replace('\nexport const cities', `\n${imports.join('\n')}\nexport const cities`).replace(/\n\];\s*$/, `\n${names.join('\n')}\n];\n`);
    writeFileSync(index, registry);
    // The coverage claim counts the city pages; the copy states its own count so the build's fact check holds.
    const business = join(dir, 'content/business.ts');
    writeFileSync(business, readFileSync(business, 'utf8').replace(/cityCount: \d+,/, `cityCount: ${40 + extra},`));
    const started = process.hrtime.bigint();
    const result = spawnSync(process.execPath, ['node_modules/tsx/dist/cli.mjs', 'scripts/build.ts'], {
      cwd: dir,
      env: { ...process.env, DIST_DIR: join(dir, 'dist') },
      encoding: 'utf8',
      maxBuffer: 256 * 1024 * 1024,
    });
    const seconds = Number(process.hrtime.bigint() - started) / 1e9;
    if (result.status !== 0) throw new Error(`synthetic build of ${cityPages} cities failed:\n${result.stderr.slice(-3000)}`);
    const pages = countHtml(join(dir, 'dist'));
    kept = keep;
    return { cityPages, pages, seconds, msPerPage: (seconds * 1000) / pages, ...(keep ? { dir } : {}) };
  } finally {
    if (!kept) rmSync(dir, { recursive: true, force: true });
  }
}

function countHtml(dir: string): number {
  return readdirSync(dir, { withFileTypes: true }).reduce(
    (n, d) => n + (d.isDirectory() ? (d.name === 'assets' ? 0 : countHtml(join(dir, d.name))) : d.name.endsWith('.html') ? 1 : 0),
    0,
  );
}

if (process.argv[1] && resolve(process.argv[1]) === resolve('scripts/bench/synthetic-build.ts')) {
  const sizes = process.argv.slice(2).map(Number).filter(Boolean);
  for (const size of sizes.length ? sizes : [100, 1000]) {
    const t = timeSyntheticBuild(size);
    console.log(`${t.cityPages} city pages → ${t.pages} HTML files in ${t.seconds.toFixed(1)} s (${t.msPerPage.toFixed(1)} ms/page)`);
  }
}
