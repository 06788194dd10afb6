/**
 * A build that fails on its configuration exits non-zero, names the setting, and leaves the
 * previous output exactly as it was (the build stages into `<dist>.staging` and swaps only on
 * success: scripts/build.ts). It fails before prerendering, so this fast-tier case costs seconds;
 * a build killed halfway through prerendering is tests/dist/reproducible.full.test.ts's.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, expect, it } from 'vitest';

const work = mkdtempSync(join(tmpdir(), 'failed-build-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

it('a configuration error exits non-zero, names the setting and leaves the previous output untouched', () => {
  const out = join(work, 'dist');
  mkdirSync(join(out, 'assets'), { recursive: true });
  writeFileSync(join(out, 'index.html'), 'previous build');
  writeFileSync(join(out, 'assets', 'app.js'), 'previous asset');
  const result = spawnSync('npm', ['run', 'build'], {
    env: { ...process.env, SITE_URL: 'http://localhost', DIST_DIR: out },
    encoding: 'utf8',
  });
  expect(result.status).not.toBe(0);
  expect(`${result.stdout}\n${result.stderr}`).toMatch(/SITE_URL/);
  expect(readdirSync(out, { recursive: true }).sort()).toEqual(['assets', 'assets/app.js', 'index.html']);
  expect(readFileSync(join(out, 'index.html'), 'utf8')).toBe('previous build');
  expect(existsSync(`${out}.staging`), 'no staging folder left behind').toBe(false);
}, 60_000);
