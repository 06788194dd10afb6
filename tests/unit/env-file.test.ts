/**
 * `.env` (scripts/lib/env-file.mjs): every script, the build and the dev server read it, and a
 * variable set in the environment wins over the file, as on a host's build settings.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';

const envFile = pathToFileURL(resolve('scripts/lib/env-file.mjs')).href;
const dirs: string[] = [];
afterEach(() => dirs.splice(0).forEach((d) => rmSync(d, { recursive: true, force: true })));

/** PHONE and SITE_URL as a script in `dir` sees them after reading `.env`. */
function seen(dir: string, env: NodeJS.ProcessEnv): string {
  const script = `await import(${JSON.stringify(envFile)}); console.log(process.env.PHONE, process.env.SITE_URL);`;
  return execFileSync(process.execPath, ['--input-type=module', '-e', script], {
    cwd: dir,
    env,
    encoding: 'utf8',
  }).trim();
}

describe('.env', () => {
  it('is read, and the environment wins over it', () => {
    const dir = mkdtempSync(join(tmpdir(), 'env-file-'));
    dirs.push(dir);
    writeFileSync(join(dir, '.env'), '# a comment\nPHONE=+14155550199\nSITE_URL=https://www.example.com\n');
    const { PATH } = process.env;
    expect(seen(dir, { PATH })).toBe('+14155550199 https://www.example.com');
    expect(seen(dir, { PATH, PHONE: '+14155550111' })).toBe('+14155550111 https://www.example.com');
  });

  it('is optional', () => {
    const dir = mkdtempSync(join(tmpdir(), 'env-file-'));
    dirs.push(dir);
    expect(seen(dir, { PATH: process.env.PATH })).toBe('undefined undefined');
  });
});
