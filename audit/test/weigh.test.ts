/**
 * `seo-audit weigh` (what the site's benchmark prints as its page sizes): every HTML file of a
 * build, weighed as the budget rules weigh it, its JavaScript split by `--part`, as JSON on stdout.
 */
import { gzipSync } from 'node:zlib';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cli } from '../cli';
import { fixtureSite, type FixtureSite } from './fixture-site';

let site: FixtureSite | null = null;
afterEach(() => {
  site?.cleanup();
  vi.restoreAllMocks();
});

/** What the command writes to stdout, parsed. */
async function weigh(args: string[]): Promise<{ code: number; pages: Record<string, Record<string, number>> }> {
  let out = '';
  vi.spyOn(process.stdout, 'write').mockImplementation((chunk) => {
    out += String(chunk);
    return true;
  });
  const code = await cli(['weigh', ...args]);
  vi.restoreAllMocks();
  return { code, pages: JSON.parse(out || '{}') };
}

describe('seo-audit weigh', () => {
  it('weighs every page of the build, gzipped, with the scripts --part picks apart', async () => {
    site = fixtureSite();
    const framework = 'export const react = 1;\n'.repeat(400);
    const app = 'console.log("app");\n';
    site.write('assets/framework-A1.js', framework);
    site.write('assets/app-B2.js', app);
    const head =
      '<script type="module" src="/assets/app-B2.js"></script><link rel="modulepreload" href="/assets/framework-A1.js">';
    site.write('index.html', `<!doctype html><html lang="en"><head>${head}</head><body><h1>Home</h1></body></html>`);
    site.write('blog/post.html', '<!doctype html><html lang="en"><head></head><body><h1>Post</h1></body></html>');

    const { code, pages } = await weigh(['--dist', site.dist, '--part', '/assets/framework-[\\w-]+\\.js$']);

    expect(code).toBe(0);
    // The fixture's own pages (404.html, …) are weighed too: every HTML file, by its path in the build.
    expect(Object.keys(pages)).toEqual(expect.arrayContaining(['blog/post.html', 'index.html', '404.html']));
    const gzipKb = (text: string) => gzipSync(text, { level: 9 }).length / 1024;
    expect(pages['index.html'].scripts).toBe(2);
    expect(pages['index.html'].jsKb).toBeCloseTo(gzipKb(framework) + gzipKb(app), 1);
    expect(pages['index.html'].partJsKb).toBeCloseTo(gzipKb(framework), 1);
    expect(pages['blog/post.html']).toMatchObject({ jsKb: 0, scripts: 0 });
  });
});
