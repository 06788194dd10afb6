/**
 * Which code a run audited: short commit hash, branch and whether the working
 * tree had uncommitted changes. Outside a git checkout (a downloaded build)
 * every field is null rather than a guess. CI checkouts are often detached:
 * GITHUB_HEAD_REF / GITHUB_REF_NAME then name the branch.
 */
import { execFileSync } from 'node:child_process';
import { isAbsolute, relative, resolve } from 'node:path';

import type { CommitInfo } from './schema/measured';

export type { CommitInfo };

const git = (args: string[]): string | null => {
  try {
    return execFileSync('git', args, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
  } catch {
    return null;
  }
};

/** `ignore`: paths the audit itself writes (the history file), which must not make every run "dirty". */
export function commitInfo(ignore: string[] = []): CommitInfo {
  const hash = git(['rev-parse', '--short=8', 'HEAD']);
  if (!hash) return { hash: null, branch: null, dirty: null };
  let branch = git(['rev-parse', '--abbrev-ref', 'HEAD']);
  if (branch === 'HEAD') branch = process.env.GITHUB_HEAD_REF || process.env.GITHUB_REF_NAME || null;
  // Paths outside the checkout (an --out in /tmp) cannot be excluded, and need not be.
  const inside = ignore
    .map((p) => relative(process.cwd(), resolve(p)))
    .filter((p) => p && !p.startsWith('..') && !isAbsolute(p));
  const status = git([
    'status',
    '--porcelain',
    '--untracked-files=no',
    '--',
    '.',
    ...inside.map((p) => `:(exclude)${p}`),
  ]);
  return { hash, branch, dirty: status === null ? null : status.length > 0 };
}

/** `3f2a9c1d (main)`, `3f2a9c1d* (issue-18)` when dirty; `no commit` outside git. */
export function commitLabel(c: CommitInfo | undefined): string {
  if (!c?.hash) return 'no commit';
  return `${c.hash}${c.dirty ? '*' : ''}${c.branch ? ` (${c.branch})` : ''}`;
}
