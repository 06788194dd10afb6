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
import { join, resolve } from 'node:path';
import { manifest, htmlFileFor } from '../core/urls/manifest';
import { writeSitemap, writeRobots } from './lib/sitemap';
import { writeCdnFiles } from './lib/cdn-files';
import { writeAuditManifest } from './lib/audit-manifest';
import { normalizePages } from './lib/normalize-html';
import { writeImages } from './lib/images';
import { writePhotos } from './lib/photos';
import { photos } from '../content/photos/index';
import { addMissingPreloads } from './lib/preload-chunks';
import { installBootLoader } from './lib/boot-loader';
import { writeZipLookup } from './lib/zip-table';
import { buildSiteData, writePageData } from './lib/site-data';
import type { SiteData } from '../core/pages/page-data';
import { writeCitySearchList } from './lib/city-search-file';

/** The folder being finished: scripts/build.ts points DIST_DIR at its staging folder. */
const dist = resolve(process.env.DIST_DIR ?? 'dist');

async function postbuild(): Promise<void> {
  const missing = manifest.filter((e) => !existsSync(join(dist, htmlFileFor(e.path))));
  if (missing.length)
    throw new Error(`Prerendering missed ${missing.length} page(s): ${missing.map((e) => e.path).join(', ')}`);
  addMissingPreloads(dist, manifest);
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
  const photoFiles = await writePhotos(photos, dist);
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
