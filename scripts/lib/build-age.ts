/**
 * Whether a build folder is a build of the sources as they are now: the files `npm run build` reads,
 * compared by modification time with the build's index.html. Read by the tests of tests/dist (which
 * refuse an out-of-date build, tests/dist/dist-helpers.ts) and by `npm run screenshots` (which builds
 * again rather than photograph one).
 */
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

/**
 * What `npm run build` reads (scripts/build.ts and the steps it runs): a change to any of them makes
 * the build out of date. Tests, docs, the audit package and the scripts the build does not run are
 * left out, so editing them does not ask for a build.
 */
export const BUILD_SOURCES = [
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

/** What `npm run build:sample` reads besides: its own script and the sample configuration's files. */
export const SAMPLE_BUILD_SOURCES = [...BUILD_SOURCES, 'scripts/build-sample.ts', 'tests/fixtures/sample-owner'];

function filesUnder(path: string): string[] {
  if (!existsSync(path)) return [];
  if (!statSync(path).isDirectory()) return [path];
  return readdirSync(path, { recursive: true, encoding: 'utf8' })
    .map((f) => join(path, f))
    .filter((f) => statSync(f).isFile());
}

export interface BuildAge {
  /** When the build's index.html was written (ms since the epoch). */
  builtAt: number;
  /** The sources changed since, newest first: none when the build is current. */
  newer: { file: string; at: number }[];
}

/** The age of the build in `dist` against `sources`, or null when the folder holds no build (no index.html). */
export function buildAge(dist: string, sources: string[] = BUILD_SOURCES): BuildAge | null {
  const marker = join(dist, 'index.html');
  if (!existsSync(marker)) return null;
  const builtAt = statSync(marker).mtimeMs;
  const newer = sources
    .flatMap(filesUnder)
    .map((file) => ({ file, at: statSync(file).mtimeMs }))
    .filter((f) => f.at > builtAt)
    .sort((a, b) => b.at - a.at);
  return { builtAt, newer };
}

/**
 * Why `dist` is not a build of the sources as they are now (missing, or older than a source), or null
 * when it is: what to run (`command`, e.g. "`npm run build`") and for whom (`reader`, e.g. "the tests
 * of tests/dist read the built site").
 */
export function buildProblem(dist: string, command: string, reader: string, sources = BUILD_SOURCES): string | null {
  const age = buildAge(dist, sources);
  if (!age) return `No build in ${dist}/ (${join(dist, 'index.html')} is missing): run ${command} first; ${reader}.`;
  const { builtAt, newer } = age;
  if (!newer.length) return null;
  const named = newer.slice(0, 5).map((f) => `${f.file} (${new Date(f.at).toISOString()})`);
  return [
    `${dist}/ is older than the sources: built ${new Date(builtAt).toISOString()}, and ${newer.length} source file${newer.length === 1 ? ' has' : 's have'} changed since:`,
    ...named.map((n) => `  ${n}`),
    ...(newer.length > named.length ? [`  … and ${newer.length - named.length} more`] : []),
    `Run ${command} first: ${reader}.`,
  ].join('\n');
}
