/**
 * Security properties of the built files: no script from another host, every
 * inline script allowed by its hash in the CSP (and nothing else inline), the
 * same headers in `_headers` and `vercel.json`, no build internals shipped,
 * and every new-tab link without access to this page.
 */
import { createHash } from 'node:crypto';
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'node-html-parser';
import { headersFor, readHeadersFile } from '../../serve/cdn';
import { htmlFiles } from '../../scripts/lib/normalize-html';
import { loadSiteConfig } from '../../core/config/load-site-config';
import { DIST, distFile } from './dist-helpers';

const SITE_ORIGIN = loadSiteConfig().SITE_URL;
const files = htmlFiles(DIST)
  .map((f) => f.slice(DIST.length + 1))
  .sort();
const { rules: headerRules } = await readHeadersFile(join(DIST, '_headers'));
const csp = headersFor('/', headerRules)['Content-Security-Policy'];
const offSite = (url: string | undefined) => !!url && /^(https?:)?\/\//i.test(url) && !url.startsWith(SITE_ORIGIN);

describe('built pages', () => {
  it('are all checked (the file list is not empty)', () => {
    expect(files.length).toBeGreaterThan(100);
  });

  it('load no script, stylesheet, preload or frame from another host at first paint', () => {
    const found: string[] = [];
    for (const file of files) {
      const html = parse(distFile(file));
      for (const el of html.querySelectorAll('script[src], link[href], iframe[src], embed, object')) {
        const url = el.getAttribute('src') ?? el.getAttribute('href');
        const rel = el.getAttribute('rel') ?? '';
        if (el.tagName === 'LINK' && !/stylesheet|preload|modulepreload|icon|manifest/.test(rel)) continue;
        if (['EMBED', 'OBJECT', 'IFRAME'].includes(el.tagName) || offSite(url))
          found.push(`${file}: <${el.tagName.toLowerCase()}> ${url ?? ''}`);
      }
    }
    expect(found).toEqual([]);
  });

  it('run inline scripts only when the CSP names their sha256, and have no inline event handlers', () => {
    const problems: string[] = [];
    const hashes = new Set<string>();
    for (const file of files) {
      const html = parse(distFile(file));
      for (const script of html.querySelectorAll('script:not([src])')) {
        if (script.getAttribute('type') === 'application/ld+json') continue;
        const hash = createHash('sha256').update(script.rawText).digest('base64');
        hashes.add(hash);
        if (!csp.includes(`'sha256-${hash}'`))
          problems.push(`${file}: inline script not in the CSP: ${script.rawText.slice(0, 80)}`);
      }
      for (const el of html.querySelectorAll('*')) {
        for (const name of Object.keys(el.attributes))
          if (/^on/i.test(name)) problems.push(`${file}: <${el.tagName.toLowerCase()} ${name}>`);
        const href = el.getAttribute('href') ?? el.getAttribute('src') ?? '';
        if (/^\s*javascript:/i.test(href)) problems.push(`${file}: javascript: URL`);
      }
    }
    expect(problems).toEqual([]);
    // React Router's hydration data is the same on every page: one hash covers the site.
    expect(hashes.size).toBeLessThanOrEqual(2);
  });
});

describe('CDN configuration', () => {
  it('vercel.json carries exactly the headers of _headers', () => {
    const vercel = JSON.parse(distFile('vercel.json')) as {
      headers: { source: string; headers: { key: string; value: string }[] }[];
    };
    expect(
      vercel.headers.map((r) => ({
        source: r.source.replace(/\(\.\*\)$/, '*'),
        headers: Object.fromEntries(r.headers.map((h) => [h.key, h.value])),
      })),
    ).toEqual(headerRules);
  });

  it('sends the security headers on every path, assets included', () => {
    for (const path of ['/', '/about', '/assets/app.js', '/images/x.png', '/og/home.png', '/no-such-page']) {
      const headers = headersFor(path, headerRules);
      for (const name of [
        'Content-Security-Policy',
        'Strict-Transport-Security',
        'X-Content-Type-Options',
        'Referrer-Policy',
        'Permissions-Policy',
        'X-Frame-Options',
      ]) {
        expect(headers[name], `${path} ${name}`).toBeTruthy();
      }
    }
  });

  it('ships no build internals', () => {
    expect(existsSync(join(DIST, '.vite'))).toBe(false);
    expect(existsSync(join(DIST, 'static-loader-data'))).toBe(false);
    expect(readdirSync(DIST).filter((f) => f.startsWith('static-loader-data') || f.endsWith('.map'))).toEqual([]);
    expect(files.filter((f) => distFile(f).includes('__VITE_REACT_SSG_HASH__'))).toEqual([]);
  });
});
