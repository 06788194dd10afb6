/** The redirect files as each CDN reads them: `301` and `301!`, netlify.toml tables, vercel.json; patterns and non-redirect rules left out. */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { parseVercelJson, readCdnRedirects } from '../cdn-redirects';

const dirs: string[] = [];
afterEach(() => dirs.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true })));

/** One redirect file in a build folder of its own, read as the audit reads it. */
async function readOne(name: string, text: string) {
  const dir = mkdtempSync(join(tmpdir(), 'cdn-redirects-'));
  dirs.push(dir);
  writeFileSync(join(dir, name), text);
  const files = await readCdnRedirects(dir);
  expect(files.map((f) => [f.file, f.errors])).toEqual([[name, []]]);
  return files[0].redirects;
}

describe('redirect files', () => {
  it('reads _redirects with Cloudflare-style 301 and Netlify-style 301!, skipping comments, splats and 404 rules', async () => {
    expect(
      await readOne(
        '_redirects',
        '# header\n/range-repair  /oven-repair  301!\n/stove-repair /oven-repair 301 # note\n/blog/*  /blog/404  404\n/x/:id /y 301\n',
      ),
    ).toEqual([
      { from: '/range-repair', to: '/oven-repair', status: 301 },
      { from: '/stove-repair', to: '/oven-repair', status: 301 },
    ]);
  });

  it('reads the [[redirects]] tables of netlify.toml (status defaults to 301) and nothing else', async () => {
    const toml =
      '[build]\n  publish = "dist"\n\n[[redirects]]\n  from = "/range-repair"\n  to = "/oven-repair"\n  status = 301\n  force = true\n\n[[redirects]]\n  from = \'/a\' # old\n  to = "/b"\n\n[[headers]]\n  for = "/*"\n';
    expect(await readOne('netlify.toml', toml)).toEqual([
      { from: '/range-repair', to: '/oven-repair', status: 301 },
      { from: '/a', to: '/b', status: 301 },
    ]);
  });

  it('reads vercel.json redirects with statusCode or permanent', () => {
    expect(
      parseVercelJson(
        JSON.stringify({
          cleanUrls: true,
          redirects: [
            { source: '/a', destination: '/b', statusCode: 301 },
            { source: '/c', destination: '/d', permanent: true },
            { source: '/e/:slug', destination: '/f', statusCode: 301 },
          ],
        }),
      ),
    ).toEqual([
      { from: '/a', to: '/b', status: 301 },
      { from: '/c', to: '/d', status: 308 },
    ]);
  });
});
