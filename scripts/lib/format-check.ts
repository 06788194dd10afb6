/**
 * The files of content/ that Prettier would reformat, for `npm run validate`. `npm run lint` (inside
 * `npm test`) refuses them too, but minutes later and among every file of the repository; here an
 * editor learns it in the same second as the content's problems, with the fix (`npm run format`).
 * Only content/ is read, with the repository’s .prettierignore and .prettierrc.json (Markdown prose is
 * left alone). A file found formatted is remembered by its text's hash in node_modules/.cache/, so
 * a second run checks only the files that changed: well under a second. The build does not run
 * it: formatting never changes a page.
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { readdir } from 'node:fs/promises';
import { dirname, join } from 'node:path';

const CACHE = 'node_modules/.cache/content-format.json';

interface Cache {
  /** Prettier's version and options: a change to either checks every file again. */
  key: string;
  formatted: string[];
}

function readCache(path: string, key: string): Set<string> {
  try {
    const cache = JSON.parse(readFileSync(path, 'utf8')) as Cache;
    return new Set(cache.key === key ? cache.formatted : []);
  } catch {
    return new Set();
  }
}

/** The content files, relative to `root`, whose text is not as Prettier writes it; a file it cannot parse is the content check's to report. */
export async function unformattedContentFiles(root: string): Promise<string[]> {
  const prettier = await import('prettier');
  const ignorePath = join(root, '.prettierignore');
  const options = await prettier.resolveConfig(join(root, 'content', 'business.ts'));
  const key = `${prettier.version} ${JSON.stringify(options)}`;
  const cachePath = join(root, CACHE);
  const known = readCache(cachePath, key);
  const formatted = new Set<string>();
  const unformatted: string[] = [];
  for (const name of await readdir(join(root, 'content'), { recursive: true })) {
    const file = join('content', name);
    const path = join(root, file);
    if (!statSync(path).isFile()) continue;
    const info = await prettier.getFileInfo(path, { ignorePath });
    if (info.ignored || !info.inferredParser) continue;
    const text = readFileSync(path, 'utf8');
    const hash = createHash('sha1').update(file).update('\0').update(text).digest('hex');
    let ok = known.has(hash);
    if (!ok) ok = await prettier.check(text, { ...options, filepath: path }).catch(() => true);
    if (ok) formatted.add(hash);
    else unformatted.push(file);
  }
  if (existsSync(join(root, 'node_modules'))) {
    mkdirSync(dirname(cachePath), { recursive: true });
    writeFileSync(cachePath, JSON.stringify({ key, formatted: [...formatted] } satisfies Cache));
  }
  return unformatted.sort();
}

/** One line per unformatted file, naming the command that formats them all. */
export const formatProblems = (files: readonly string[]): string[] =>
  files.map(
    (file) =>
      `${file}: not formatted as Prettier writes it; run \`npm run format\` (or \`npx prettier --write ${file}\`)`,
  );
