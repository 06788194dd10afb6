/**
 * Full tier: builds are reproducible and all-or-nothing. A second build of the
 * same commit with the same configuration, in another folder, is byte-identical
 * to the build under test (DIST_DIR or dist/, which `npm run test:full` builds
 * first); a build killed halfway through prerendering leaves the previous output
 * exactly as it was. The second build runs in a frozen copy of the sources, so a
 * working tree edited meanwhile is not what it builds. A build that fails on its
 * configuration is the fast tier's (tests/dist/failed-build.test.ts).
 */
import { spawn, spawnSync } from 'node:child_process';
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { copyDependencies } from '../../scripts/lib/checkout-copy';
import { DIST } from './dist-helpers';

const BUILD_TIMEOUT = 10 * 60_000;
const work = mkdtempSync(join(tmpdir(), 'repro-build-'));
// Removing the copy's 40,000 hard-linked dependency files takes seconds, more than a hook's default 10 s on a busy machine.
afterAll(() => rmSync(work, { recursive: true, force: true }), 2 * 60_000);

/** Top-level entries that are not sources: dependencies, outputs, reports, VCS. */
const NOT_SOURCES =
  /^(node_modules|\.git|dist.*|test-results|playwright-report|audit-reports|bench-results|\.vite-react-ssg-temp)$/;

/**
 * A copy of the sources with node_modules inside it, as a fresh checkout of this commit is laid out
 * (hard links, or copies on another filesystem: scripts/lib/checkout-copy.ts). Not a symlink back to
 * the repository's node_modules: the build's chunks follow the order of the modules' absolute paths,
 * and a symlinked node_modules sorts against the copy's sources as no checkout's does.
 */
function frozenCopy(): string {
  const repo = resolve('.');
  const copy = join(work, 'src-copy');
  cpSync(repo, copy, {
    recursive: true,
    filter: (from) => from === repo || !NOT_SOURCES.test(from.slice(repo.length + 1).split('/')[0]),
  });
  copyDependencies(repo, copy);
  return copy;
}

function build(
  distDir: string,
  env: Record<string, string> = {},
  cwd = '.',
): { status: number | null; output: string } {
  const result = spawnSync('npm', ['run', 'build'], {
    cwd,
    env: { ...process.env, ...env, DIST_DIR: distDir },
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  return { status: result.status, output: `${result.stdout}\n${result.stderr}` };
}

function listFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((f) => statSync(join(dir, f)).isFile())
    .sort();
}

/** A stand-in for the site currently deployed: the test checks it survives a failed build untouched. */
function previousOutput(dir: string): void {
  mkdirSync(join(dir, 'assets'), { recursive: true });
  writeFileSync(join(dir, 'index.html'), 'previous build');
  writeFileSync(join(dir, 'assets', 'app.js'), 'previous asset');
}

describe('reproducible builds', () => {
  it(
    'a build of the same commit and configuration in another folder is byte-identical to the build under test',
    () => {
      expect(existsSync(join(DIST, 'index.html')), `no build in ${DIST}/: run \`npm run build\` (npm test does)`).toBe(
        true,
      );
      const copy = frozenCopy();
      const again = join(work, 'again');
      const { status, output } = build(again, {}, copy);
      expect(status, output.slice(-3000)).toBe(0);
      const filesA = listFiles(DIST);
      const filesB = listFiles(again);
      expect(filesA.length).toBeGreaterThan(100);
      expect({
        onlyInFirst: filesA.filter((f) => !filesB.includes(f)),
        onlyInSecond: filesB.filter((f) => !filesA.includes(f)),
      }).toEqual({ onlyInFirst: [], onlyInSecond: [] });
      const differing = filesA.filter((f) => !readFileSync(join(DIST, f)).equals(readFileSync(join(again, f))));
      expect(
        differing,
        `files that differ between ${DIST}/ and a second build (${DIST}/ must be a build of these sources)`,
      ).toEqual([]);
      expect(existsSync(`${again}.staging`)).toBe(false);
    },
    BUILD_TIMEOUT,
  );
});

describe('all-or-nothing builds', () => {
  it(
    'a build killed halfway through prerendering leaves the previous output untouched',
    async () => {
      const out = join(work, 'killed');
      previousOutput(out);
      const child = spawn('npm', ['run', 'build'], {
        env: { ...process.env, DIST_DIR: out },
        stdio: 'ignore',
        detached: true,
      });
      const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
      const staging = `${out}.staging`;
      const halfway = () => existsSync(staging) && readdirSync(staging).some((f) => f.endsWith('.html'));
      const deadline = Date.now() + BUILD_TIMEOUT - 30_000;
      while (!halfway() && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));
      expect(halfway(), 'prerendering started').toBe(true);
      process.kill(-child.pid!, 'SIGKILL'); // the build's own process group: npm, the orchestrator and vite-react-ssg
      expect(await exited).not.toBe(0);
      expect(listFiles(out)).toEqual(['assets/app.js', 'index.html']);
      expect(readFileSync(join(out, 'index.html'), 'utf8')).toBe('previous build');
      // The half-written staging folder is never where a deployment looks; the next build starts by removing it.
      rmSync(staging, { recursive: true, force: true });
    },
    BUILD_TIMEOUT,
  );
});
