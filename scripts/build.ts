/**
 * `npm run build`: all or nothing. Content is validated, vite-react-ssg
 * prerenders into a staging folder next to the output (`${DIST_DIR}.staging`)
 * and the postbuild finishes it there; only when every step succeeded does the
 * staging folder replace DIST_DIR (default dist/). A failure at any step exits
 * non-zero, removes the staging folder and leaves the previous DIST_DIR as it
 * was, so a deployment never picks up half a site. `.env` is read first (./lib/env-file.mjs), so
 * every step sees the same configuration.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, renameSync, rmSync } from 'node:fs';
import { resolve } from 'node:path';
import './lib/env-file.mjs';
import { BUILD_ENV, parseCli } from './lib/cli-help';

parseCli({
  usage: 'npm run build',
  about:
    'Validates the content, prerenders every page with vite-react-ssg and finishes the output (sitemap, robots.txt, redirects, headers, page data, images) in DIST_DIR.staging, then swaps it in for DIST_DIR. All or nothing: any failure exits 1 and leaves the previous DIST_DIR as it was.',
  dotEnv: true,
  env: {
    DIST_DIR: 'the output folder (default: dist)',
    ...BUILD_ENV,
  },
});

const finalDir = resolve(process.env.DIST_DIR ?? 'dist');
const stagingDir = `${finalDir}.staging`;
const previousDir = `${finalDir}.previous`;
/** Written once by the validation step, read by both Vite builds (scripts/lib/site-data-plugin.ts) and the postbuild. */
const siteDataFile = `${finalDir}.site-data.json`;
const tsx = ['--import', './scripts/lib/node-setup.mjs'];

/** Runs one step with DIST_DIR pointing at the staging folder and logs its time; throws on a non-zero exit. */
function step(name: string, command: string, args: string[], env: NodeJS.ProcessEnv = {}): void {
  const started = Date.now();
  const result = spawnSync(command, args, {
    stdio: 'inherit',
    env: { ...process.env, ...env, DIST_DIR: stagingDir, SITE_DATA_FILE: siteDataFile },
  });
  if (result.error) throw new Error(`${name} could not start: ${result.error.message}`);
  if (result.status !== 0) throw new Error(`${name} failed (exit ${result.status ?? result.signal})`);
  console.log(`build: ${name} took ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

/** Swaps staging in: the old output moves aside first, so DIST_DIR is either the old site or the new one. */
function publish(): void {
  rmSync(previousDir, { recursive: true, force: true });
  if (existsSync(finalDir)) renameSync(finalDir, previousDir);
  renameSync(stagingDir, finalDir);
  rmSync(previousDir, { recursive: true, force: true });
}

try {
  rmSync(stagingDir, { recursive: true, force: true });
  step('content validation', 'node_modules/.bin/tsx', [...tsx, 'scripts/prepare-build.ts']);
  // vite-react-ssg loads react-dom/server before Vite sets NODE_ENV, so without this the
  // pages render with React's development build: same HTML, about twice the time.
  // light-jsdom: the library's per-page jsdom pass on parse5 alone, the same HTML in a ninth of the time.
  step(
    'prerendering (vite-react-ssg)',
    process.execPath,
    [
      '--import',
      './scripts/lib/light-jsdom/register.mjs',
      'node_modules/vite-react-ssg/bin/vite-react-ssg.js',
      'build',
    ],
    { NODE_ENV: 'production' },
  );
  step('postbuild', 'node_modules/.bin/tsx', [...tsx, 'scripts/postbuild.ts']);
  publish();
  rmSync(siteDataFile, { force: true });
  console.log(`build: published ${finalDir}`);
} catch (error) {
  rmSync(stagingDir, { recursive: true, force: true });
  rmSync(siteDataFile, { force: true });
  const kept = existsSync(finalDir) ? `${finalDir} left as it was` : `no ${finalDir} written`;
  console.error(`build failed, ${kept}: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
