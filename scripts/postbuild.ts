/**
 * Build steps after prerendering, all from the URL manifest: checks every
 * page was written, makes the output reproducible, and writes sitemap.xml,
 * robots.txt, redirect files (_redirects, vercel.json, HTML fallbacks), each
 * address's data file (core/pages/page-data.ts),
 * _headers, the audit manifest (scripts/lib/audit-manifest.ts), Open Graph images and icons. Any failure removes the folder;
 * scripts/build.ts runs this on a staging folder and publishes it only after
 * success, so a deployment never picks up half a site.
 */
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import type { SiteData } from '../core/pages/page-data';
import { BUILD_ENV, SITE_CONFIG_ENV, parseCli } from './lib/cli-help';

parseCli({
  usage: 'npx tsx --import ./scripts/lib/node-setup.mjs scripts/postbuild.ts',
  about:
    'The last step of `npm run build`: finishes a prerendered build in DIST_DIR: checks every page of the URL manifest was written, makes the output reproducible and writes sitemap.xml, robots.txt, the redirect and header files, the audit manifest, every address’s data file, the Open Graph images, icons and photos. Any failure removes DIST_DIR (npm run build points it at its staging folder).',
  dotEnv: true,
  env: {
    DIST_DIR: 'the prerendered folder to finish (default: dist); removed if a step fails',
    SITE_DATA_FILE:
      'the site’s data as the content validation wrote it (scripts/prepare-build.ts), so the files match the pages; computed here when unset',
    ...SITE_CONFIG_ENV,
    DEPLOY_HOST: BUILD_ENV.DEPLOY_HOST,
  },
});

// Imported once the arguments are read: `--help` answers without loading the site.
const { manifest, htmlFileFor } = await import('../core/urls/manifest');
const { writeSitemap, writeRobots } = await import('./lib/sitemap');
const { writeCdnFiles } = await import('./lib/cdn-files');
const { writeAuditManifest } = await import('./lib/audit-manifest');
const { normalizePages } = await import('./lib/normalize-html');
const { writeImages } = await import('./lib/images');
const { writePhotos } = await import('./lib/photos');
const { contentFile, importContent } = await import('./lib/content-overlay');
const { photos } = await importContent<typeof import('../content/photos/index')>('photos/index.ts');
const { setModulePreloads } = await import('./lib/preload-chunks');
const { installBootLoader } = await import('./lib/boot-loader');
const { writeZipLookup } = await import('./lib/zip-table');
const { buildSiteData, writePageData } = await import('./lib/site-data');
const { writeCitySearchList } = await import('./lib/city-search-file');

/** The folder being finished: scripts/build.ts points DIST_DIR at its staging folder. */
const dist = resolve(process.env.DIST_DIR ?? 'dist');

async function postbuild(): Promise<void> {
  const missing = manifest.filter((e) => !existsSync(join(dist, htmlFileFor(e.path))));
  if (missing.length)
    throw new Error(`Prerendering missed ${missing.length} page(s): ${missing.map((e) => e.path).join(', ')}`);
  setModulePreloads(dist, manifest);
  installBootLoader(dist);
  const scriptHashes = await normalizePages(dist);
  await writeSitemap(dist);
  writeRobots(dist);
  writeCdnFiles(dist, scriptHashes);
  writeAuditManifest(dist);
  await writeImages(dist);
  writeZipLookup(dist);
  const cityList = writeCitySearchList(dist) ? ", the coverage search's city list" : '';
  // The data the prerender rendered from (scripts/prepare-build.ts), so the files match the pages.
  const siteData = process.env.SITE_DATA_FILE
    ? (JSON.parse(readFileSync(process.env.SITE_DATA_FILE, 'utf8')) as SiteData)
    : buildSiteData();
  const dataFiles = writePageData(dist, siteData);
  const photoFiles = await writePhotos(photos, dist, { dir: dirname(contentFile('photos/index.ts')) });
  console.log(
    `postbuild: ${manifest.length} pages checked; sitemap, robots, redirects, headers, the audit manifest, images, the ZIP table${cityList}, ${dataFiles} page-data files and ${photoFiles.length} photo files written`,
  );
}

try {
  await postbuild();
} catch (error) {
  rmSync(dist, { recursive: true, force: true });
  console.error(`postbuild failed, ${dist} removed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
