/**
 * A throwaway copy of content/ for the content-check tests: each test breaks one thing in the
 * copy, the way an editor would, and validates it (scripts/lib/content-check.ts). src/, public/
 * and node_modules/ are linked so the copy imports as the real one.
 */
import { cpSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterEach } from 'vitest';
import { setContentRoot, validateContent } from '../../scripts/lib/content-check';

const repo = resolve('.');
const copies: string[] = [];

afterEach(() => {
  for (const dir of copies.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** Validates a copy of content/ after `edit` has changed it (`edit` gets the copy's root). */
export async function errorsWith(edit: (root: string) => void): Promise<string[]> {
  const root = mkdtempSync(join(tmpdir(), 'content-check-'));
  copies.push(root);
  cpSync(join(repo, 'content'), join(root, 'content'), { recursive: true });
  symlinkSync(join(repo, 'src'), join(root, 'src'));
  symlinkSync(join(repo, 'public'), join(root, 'public'));
  symlinkSync(join(repo, 'node_modules'), join(root, 'node_modules'));
  edit(root);
  setContentRoot(root);
  try {
    return await validateContent();
  } finally {
    setContentRoot(repo);
  }
}

/** Replaces `from` by `to` in a copied file; throws when `from` no longer occurs (the test needs updating). */
export function replaceIn(root: string, file: string, from: string | RegExp, to: string): void {
  const path = join(root, file);
  const text = readFileSync(path, 'utf8');
  const changed = text.replace(from, to);
  if (changed === text)
    throw new Error(`${file}: the test's pattern ${String(from)} no longer matches; update the test`);
  writeFileSync(path, changed);
}

/** Validates a copy of content/ after `file` has had `from` replaced by `to` (which must occur). */
export function errorsAfter(file: string, from: string | RegExp, to: string): Promise<string[]> {
  return errorsWith((root) => replaceIn(root, file, from, to));
}
