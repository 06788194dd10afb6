/**
 * The build as Cloudflare Pages serves it: `wrangler pages dev` (its workerd
 * runtime and Pages asset server, started by playwright.config.ts on the port
 * after the local server) reads dist/_redirects and dist/_headers with
 * Cloudflare's own code. Nothing here goes through serve/http.ts.
 */
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { test, expect } from './fixtures';
import { builtHeaderRules, watchCsp } from './csp';
import { expectOnSite, rawGet } from './http';
import { templateRepresentatives, visitPath } from './page-helpers';
import { manifest, paths, redirectEntries } from '../../core/urls/manifest';
import { HOST_DEFAULT_CACHE_CONTROL, headersFor } from '../../serve/cdn';
import { posts } from '../../content/posts';

const DIST = process.env.DIST_DIR ?? 'dist';
const CLOUDFLARE = `http://127.0.0.1:${Number(process.env.TEST_PORT ?? 4310) + 1}`;
const rules = await builtHeaderRules(DIST);
const h1Of = (path: string) => manifest.find((e) => e.path === path)!.meta.h1;
const post = `/blog/${posts[0].slug}`;

test.use({ baseURL: CLOUDFLARE });

test('wrangler accepted every rule of _redirects and _headers (none rejected)', async ({ request }) => {
  // wrangler only logs rejected rules; a rule it dropped shows up as its behaviour missing, so
  // check one of each kind here and the rest below.
  const alias = await request.get(redirectEntries[0].from, { maxRedirects: 0 });
  expect(alias.status()).toBe(301);
  expect((await request.get(paths.notFound)).status()).toBe(404);
});

test.describe('redirect aliases', () => {
  for (const r of redirectEntries) {
    test(`${r.from} answers 301 to ${r.to}, not its fallback page`, async ({ request }) => {
      const response = await request.get(r.from, { maxRedirects: 0 });
      expect(response.status()).toBe(301);
      expectOnSite(response.headers().location, CLOUDFLARE, r.from);
      expect(new URL(response.headers().location, CLOUDFLARE).pathname).toBe(r.to);
      expect((await request.get(r.to, { maxRedirects: 0 })).status()).toBe(200);
    });
  }
});

test.describe('not-found pages answer 404', () => {
  const cases: [string, string][] = [
    ['/no-such-page', paths.notFound],
    ['/nowhere-appliance-repair', paths.notFound],
    ['/services/no-such-service', paths.notFound],
    ['/blog/no-such-post', paths.postNotFound],
    ['/blog/no/such/post', paths.postNotFound],
    [paths.notFound, paths.notFound],
    [paths.postNotFound, paths.postNotFound],
  ];
  for (const [path, page] of cases) {
    test(`${path} answers 404 with ${page}'s page`, async ({ page: tab }) => {
      const response = await tab.goto(path);
      expect(response?.status()).toBe(404);
      await expect(tab.locator('h1')).toHaveText(h1Of(page));
    });
  }

  test('an upper-case variant of a page answers 404 with the not-found page, before and after the app starts', async ({
    page,
  }) => {
    const response = await page.goto('/Refrigerator-Repair');
    expect(response?.status()).toBe(404);
    expect(await response!.text()).toContain(`<h1`);
    expect(await response!.text()).toContain(h1Of(paths.notFound));
    await expect(page.locator('h1')).toHaveText(h1Of(paths.notFound));
  });
});

test.describe('trailing slashes', () => {
  // Cloudflare strips a trailing slash itself with a permanent 308; a `/*/ → /:splat 301` rule
  // would make it a 301 but sends `//host/` off the site (docs/deploying.md).
  for (const path of [redirectEntries[0].to, post, redirectEntries[0].from]) {
    test(`${path}/ redirects permanently to ${path}`, async () => {
      const { status, location } = await rawGet(CLOUDFLARE, `${path}/`);
      expect(status).toBe(308);
      expect(location).toBe(path);
    });
  }

  test('no slashed address redirects off the site', async () => {
    for (const path of ['//evil.example/', '//evil.example/x/', '/\\evil.example/', '/%2F%2Fevil.example/']) {
      const { status, location } = await rawGet(CLOUDFLARE, path);
      expectOnSite(location, CLOUDFLARE, path);
      expect([308, 404], path).toContain(status);
    }
  });
});

test.describe('headers', () => {
  const asset = `/assets/${readdirSync(join(DIST, 'assets')).find((f) => f.endsWith('.js'))}`;
  for (const path of ['/', post, asset, '/no-such-page']) {
    test(`${path} carries the headers of _headers, each value once`, async ({ request }) => {
      const response = await request.get(path, { maxRedirects: 0 });
      const headers = response.headers();
      // Pages get Cloudflare's own Cache-Control, the one the local server copies; a 404 is Cloudflare's no-store.
      const expected = {
        'Cache-Control': response.status() === 200 ? HOST_DEFAULT_CACHE_CONTROL : 'no-store',
        ...headersFor(path, rules),
      };
      expect(Object.keys(expected).length).toBeGreaterThan(5);
      for (const [name, value] of Object.entries(expected)) expect(headers[name.toLowerCase()], name).toBe(value);
    });
  }
});

test.describe('the app starts under the CSP', () => {
  for (const entry of templateRepresentatives) {
    test(`${entry.template} (${entry.path}): zero CSP violations`, async ({ page }) => {
      const violations = await watchCsp(page);
      const response = await page.goto(visitPath(entry));
      expect(response?.status()).toBe(entry.status);
      expect(response!.headers()['content-security-policy']).toBe(headersFor('/', rules)['Content-Security-Policy']);
      await expect(page.locator('html[data-hydrated]')).toBeAttached();
      await expect(page.locator('h1')).toHaveText(entry.meta.h1);
      await page.waitForLoadState('networkidle');
      expect(await violations()).toEqual([]);
    });
  }
});
