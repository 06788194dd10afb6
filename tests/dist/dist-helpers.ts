/**
 * Reading the built site for tests: the folder (DIST_DIR or dist/) and parsed pages.
 *
 * Importing this module checks the build first, once for every test file that reads it: a folder
 * with no build, or one older than the sources it is built from, fails the file with what to run
 * instead of an ENOENT from whichever file a test happened to open first, or a pass or failure
 * that describes some earlier version of the site.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse, type HTMLElement } from 'node-html-parser';
import { buildProblem } from '../../scripts/lib/build-age';

export const DIST = process.env.DIST_DIR ?? 'dist';

const buildCommand = (dist: string) => (dist === 'dist' ? '`npm run build`' : `\`DIST_DIR=${dist} npm run build\``);

const problem = buildProblem(DIST, buildCommand(DIST), 'the tests of tests/dist read the built site');
if (problem) throw new Error(problem);

export function distFile(file: string): string {
  const full = join(DIST, file);
  if (!existsSync(full)) throw new Error(`${full} is missing from the build (${DIST}/ has no such file)`);
  return readFileSync(full, 'utf8');
}

export function readPage(file: string): HTMLElement {
  return parse(distFile(file));
}
