/**
 * node_modules for a copy of the repository, laid out as in a fresh checkout: a real folder inside
 * the copy, not a symlink back to the repository's.
 *
 * Why not a symlink: Vite resolves a dependency through a symlink to its real path, and the order of
 * the modules inside a shared chunk depends on how the sources' absolute paths sort against the
 * dependencies'. In a checkout every `<root>/node_modules/…` sorts before `<root>/src/…`, wherever the
 * checkout is, and two checkouts in different folders build byte-identical files. In a copy at /tmp/x
 * whose node_modules links to /work/repo/node_modules, `/tmp/x/src/…` sorts first: unhead's code, for
 * one, moves inside Hero-*.js, and that chunk and every chunk that imports it get other hashes (about
 * 50 of the assets), a build neither the repository's nor any checkout's is
 * (tests/dist/reproducible.full.test.ts). A symlinked copy whose path sorts after the repository's
 * node_modules builds the same files as the repository; one whose path sorts before does not.
 *
 * Hard links cost little more than the symlink (no file's bytes are copied; a few seconds to make
 * and as many to remove for the repository's 40,000 files) where the copy is on the repository's
 * filesystem. Elsewhere (a temporary folder on another filesystem, say a tmpfs /tmp) the files are
 * copied, by copy-on-write clones where the filesystem has them: slower, the same layout. The tools'
 * caches (node_modules/.vite, node_modules/.cache) are left out, as a fresh checkout has none, and so
 * a tool that rewrites a cached file in place never writes through a hard link into the repository's.
 */
import { constants, cpSync, linkSync, mkdirSync, readdirSync, readlinkSync, rmSync, symlinkSync } from 'node:fs';
import { join, sep } from 'node:path';

/** Caches the tools write into node_modules, absent from a fresh checkout. */
const CACHES = new Set(['.vite', '.cache']);

/** Errors of a filesystem that cannot hard-link these files here: another device, or no hard links at all. */
const NO_HARD_LINKS = new Set(['EXDEV', 'EPERM', 'ENOTSUP', 'EMLINK', 'EOPNOTSUPP']);

/** Recreates the folder `from` at `to`: its folders anew, its files as hard links, its symlinks as they are. */
function hardLinkTree(from: string, to: string, keep: (name: string) => boolean = () => true): void {
  mkdirSync(to);
  for (const entry of readdirSync(from, { withFileTypes: true })) {
    if (!keep(entry.name)) continue;
    const source = join(from, entry.name);
    const target = join(to, entry.name);
    // Symlinks as they are: npm's workspace links and .bin are relative, so they point into the copy.
    if (entry.isSymbolicLink()) symlinkSync(readlinkSync(source), target);
    else if (entry.isDirectory()) hardLinkTree(source, target);
    else linkSync(source, target);
  }
}

/**
 * Gives the copy at `copy` its own node_modules with the files of `repo`'s: hard links on the same
 * filesystem, else copies. Returns which it made.
 */
export function copyDependencies(repo: string, copy: string): 'hard links' | 'copies' {
  const from = join(repo, 'node_modules');
  const to = join(copy, 'node_modules');
  try {
    hardLinkTree(from, to, (name) => !CACHES.has(name));
    return 'hard links';
  } catch (error) {
    if (!NO_HARD_LINKS.has((error as NodeJS.ErrnoException).code ?? '')) throw error;
    rmSync(to, { recursive: true, force: true });
    cpSync(from, to, {
      recursive: true,
      verbatimSymlinks: true,
      mode: constants.COPYFILE_FICLONE,
      filter: (source) => !CACHES.has(source.slice(from.length + 1).split(sep)[0]),
    });
    return 'copies';
  }
}
