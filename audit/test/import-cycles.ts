/**
 * Finds import cycles among a folder's own TypeScript and JavaScript modules, type-only imports
 * included: a type import that points back still ties two files into one unit, which is what
 * issue 49 asks the audit to be free of. Reads imports with the TypeScript compiler's
 * preProcessFile (already a devDependency), so no graph tool is added for one check.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import ts from 'typescript';

const SOURCE = /\.(?:ts|tsx|mts|mjs|js)$/;
const CANDIDATES = ['', '.ts', '.tsx', '.mts', '.mjs', '.js', '/index.ts', '/index.mjs', '/index.js'];

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    if (name === 'node_modules' || name.startsWith('.')) return [];
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return SOURCE.test(name) && !name.endsWith('.d.ts') ? [path] : [];
  });
}

/** The file a relative specifier names, or null for packages and files outside the folder. */
function resolveRelative(from: string, specifier: string): string | null {
  if (!specifier.startsWith('.')) return null;
  const base = resolve(dirname(from), specifier).replace(/\.js$/, '');
  for (const ending of CANDIDATES) {
    const path = base + ending;
    if (existsSync(path) && statSync(path).isFile()) return path;
  }
  return null;
}

/** Each file (relative to `root`) and the files of `root` it imports, statically or with import(). */
export function importGraph(root: string): Map<string, string[]> {
  const graph = new Map<string, string[]>();
  for (const file of sourceFiles(root)) {
    const { importedFiles } = ts.preProcessFile(readFileSync(file, 'utf8'), true, true);
    const targets = importedFiles
      .map((imported) => resolveRelative(file, imported.fileName))
      .filter((path): path is string => path !== null && !relative(root, path).startsWith('..'))
      .map((path) => relative(root, path));
    graph.set(relative(root, file), [...new Set(targets)]);
  }
  return graph;
}

/**
 * The strongly connected groups of more than one file (or a file importing itself), each sorted:
 * every file of a group reaches every other, so each group is one circle to break.
 */
export function importCycles(root: string): string[][] {
  const graph = importGraph(root);
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const groups: string[][] = [];
  let next = 0;
  const visit = (file: string): void => {
    index.set(file, next);
    low.set(file, next++);
    stack.push(file);
    onStack.add(file);
    for (const target of graph.get(file) ?? []) {
      if (!index.has(target)) {
        visit(target);
        low.set(file, Math.min(low.get(file)!, low.get(target)!));
      } else if (onStack.has(target)) low.set(file, Math.min(low.get(file)!, index.get(target)!));
    }
    if (low.get(file) !== index.get(file)) return;
    const group: string[] = [];
    let member: string;
    do {
      member = stack.pop()!;
      onStack.delete(member);
      group.push(member);
    } while (member !== file);
    if (group.length > 1 || graph.get(file)!.includes(file)) groups.push(group.sort());
  };
  for (const file of [...graph.keys()].sort()) if (!index.has(file)) visit(file);
  return groups.sort((a, b) => a[0].localeCompare(b[0]));
}
