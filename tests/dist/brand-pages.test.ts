/**
 * The brand repair pages on the built output (docs/brands.md), each with BreadcrumbList and Service JSON-LD naming the brand, a booking campaign
 * naming the brand, the fault codes of content/error-codes.ts that name the brand, and links
 * in from /brands, the site map, the sitemap and the service pages that name the brand.
 * That no brand page is a near-copy of another is the audit's content/near-duplicate rule.
 *
 * Run after a build: `npm run build && npx vitest run tests/dist/brand-pages.test.ts`.
 */
import { describe, expect, it } from 'vitest';
import type { HTMLElement } from 'node-html-parser';
import { brandPages } from '../../content/brand-pages';
import { brands } from '../../content/brands';
import { errorCodes } from '../../content/error-codes';
import { lineServices } from '../../model/brand-lines';
import { manifest, paths, htmlFileFor } from '../../core/urls/manifest';
import { fillFacts } from '../../core/facts/fill-facts';
import { distFile, readPage } from './dist-helpers';

const pages = brandPages.map((b) => ({ brand: b, doc: readPage(htmlFileFor(paths.brand(b.slug))) }));
const hrefs = (doc: HTMLElement, selector = 'main a') =>
  doc.querySelectorAll(selector).map((a) => a.getAttribute('href'));
const jsonLd = (doc: HTMLElement) =>
  doc
    .querySelectorAll('script[type="application/ld+json"]')
    .map((s) => JSON.parse(s.textContent) as Record<string, unknown>);

describe('brand pages', () => {
  // Unique titles and descriptions are the audit's (titles/title-unique, descriptions/description-unique), and
  // each page's own title, description and H1 are tests/dist/build-output.test.ts's.
  it('name the brand in their Service and BreadcrumbList JSON-LD', () => {
    for (const { brand, doc } of pages) {
      const data = jsonLd(doc);
      const service = data.find((d) => d['@type'] === 'Service');
      expect(service?.brand, brand.slug).toEqual({ '@type': 'Brand', name: brand.name });
      const crumbs = data.find((d) => d['@type'] === 'BreadcrumbList')?.itemListElement as { name: string }[];
      expect(
        crumbs.map((c) => c.name),
        brand.slug,
      ).toEqual(['Home', 'Brands', brand.meta.h1]);
    }
  });

  it('book with a campaign naming the brand, and link every repaired line to its service page', () => {
    for (const { brand, doc } of pages) {
      // The page's own Book buttons: the header's is the site-wide one, the same on every page; the phone call bar
      // is not shown as served, and the page gives it the brand's campaign once the app starts.
      const book = doc
        .querySelectorAll('a.btn--book')
        .filter((a) => !a.closest('.sticky-call-bar, .site-header'))
        .map((a) => new URL(a.getAttribute('href')!));
      expect(book.length, brand.slug).toBeGreaterThanOrEqual(2);
      for (const url of book) expect(url.searchParams.get('campaign')).toBe(`brand_${brand.slug.replace(/-/g, '_')}`);
      for (const line of brand.lines)
        for (const s of lineServices(line))
          expect(hrefs(doc), `${brand.slug} ${line.line}`).toContain(paths.service(s));
    }
  });

  it('speak to the visitor: no "page of its own" wording, and a two-appliance line links both repair pages', () => {
    for (const { brand, doc } of pages)
      expect(doc.querySelector('#lines')?.text, brand.slug).not.toMatch(
        /\bpage of (?:its|their) own\b|\bNo (?:repair )?page\b/i,
      );
    const bosch = pages.find((p) => p.brand.slug === 'bosch')!.doc;
    const laundry = bosch
      .querySelectorAll('#lines li')
      .find((li) => li.querySelector('h3')?.text === 'Compact washers and dryers');
    expect(laundry?.querySelectorAll('a').map((a) => a.getAttribute('href'))).toEqual([
      paths.service('washer-repair'),
      paths.service('dryer-repair'),
    ]);
  });

  it('show every fault code of content/error-codes.ts on the page of each maker it names, under its appliance, and no other', () => {
    // The page as built: each code shown, with its meaning, under the service page its group links to.
    const shown = (doc: HTMLElement) =>
      doc.querySelectorAll('#error-codes .error-codes__brand').flatMap((group) => {
        const service = group.querySelector('h3 a')?.getAttribute('href');
        return group
          .querySelectorAll('dt')
          .map((dt) => `${service} ${dt.text.trim()}: ${dt.nextElementSibling?.text.trim()}`);
      });
    // The content, one code at a time: every maker its `brand` names (" / " between) is a brand of
    // content/brands.ts, and each of them that has a page shows it, under /{appliance}-repair.
    const expected = new Map(pages.map((p) => [p.brand.slug, [] as string[]]));
    const unknownMakers: string[] = [];
    for (const [appliance, codes] of Object.entries(errorCodes))
      for (const code of codes)
        for (const maker of code.brand.split(' / ')) {
          if (!brands.all.includes(maker)) unknownMakers.push(`${appliance} ${code.codes}: ${maker}`);
          const page = brandPages.find((b) => b.name === maker);
          if (page)
            expected
              .get(page.slug)!
              .push(
                `${paths.service(`${appliance}-repair`)} ${code.codes}: ${fillFacts(code.meaning, { brand: maker })}`,
              );
        }
    expect(unknownMakers, 'makers in content/error-codes.ts that content/brands.ts does not list').toEqual([]);
    expect(Object.fromEntries(pages.map((p) => [p.brand.slug, shown(p.doc)]))).toEqual(Object.fromEntries(expected));
  });

  it('are linked from /brands, the site map and the sitemap; the other brands have a smaller entry', () => {
    const brandsPage = readPage('brands.html');
    const siteMap = readPage('site-map.html');
    const sitemap = distFile('sitemap.xml');
    for (const { brand } of pages) {
      const path = paths.brand(brand.slug);
      expect(hrefs(brandsPage, '[data-testid="brand-list"] a'), brand.slug).toContain(path);
      expect(hrefs(siteMap), brand.slug).toContain(path);
      expect(sitemap, brand.slug).toContain(`${path}</loc>`);
    }
    const others = brandsPage.querySelectorAll('[data-testid="other-brands"] dt').map((d) => d.textContent);
    expect(others.length + pages.length).toBe(brands.all.length);
    expect(brandsPage.querySelectorAll('[data-testid="brand-list"] li')).toHaveLength(brands.all.length);
  });

  it('are linked from each service page that names the brand', () => {
    for (const service of manifest.filter((e) => e.template === 'service')) {
      const doc = readPage(htmlFileFor(service.path));
      const main = doc.querySelector('main')!;
      const text = main
        .querySelectorAll('h1, p, li, dd, h3')
        .map((n) => n.textContent)
        .join('\n');
      for (const { brand } of pages) {
        if (!new RegExp(`(^|[^\\w-])${brand.name}(?![\\w-])`).test(text)) continue;
        expect(hrefs(doc), `${service.path} names ${brand.name}`).toContain(paths.brand(brand.slug));
      }
    }
  });
});
