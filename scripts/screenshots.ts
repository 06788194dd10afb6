/**
 * `npm run screenshots`: full-page PNGs of one page per template (the first manifest entry of
 * each) at 360, 768 and 1280 px, in the default configuration (dist/) and the complete sample
 * configuration (dist-sample/, which adds /about), into screenshots/ (git-ignored; the full test
 * tier's workflow publishes them as an artifact), for design review. `-- --docs` takes only the few
 * pictures docs/ shows, into docs/screenshots/. Each run writes record.json beside its pictures:
 * the page, configuration, width and fingerprint of the build each was taken from
 * (scripts/lib/page-fingerprint.ts); tests/dist/screenshot-record.test.ts holds docs/'s to the
 * current build. Builds a configuration first when its folder has no build or one older than the
 * sources, serves it like the CDN, and runs offline: the geolocation lookup gets the test fixture,
 * any other outside request is aborted and listed.
 */
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { execSync } from 'node:child_process';
import { BUILD_ENV, CHROMIUM_ENV, parseCli } from './lib/cli-help';
import { ENV_FILE } from './lib/env-file.mjs';
import type { Configuration, ScreenshotRecord } from './lib/page-fingerprint';

/** The pictures docs/ shows (docs/design-system.md "Screenshots"): by template, configuration and width. */
const DOCS_SHOTS: { template: string; configuration: Configuration; width: number }[] = [
  { template: 'home', configuration: 'default', width: 1280 },
  { template: 'home', configuration: 'default', width: 360 },
  { template: 'home', configuration: 'sample', width: 360 },
  { template: 'service', configuration: 'default', width: 1280 },
];
const fileName = (template: string, configuration: Configuration, width: number) =>
  `${template}${configuration === 'sample' ? '-sample' : ''}-${width}.png`;

const cli = parseCli({
  usage: 'npm run screenshots -- [--docs | --sample]',
  about:
    'Full-page PNGs of one page per template (the first manifest entry of each) at 360, 768 and 1280 px, in the default configuration and the complete sample configuration (which adds /about, as <template>-sample-<width>.png), into screenshots/ (git-ignored; the full test tier publishes them as an artifact), for design review. Each run writes record.json beside its pictures: the page, configuration, width and fingerprint of the build each was taken from.\n\nBuilds a configuration first when its folder has no build or one older than the sources (`npm run build`, `npm run build:sample`), serves it like the CDN and runs offline: the geolocation lookup gets a fixture, any other outside request is aborted and listed.',
  options: {
    docs: {
      type: 'boolean',
      description: `only the pictures the docs show (${DOCS_SHOTS.map((s) => fileName(s.template, s.configuration, s.width)).join(', ')}) into docs/screenshots/, with their record.json, which \`npm test\` checks against the current build: run it when a change alters what visitors see, and commit the pictures with the record`,
    },
    sample: {
      type: 'boolean',
      description:
        'only the complete sample configuration (dist-sample/, built by `npm run build:sample`), into screenshots/',
    },
  },
  dotEnv: true,
  env: {
    DIST_DIR:
      "the default configuration's build (default: dist); the sample's is always dist-sample/, as `npm run build:sample` writes it",
    ...CHROMIUM_ENV,
    ...BUILD_ENV,
  },
});
const DOCS = cli.values.docs === true;
const SAMPLE_ONLY = cli.values.sample === true;
if (DOCS && SAMPLE_ONLY) cli.fail('--docs and --sample exclude each other: --docs takes both configurations.');

// Imported once the arguments are read: `--help` answers without loading Playwright or the site.
const { chromium } = await import('@playwright/test');
const { default: sharp } = await import('sharp');
const { manifest } = await import('../core/urls/manifest');
const { loadSiteConfig } = await import('../core/config/load-site-config');
const { CHROMIUM_FLAGS, findChromium, startServer } = await import('../serve');
const { BUILD_SOURCES, SAMPLE_BUILD_SOURCES, buildAge } = await import('./lib/build-age');
const { RECORD_FILE, SAMPLE_DIST, pageFingerprint } = await import('./lib/page-fingerprint');

const OUT = DOCS ? join('docs', 'screenshots') : 'screenshots';
const WIDTHS = [360, 768, 1280];
const GEO_FIXTURE = { city: 'Reno', region: 'Nevada' };

interface Configured {
  dist: string;
  /** What builds it, and the sources it reads. */
  build: string;
  sources: string[];
}

const CONFIGURATIONS: Record<Configuration, Configured> = {
  default: { dist: process.env.DIST_DIR ?? 'dist', build: 'npm run build', sources: BUILD_SOURCES },
  sample: { dist: SAMPLE_DIST, build: 'npm run build:sample', sources: SAMPLE_BUILD_SOURCES },
};

/** One page per template, named by the template; the sample adds /about, where the team and job photos show. */
function pagesOf(configuration: Configuration): { name: string; path: string }[] {
  const seen = new Set<string>();
  const pages = manifest
    .filter((entry) => !seen.has(entry.template) && seen.add(entry.template))
    .map((entry) => ({ name: entry.template, path: entry.path }));
  return configuration === 'sample' ? [...pages, { name: 'about', path: '/about' }] : pages;
}

/** What this run photographs: per configuration, per width, the pages. */
function plan(): { configuration: Configuration; width: number; pages: { name: string; path: string }[] }[] {
  const configurations: Configuration[] = SAMPLE_ONLY ? ['sample'] : ['default', 'sample'];
  return configurations.flatMap((configuration) =>
    WIDTHS.map((width) => ({
      configuration,
      width,
      pages: pagesOf(configuration).filter(
        (page) =>
          !DOCS ||
          DOCS_SHOTS.some((s) => s.template === page.name && s.configuration === configuration && s.width === width),
      ),
    })).filter((step) => step.pages.length > 0),
  );
}

/** Builds the configuration when its folder has no build, or one older than the sources it is built from. */
function ensureBuild({ dist, build, sources }: Configured): void {
  const age = buildAge(dist, sources);
  if (age && !age.newer.length) return;
  console.log(
    age
      ? `${dist}/ is older than the sources (${age.newer[0].file}${age.newer.length > 1 ? ` and ${age.newer.length - 1} more` : ''} changed since): building again.`
      : `No build in ${dist}/: building first.`,
  );
  // DIST_DIR said outright: `npm run build:sample` would otherwise write into the default build's DIST_DIR.
  execSync(build, { stdio: 'inherit', env: { ...process.env, DIST_DIR: dist } });
}

async function main(): Promise<void> {
  const executablePath = findChromium();
  if (!executablePath)
    throw new Error('No Chromium found: install one (e.g. `apt-get install chromium`) or set CHROME_PATH.');
  if (DOCS && existsSync(ENV_FILE))
    console.warn(
      `${ENV_FILE} is set: the builds and so the pictures carry its configuration, while docs/ shows the one without it (and CI checks the record against that). Unless it changes nothing a visitor sees, move it aside and run \`npm run build\` and \`npm run build:sample\` first.`,
    );
  const steps = plan();
  const used = [...new Set(steps.map((s) => s.configuration))];
  for (const configuration of used) ensureBuild(CONFIGURATIONS[configuration]);
  mkdirSync(OUT, { recursive: true });

  const browser = await chromium.launch({
    executablePath,
    args: CHROMIUM_FLAGS.filter((f) => !f.startsWith('--headless')),
    headless: true,
  });
  const geoEndpoint = loadSiteConfig().GEO_ENDPOINT;
  const blocked: string[] = [];
  const record: ScreenshotRecord = {};
  try {
    for (const configuration of used) {
      const { dist } = CONFIGURATIONS[configuration];
      const { server, url } = await startServer({ dist, port: 0, quiet: true });
      try {
        for (const { width, pages } of steps.filter((s) => s.configuration === configuration)) {
          const context = await browser.newContext({ viewport: { width, height: 900 }, reducedMotion: 'reduce' });
          await context.route(/^https?:\/\/(?!127\.0\.0\.1|localhost)/, (route) => {
            const requestUrl = route.request().url();
            if (requestUrl.startsWith(geoEndpoint)) return route.fulfill({ json: GEO_FIXTURE });
            blocked.push(requestUrl);
            return route.abort();
          });
          const page = await context.newPage();
          for (const entry of pages) {
            await page.goto(`${url}${entry.path}`, { waitUntil: 'networkidle' });
            // Lazy images below the fold: load them so the full-page shot is complete.
            await page.evaluate(() =>
              document.querySelectorAll('img[loading="lazy"]').forEach((img) => img.removeAttribute('loading')),
            );
            await page.waitForLoadState('networkidle');
            const name = fileName(entry.name, configuration, width);
            const shot = await page.screenshot({ fullPage: true, animations: 'disabled' });
            // Flat UI art quantizes well: a 256-colour PNG is a fraction of the size, fine for review.
            await sharp(shot).png({ palette: true, quality: 90, compressionLevel: 9 }).toFile(join(OUT, name));
            record[name] = { path: entry.path, configuration, width, fingerprint: pageFingerprint(dist, entry.path) };
            console.log(`${join(OUT, name)}  ${configuration} ${entry.path}`);
          }
          await context.close();
        }
      } finally {
        server.close();
      }
    }
  } finally {
    await browser.close();
  }
  const sorted = Object.fromEntries(Object.entries(record).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
  writeFileSync(join(OUT, RECORD_FILE), `${JSON.stringify(sorted, null, 2)}\n`);
  console.log(`${join(OUT, RECORD_FILE)}: the build each of the ${Object.keys(record).length} pictures was taken from`);
  if (blocked.length > 0) console.warn(`Blocked outside requests:\n  ${[...new Set(blocked)].join('\n  ')}`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
