/**
 * Netlify, checked by Netlify's own code: its parsers (@netlify/redirect-parser,
 * @netlify/headers-parser) read the `_redirects` a Netlify build writes, the
 * built `_headers` and the repository's netlify.toml with no error, and its
 * redirect engine (netlify-redirector, the matcher `netlify dev` uses) sends
 * each alias to its target with a forced 301, which is what beats the fallback
 * page the build also writes at that address. The Netlify files are written by
 * the same function as the build's, into a copy of the built output.
 */
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseAllRedirects } from '@netlify/redirect-parser';
import { parseAllHeaders, type Header } from '@netlify/headers-parser';
import redirector, { type Matcher } from 'netlify-redirector';
import { DIST } from './dist-helpers';
import { htmlFileFor, paths, redirectEntries } from '../../core/urls/manifest';
import { headersFor, readHeadersFile } from '../../serve/cdn';
import { redirectsFile, redirectsFlavor } from '../../scripts/lib/cdn-files';
import { posts } from '../../content/posts';

let site: string;
let matcher: Matcher;

/** Netlify's rules in the order it applies them: `_redirects`, then netlify.toml. */
async function netlifyRules(redirectsText: string) {
  const file = join(site, '_redirects');
  writeFileSync(file, redirectsText);
  return parseAllRedirects({
    redirectsFiles: [file],
    netlifyConfigPath: 'netlify.toml',
    configRedirects: [],
    minimal: false,
  });
}

async function engine(redirectsText: string): Promise<Matcher> {
  const { redirects } = await netlifyRules(redirectsText);
  // `netlify dev` hands the engine the parser's rules with `query` renamed `params`.
  const rules = (redirects as { query: unknown }[]).map(({ query, ...rule }) => ({ ...rule, params: query }));
  return redirector.parseJSON(JSON.stringify(rules), {});
}

const match = (m: Matcher, path: string) =>
  m.match({ scheme: 'https', host: 'www.example.com', path, query: '', getHeader: () => '', getCookie: () => '' });

beforeAll(async () => {
  site = mkdtempSync(join(tmpdir(), 'netlify-'));
  matcher = await engine(redirectsFile('netlify'));
});
afterAll(() => rmSync(site, { recursive: true, force: true }));

describe('Netlify builds', () => {
  it("write Netlify's _redirects when netlify.toml or Netlify itself says so", () => {
    expect(readFileSync('netlify.toml', 'utf8')).toMatch(/\[build\.environment\]\n\s+DEPLOY_HOST = "netlify"/);
    expect(redirectsFlavor({ DEPLOY_HOST: 'netlify' })).toBe('netlify');
    expect(redirectsFlavor({ NETLIFY: 'true' })).toBe('netlify');
    expect(redirectsFlavor({})).toBe('cloudflare');
    expect(() => redirectsFlavor({ DEPLOY_HOST: 'netlfy' })).toThrow(/DEPLOY_HOST/);
  });

  it("Netlify's parser reads _redirects and netlify.toml with no error", async () => {
    const { redirects, errors } = await netlifyRules(redirectsFile('netlify'));
    expect(errors).toEqual([]);
    expect(redirects.length).toBe(redirectEntries.length + 1);
  });

  it("Netlify's headers parser reads the built _headers and netlify.toml with no error, to the same values", async () => {
    const { headers, errors } = await parseAllHeaders({
      headersFiles: [join(DIST, '_headers')],
      netlifyConfigPath: 'netlify.toml',
      configHeaders: [],
      minimal: false,
    });
    expect(errors).toEqual([]);
    const { rules: ours } = await readHeadersFile(join(DIST, '_headers'));
    expect(headers.map((h) => ({ source: h.for, headers: h.values }))).toEqual(ours);
    // Netlify applies every rule whose pattern matches; the values it gives a path are ours.
    for (const path of ['/', '/assets/app.js', '/images/x.webp', `/blog/${posts[0].slug}`]) {
      const netlify = Object.assign(
        {},
        ...(headers as Header[]).filter((h) => h.forRegExp.test(path)).map((h) => h.values),
      );
      expect(netlify, path).toEqual(headersFor(path, ours));
    }
  });

  for (const r of redirectEntries) {
    it(`${r.from}: the engine answers a forced 301 to ${r.to}, over the fallback page at that address`, () => {
      expect(existsSync(join(DIST, htmlFileFor(r.from)))).toBe(true);
      expect(match(matcher, r.from)).toMatchObject({ to: r.to, status: 301, force: true });
    });
  }

  it("an unknown post gets the post not-found page with 404; a real post's file wins over that rule", () => {
    expect(match(matcher, '/blog/no-such-post')).toMatchObject({ to: paths.postNotFound, status: 404 });
    const real = `/blog/${posts[0].slug}`;
    expect(existsSync(join(DIST, htmlFileFor(real)))).toBe(true);
    expect(match(matcher, real)?.force).toBe(false);
    expect(match(matcher, paths.services)).toBeNull();
  });

  it('the Cloudflare flavour would not do on Netlify: its 301s are not forced, so the fallback pages win', async () => {
    const cloudflareOnNetlify = await engine(redirectsFile('cloudflare'));
    for (const r of redirectEntries)
      expect(match(cloudflareOnNetlify, r.from)).toMatchObject({ status: 301, force: false });
  });
});
