/**
 * The built output, file by file: what the manifest says each page is and what the CDN gets.
 * Canonicals, og:url, noindex, JSON-LD syntax, the sitemap and robots.txt are the audit gate's
 * rules on this same output (`npm run audit:fast` in `npm test`; docs/audit.md), not repeated here.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { htmlFileFor, manifest, paths, type PageMeta } from '../../core/urls/manifest';
import { pages } from '../../content/pages';
import { services } from '../../content/services';
import { brandPages } from '../../content/brand-pages';
import { cities } from '../../content/cities';
import { maintenanceGuides } from '../../content/maintenance';
import { posts } from '../../content/posts';
import { fillFacts } from '../../core/facts/fill-facts';
import { DIST, distFile, readPage } from './dist-helpers';
import { readHeadersFile } from '../../serve/cdn';

const NOT_FOUND_HEADINGS = [pages.notFound.h1, pages.postNotFound.h1];

/**
 * The title, description and H1 of each page that has a content file of its own, read from that
 * file by the page's address (fact tokens filled in the title and description, content/TOKENS.md):
 * the manifest must have paired the address with this file, and the prerender must have written
 * this page's head and not another's. Pages without one file each (company pages, city aliases,
 * not-found pages) are held to their manifest entry.
 */
const contentMeta = new Map<string, PageMeta>(
  [
    ...services.map((s) => [paths.service(s.slug), s.meta] as const),
    ...brandPages.map((b) => [paths.brand(b.slug), b.meta] as const),
    ...cities.map((c) => [paths.city(c.slug), c.meta] as const),
    ...maintenanceGuides.map((g) => [paths.guide(g.slug), g.meta] as const),
    ...posts.map((p) => [paths.post(p.slug), { title: p.title, description: p.description, h1: p.title }] as const),
  ].map(([path, meta]) => [
    path,
    { title: fillFacts(meta.title), description: fillFacts(meta.description), h1: meta.h1 },
  ]),
);

/** Which pages a shown title, description or H1 belongs to, for the message when a page shows another's. */
function ownersOf(shown: Partial<PageMeta>): string {
  return (['title', 'description', 'h1'] as const)
    .map((field) => {
      const owners = manifest.filter((e) => e.meta[field] === shown[field]).map((e) => e.path);
      return `${field} ${JSON.stringify(shown[field])} is ${owners.length ? `the ${field} of ${owners.join(', ')}` : "no page's"}`;
    })
    .join('\n');
}

describe('built output', () => {
  it('writes an HTML file for every manifest page and the CDN files', () => {
    const missing = manifest.map((e) => htmlFileFor(e.path)).filter((f) => !existsSync(join(DIST, f)));
    expect(missing).toEqual([]);
    for (const file of [
      '404.html',
      'sitemap.xml',
      'robots.txt',
      '_redirects',
      '_headers',
      'vercel.json',
      'icons/icon-32.png',
      'icons/apple-touch-icon.png',
      'icons/icon-512.png',
    ]) {
      expect(existsSync(join(DIST, file)), file).toBe(true);
    }
  });

  describe.each(manifest.map((e) => [e.path, e] as const))('%s', (_path, entry) => {
    const html = readPage(htmlFileFor(entry.path));

    // That there is exactly one of each, unique and of a fitting length, is the audit's (titles/*, descriptions/*, headings/one-h1).
    it("shows its own title, description and H1, not another page's", () => {
      const shown = {
        title: html.querySelector('title')?.text,
        description: html.querySelector('meta[name="description"]')?.getAttribute('content'),
        h1: html.querySelector('h1')?.text.trim(),
      };
      expect(shown, ownersOf(shown)).toEqual(contentMeta.get(entry.path) ?? entry.meta);
    });

    it('links a PNG favicon and an Apple touch icon that exist, and the SVG favicon inline, last', () => {
      const icons = html
        .querySelectorAll('link[rel="icon"], link[rel="apple-touch-icon"]')
        .map((l) => ({ rel: l.getAttribute('rel'), type: l.getAttribute('type'), href: l.getAttribute('href') ?? '' }));
      const files = icons.filter((i) => i.href.startsWith('/'));
      expect(files.map((i) => i.rel).sort()).toEqual(['apple-touch-icon', 'icon']);
      for (const { href } of files) expect(existsSync(join(DIST, href)), href).toBe(true);
      expect(icons.at(-1)).toMatchObject({
        rel: 'icon',
        type: 'image/svg+xml',
        href: expect.stringMatching(/^data:image\/svg\+xml,/),
      });
    });

    it(entry.status === 404 ? 'is the not-found page' : 'is not the not-found page in disguise', () => {
      const h1 = html.querySelector('h1')?.text.trim() ?? '';
      expect(NOT_FOUND_HEADINGS.includes(h1)).toBe(entry.status === 404);
    });
  });

  it("serves hashed assets as immutable and leaves pages to the hosts' revalidating default", () => {
    const headers = distFile('_headers');
    expect(headers).toMatch(/\/assets\/\*\n {2}Cache-Control: public, max-age=31536000, immutable/);
    // Pages get the hosts' own default (HOST_DEFAULT_CACHE_CONTROL): a Cache-Control in `/*` would be
    // joined to the assets' one on Cloudflare, which sends every matching rule's value.
    expect(headers).not.toMatch(/^\/\*\n(?: {2}.+\n)* {2}Cache-Control:/m);
  });

  it('sets no header in two rules that can match one path', async () => {
    const { rules } = await readHeadersFile(join(DIST, '_headers'));
    const covers = (a: string, b: string) => a.endsWith('*') && b.startsWith(a.slice(0, -1));
    for (const [i, a] of rules.entries()) {
      for (const b of rules.slice(i + 1)) {
        if (!covers(a.source, b.source) && !covers(b.source, a.source) && a.source !== b.source) continue;
        const names = new Set(Object.keys(b.headers).map((k) => k.toLowerCase()));
        const shared = Object.keys(a.headers).filter((name) => names.has(name.toLowerCase()));
        expect(shared, `${a.source} and ${b.source}`).toEqual([]);
      }
    }
  });
});
