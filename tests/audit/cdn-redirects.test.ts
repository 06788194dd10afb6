/** The redirect files as each CDN reads them: `301` and `301!`, netlify.toml tables, vercel.json; patterns and non-redirect rules left out. */
import { describe, expect, it } from 'vitest';
import { parseNetlifyToml, parseRedirectsFile, parseVercelJson } from '../../audit/cdn-redirects';

describe('redirect files', () => {
  it('reads _redirects with Cloudflare-style 301 and Netlify-style 301!, skipping comments, splats and 404 rules', () => {
    expect(
      parseRedirectsFile(
        '# header\n/range-repair  /oven-repair  301!\n/stove-repair /oven-repair 301 # note\n/blog/*  /blog/404  404\n/x/:id /y 301\n',
      ),
    ).toEqual([
      { from: '/range-repair', to: '/oven-repair', status: 301 },
      { from: '/stove-repair', to: '/oven-repair', status: 301 },
    ]);
  });

  it('reads the [[redirects]] tables of netlify.toml (status defaults to 301) and nothing else', () => {
    const toml =
      '[build]\n  publish = "dist"\n\n[[redirects]]\n  from = "/range-repair"\n  to = "/oven-repair"\n  status = 301\n  force = true\n\n[[redirects]]\n  from = \'/a\' # old\n  to = "/b"\n\n[[headers]]\n  for = "/*"\n';
    expect(parseNetlifyToml(toml)).toEqual([
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
