/**
 * Reading the built site for tests: the folder (DIST_DIR or dist/) and parsed pages.
 *
 * Importing this module checks the build first, once for every test file that reads it: a folder
 * with no build, or one older than the sources it is built from, fails the file with what to run
 * instead of an ENOENT from whichever file a test happened to open first, or a pass or failure
 * that describes some earlier version of the site.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { parse, type HTMLElement } from 'node-html-parser';

export const DIST = process.env.DIST_DIR ?? 'dist';

/**
 * What `npm run build` reads (scripts/build.ts and the steps it runs): a change to any of them makes
 * the build out of date. Tests, docs, the audit package and the scripts the build does not run are
 * left out, so editing them does not ask for a build.
 */
const BUILD_SOURCES = [
  'src',
  'content',
  'core',
  'model',
  'public',
  'serve/cdn.ts',
  'scripts/build.ts',
  'scripts/prepare-build.ts',
  'scripts/postbuild.ts',
  'scripts/lib',
  'index.html',
  'vite.config.ts',
  'package-lock.json',
  '.env',
];

function filesUnder(path: string): string[] {
  if (!existsSync(path)) return [];
  if (!statSync(path).isDirectory()) return [path];
  return readdirSync(path, { recursive: true, encoding: 'utf8' })
    .map((f) => join(path, f))
    .filter((f) => statSync(f).isFile());
}

const buildCommand = (dist: string) => (dist === 'dist' ? '`npm run build`' : `\`DIST_DIR=${dist} npm run build\``);

/** Why `dist` is not a build of the sources as they are now (missing, or older than a source), or null when it is. */
function buildProblem(dist: string = DIST): string | null {
  const marker = join(dist, 'index.html');
  if (!existsSync(marker))
    return `No build in ${dist}/ (${marker} is missing): run ${buildCommand(dist)} first; the tests of tests/dist read the built site.`;
  const builtAt = statSync(marker).mtimeMs;
  const newer = BUILD_SOURCES.flatMap(filesUnder)
    .map((file) => ({ file, at: statSync(file).mtimeMs }))
    .filter((f) => f.at > builtAt)
    .sort((a, b) => b.at - a.at);
  if (!newer.length) return null;
  const named = newer.slice(0, 5).map((f) => `${f.file} (${new Date(f.at).toISOString()})`);
  return [
    `${dist}/ is older than the sources: built ${new Date(builtAt).toISOString()}, and ${newer.length} source file${newer.length === 1 ? ' has' : 's have'} changed since:`,
    ...named.map((n) => `  ${n}`),
    ...(newer.length > named.length ? [`  … and ${newer.length - named.length} more`] : []),
    `Run ${buildCommand(dist)} first, so the tests read a build of these sources.`,
  ].join('\n');
}

const problem = buildProblem();
if (problem) throw new Error(problem);

export function distFile(file: string): string {
  const full = join(DIST, file);
  if (!existsSync(full)) throw new Error(`${full} is missing from the build (${DIST}/ has no such file)`);
  return readFileSync(full, 'utf8');
}

export function readPage(file: string): HTMLElement {
  return parse(distFile(file));
}
