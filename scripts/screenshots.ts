/**
 * `npm run screenshots`: full-page PNGs of one page per template (the first
 * manifest entry of each) at 360, 768 and 1280 px into docs/screenshots/, for
 * design review and the README. Builds first if the output folder is missing
 * (DIST_DIR, default dist), serves it like the CDN, and runs offline: the
 * geolocation lookup gets the test fixture, any other outside request is
 * aborted and listed.
 */
import { existsSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { execSync } from 'node:child_process';
import { BUILD_ENV, CHROMIUM_ENV, parseCli } from './lib/cli-help';

const { values } = parseCli({
  usage: 'npm run screenshots -- [--sample]',
  about:
    'Full-page PNGs of one page per template (the first manifest entry of each) at 360, 768 and 1280 px into docs/screenshots/, for design review and the README. Builds first when DIST_DIR has no build, serves it like the CDN and runs offline: the geolocation lookup gets a fixture, any other outside request is aborted and listed.',
  options: {
    sample: {
      type: 'boolean',
      description:
        'photograph the complete sample configuration instead (dist-sample/, built by `npm run build:sample` when missing) at 360 and 1280 px, as <template>-sample-<width>.png',
    },
  },
  dotEnv: true,
  env: {
    DIST_DIR: 'the build to photograph (default: dist, or dist-sample with --sample); built first when missing',
    ...CHROMIUM_ENV,
    ...BUILD_ENV,
  },
});

// Imported once the arguments are read: `--help` answers without loading Playwright or the site.
const { chromium } = await import('@playwright/test');
const { default: sharp } = await import('sharp');
const { manifest } = await import('../core/urls/manifest');
const { loadSiteConfig } = await import('../core/config/load-site-config');
const { CHROMIUM_FLAGS, findChromium, startServer } = await import('../serve');

const SAMPLE = values.sample === true;
const DIST = process.env.DIST_DIR ?? (SAMPLE ? 'dist-sample' : 'dist');
const OUT = join('docs', 'screenshots');
const WIDTHS = SAMPLE ? [360, 1280] : [360, 768, 1280];
const SUFFIX = SAMPLE ? '-sample' : '';
const GEO_FIXTURE = { city: 'Reno', region: 'Nevada' };

/** One page per template, named by the template; the sample adds /about, where the team and job photos show. */
function pagesToShoot(): { name: string; path: string }[] {
  const seen = new Set<string>();
  const pages = manifest
    .filter((entry) => !seen.has(entry.template) && seen.add(entry.template))
    .map((entry) => ({ name: entry.template, path: entry.path }));
  return SAMPLE ? [...pages, { name: 'about', path: '/about' }] : pages;
}

async function main(): Promise<void> {
  if (!existsSync(join(DIST, 'index.html'))) {
    console.log(`No build in ${DIST}/: building first.`);
    execSync(SAMPLE ? 'npm run build:sample' : 'npm run build', {
      stdio: 'inherit',
      env: { ...process.env, DIST_DIR: DIST },
    });
  }
  const executablePath = findChromium();
  if (!executablePath)
    throw new Error('No Chromium found: install one (e.g. `apt-get install chromium`) or set CHROME_PATH.');
  mkdirSync(OUT, { recursive: true });

  const { server, url } = await startServer({ dist: DIST, port: 0, quiet: true });
  const browser = await chromium.launch({
    executablePath,
    args: CHROMIUM_FLAGS.filter((f) => !f.startsWith('--headless')),
    headless: true,
  });
  const geoEndpoint = loadSiteConfig().GEO_ENDPOINT;
  const blocked: string[] = [];
  try {
    for (const width of WIDTHS) {
      const context = await browser.newContext({ viewport: { width, height: 900 }, reducedMotion: 'reduce' });
      await context.route(/^https?:\/\/(?!127\.0\.0\.1|localhost)/, (route) => {
        const requestUrl = route.request().url();
        if (requestUrl.startsWith(geoEndpoint)) return route.fulfill({ json: GEO_FIXTURE });
        blocked.push(requestUrl);
        return route.abort();
      });
      const page = await context.newPage();
      for (const entry of pagesToShoot()) {
        await page.goto(`${url}${entry.path}`, { waitUntil: 'networkidle' });
        // Lazy images below the fold: load them so the full-page shot is complete.
        await page.evaluate(() =>
          document.querySelectorAll('img[loading="lazy"]').forEach((img) => img.removeAttribute('loading')),
        );
        await page.waitForLoadState('networkidle');
        const file = join(OUT, `${entry.name}${SUFFIX}-${width}.png`);
        const shot = await page.screenshot({ fullPage: true, animations: 'disabled' });
        // Flat UI art quantizes well: a 256-colour PNG is a fraction of the size, fine for review.
        await sharp(shot).png({ palette: true, quality: 90, compressionLevel: 9 }).toFile(file);
        console.log(`${file}  ${entry.path}`);
      }
      await context.close();
    }
  } finally {
    await browser.close();
    server.close();
  }
  if (blocked.length > 0) console.warn(`Blocked outside requests:\n  ${[...new Set(blocked)].join('\n  ')}`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
