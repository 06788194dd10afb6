/**
 * A throwaway copy of the repository's sources (node_modules linked), like a fresh checkout, for
 * tests that run the editor's commands (`npm run validate`, `npm run build`, `npm run dev`) on
 * content they change. The copy is removed after the test file, unless KEEP_REPO_COPY is set (to
 * look into a failure; its path is printed).
 */
import { cpSync, mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll } from 'vitest';

/** Top-level entries that are not sources: dependencies, outputs, reports, VCS, local configuration. */
const NOT_SOURCES =
  /^(node_modules|\.git|\.env|dist.*|test-results|playwright-report|audit-reports|bench-results|\.vite-react-ssg-temp)$/;

/** Copies the sources into a new temporary folder, removed after the test file; returns its path. */
export function repoCopy(prefix: string): string {
  const repo = resolve('.');
  const copy = mkdtempSync(join(tmpdir(), prefix));
  if (process.env.KEEP_REPO_COPY) console.log(`repo copy kept: ${copy}`);
  else afterAll(() => rmSync(copy, { recursive: true, force: true }));
  cpSync(repo, copy, {
    recursive: true,
    filter: (from) => from === repo || !NOT_SOURCES.test(from.slice(repo.length + 1).split('/')[0]),
  });
  symlinkSync(join(repo, 'node_modules'), join(copy, 'node_modules'));
  return copy;
}
