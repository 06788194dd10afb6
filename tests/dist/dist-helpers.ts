/** Reading the built site for tests: the folder (DIST_DIR or dist/) and parsed pages. */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse, type HTMLElement } from 'node-html-parser';

export const DIST = process.env.DIST_DIR ?? 'dist';

export function distFile(file: string): string {
  const full = join(DIST, file);
  if (!existsSync(full)) throw new Error(`${full} is missing: run \`npm run build\` before the dist tests`);
  return readFileSync(full, 'utf8');
}

export function readPage(file: string): HTMLElement {
  return parse(distFile(file));
}
