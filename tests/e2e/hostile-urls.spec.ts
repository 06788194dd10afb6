/**
 * Hostile addresses: a `?city=` that tries markup, script, sheer length or
 * Unicode tricks changes nothing; odd paths (encoded or doubled slashes,
 * uppercase, trailing slashes, long queries, traversal) give the right page
 * or the 404 page, never a crash, a blank page or a canonical on another host;
 * and no address redirects off the site.
 */
import type { Page } from '@playwright/test';
import { test, expect } from './fixtures';
import { expectOnSite, rawGet } from './http';
import { paths } from '../../core/urls/manifest';
import { pages } from '../../content/pages';
import { cities } from '../../content/cities';
import { business } from '../../core/facts/business-profile';
import { loadSiteConfig } from '../../core/config/load-site-config';

const SITE_URL = loadSiteConfig().SITE_URL;
const label = (page: Page) => page.getByTestId('city-label');

test.describe('?city= never renders what it is given', () => {
  const hostile: [string, string][] = [
    ['markup', '<img src=x onerror=alert(1)>'],
    ['script', '<script>alert(1)</script>'],
    ['10,000 characters', 'Oakland'.repeat(1429).slice(0, 10000)],
    ['right-to-left override', 'Oakland\u202e'],
    ['Greek', 'Σαν Φρανσίσκο'],
    ['unserved city', 'Reno'],
    ['attribute breakout', '"><svg onload=alert(1)>'],
  ];

  for (const [name, value] of hostile) {
    test(`${name}: default label, nothing reflected, no dialog`, async ({ page }) => {
      const dialogs: string[] = [];
      page.on('dialog', (d) => {
        dialogs.push(d.message());
        void d.dismiss();
      });
      await page.goto(`${paths.about}?city=${encodeURIComponent(value)}`);
      await page.waitForLoadState('networkidle');
      await expect(label(page)).toHaveText(business.defaultCityLabel);
      expect(dialogs).toEqual([]);
      await expect(page.locator('img[src="x"], svg[onload], [onerror]')).toHaveCount(0);
      const found = await page.evaluate((v) => {
        const hits: string[] = [];
        const encoded = encodeURIComponent(v);
        if (document.body.innerHTML.includes(v) || document.body.innerHTML.includes(encoded)) hits.push('body');
        if (document.title.includes(v)) hits.push('title');
        // The canonical rule keeps non-tracking queries (docs/product.md), so the canonical link and og:url may carry it, percent-encoded.
        for (const el of document.head.querySelectorAll('*:not(link[rel="canonical"]):not(meta[property="og:url"])')) {
          if (el.outerHTML.includes(v) || el.outerHTML.includes(encoded)) hits.push(el.tagName);
        }
        return hits;
      }, value);
      expect(found).toEqual([]);
      const canonical = await page.locator('link[rel="canonical"]').getAttribute('href');
      expect(canonical?.startsWith(`${SITE_URL}${paths.about}`)).toBe(true);
      expect(canonical).not.toMatch(/[<>"]/);
    });
  }

  test('control: a served city in any case is shown', async ({ page }) => {
    await page.goto(`${paths.about}?city=oAKLAND`);
    await expect(label(page)).toHaveText('Oakland');
  });
});

test.describe('odd paths give the right page or the 404 page', () => {
  const longQuery = `?q=${'a'.repeat(8 * 1024)}`;
  /** [visited path, path the visitor ends on, H1 shown]. */
  const cases: [string, string, string][] = [
    ['/about/', paths.about, pages.about.h1],
    ['//about', paths.about, pages.about.h1],
    ['/about%2F', paths.about, pages.about.h1],
    ['/about//', paths.about, pages.about.h1],
    ['/%61bout', '/%61bout', pages.about.h1],
    [`${paths.about}${longQuery}`, paths.about, pages.about.h1],
    ['/ABOUT', '/ABOUT', pages.notFound.h1],
    ['/%2F%2Fevil.example', '/evil.example', pages.notFound.h1],
    ['/blog//evil.example/', '/blog//evil.example/', pages.postNotFound.h1],
    ['/appliance-repair-oakland/', paths.city('oakland'), cities.find((c) => c.slug === 'oakland')!.meta.h1],
    ['/..%2f..%2fetc%2fpasswd', '/..%2f..%2fetc%2fpasswd', pages.notFound.h1],
  ];

  for (const [visited, endsOn, h1] of cases) {
    test(`${visited.slice(0, 60)} → ${endsOn}`, async ({ page, baseURL }) => {
      const response = await page.goto(`${baseURL}${visited}`);
      const status = response?.status() ?? 0;
      expect(status).toBe(h1 === pages.notFound.h1 || h1 === pages.postNotFound.h1 ? 404 : 200);
      expect(new URL(page.url()).pathname).toBe(endsOn);
      expect(new URL(page.url()).origin).toBe(new URL(baseURL!).origin);
      await expect(page.locator('h1')).toContainText(h1);
      expect((await page.locator('main').innerText()).length).toBeGreaterThan(100);
      for (const href of await page
        .locator('link[rel="canonical"]')
        .evaluateAll((els) => els.map((e) => e.getAttribute('href')))) {
        expect(href?.startsWith(`${SITE_URL}/`) || href === SITE_URL).toBe(true);
      }
    });
  }

  test('undecodable, control-character and config-file paths answer 4xx with the 404 page, never 5xx', async ({
    request,
  }) => {
    for (const [path, status] of [
      ['/%', 400],
      ['/%E0%A4%A', 400],
      ['/%00', 404],
      ['/about%0d%0aSet-Cookie:x=1', 404],
      ['/_headers', 404],
      ['/_redirects', 404],
      ['/vercel.json', 404],
      ['/.vite/manifest.json', 404],
    ] as const) {
      const response = await request.get(path, { maxRedirects: 0 });
      expect(response.status(), path).toBe(status);
      expect(response.headers()['set-cookie'], path).toBeUndefined();
      expect(await response.text(), path).toContain(pages.notFound.h1);
    }
  });

  test('a very long query string is served, not a crash', async ({ request }) => {
    const response = await request.get(`${paths.home}?${'x='.padEnd(8 * 1024, 'y')}`);
    expect(response.status()).toBe(200);
  });
});

test.describe('no open redirect', () => {
  const offSite = [
    '//evil.example',
    '//evil.example/',
    '///evil.example/',
    '//evil.example/%2e%2e',
    '/%2F%2Fevil.example',
    '/%2F%2Fevil.example%2F',
    '/%5C%5Cevil.example',
    '/%5C%5Cevil.example/',
    '/%2f%5cevil.example/',
    '/range-repair?to=https://evil.example',
    '/range-repair/?to=//evil.example',
    '/stove-repair//evil.example/',
    '/blog//evil.example/',
    '/images//evil.example/',
    '/about/?next=https://evil.example',
    '/https:/evil.example/',
    '/about.html/',
  ];

  test('no path or query sends the visitor to another host (Location checked without following)', async ({
    request,
    baseURL,
  }) => {
    for (const path of offSite) {
      const response = await request.get(`${baseURL}${path}`, { maxRedirects: 0 });
      expect(response.status(), path).toBeLessThan(500);
      expectOnSite(response.headers().location, baseURL!, path);
    }
  });

  test('raw backslashes and doubled slashes, byte for byte', async ({ baseURL }) => {
    for (const path of [
      '/\\evil.example',
      '/\\\\evil.example/',
      '/\\/evil.example/',
      '//evil.example/',
      '//\\evil.example/',
      '/./evil.example/',
      '/blog/..//evil.example/',
    ]) {
      const { status, location } = await rawGet(baseURL!, path);
      expect(status, path).toBeLessThan(500);
      expectOnSite(location, baseURL!, path);
    }
  });

  test('redirect aliases keep the visitor on the site whatever the query', async ({ request, baseURL }) => {
    const response = await request.get(`${baseURL}/range-repair?to=https://evil.example&url=//evil.example`, {
      maxRedirects: 0,
    });
    expect(response.status()).toBe(301);
    expect(response.headers().location).toBe(paths.service('oven-repair'));
  });
});
