/**
 * The city pages on the built output (issue 4): every city page links at
 * least three other city pages, shows its nearest cities, carries its
 * structured data, and the generic alias pages point their canonical home.
 * That no two city pages are near-copies, and that titles and descriptions are
 * unique, is the audit's (content/near-duplicate, titles, descriptions).
 *
 * Run after a build: `DIST_DIR=dist npx vitest run tests/dist/city-similarity.test.ts`.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse, type HTMLElement } from 'node-html-parser';
import { cities } from '../../content/cities';
import { cityAliasSlugs } from '../../content/city-aliases';

const DIST = process.env.DIST_DIR ?? 'dist';
const MIN_CITY_LINKS = 3;
const CITY_LINK = /^\/appliance-repair-([a-z0-9-]+)$/;

interface CityPage {
  slug: string;
  doc: HTMLElement;
  main: HTMLElement;
  words: string[];
}

function load(file: string): HTMLElement {
  const path = join(DIST, file);
  if (!existsSync(path)) throw new Error(`${path} is missing: build first (DIST_DIR=${DIST} npm run build)`);
  return parse(readFileSync(path, 'utf8'));
}

function mainOf(doc: HTMLElement, file: string): HTMLElement {
  const main = doc.querySelector('main');
  if (!main) throw new Error(`${file}: no <main> element`);
  return main;
}

/** Visible words of an element, lowercased, scripts and styles excluded. */
function wordsOf(el: HTMLElement): string[] {
  const clone = parse(el.toString());
  clone.querySelectorAll('script, style, template, svg').forEach((n) => n.remove());
  return clone.textContent.toLowerCase().match(/[a-z0-9$’'&+-]+/g) ?? [];
}

const pages: CityPage[] = cities.map((c) => {
  const file = `appliance-repair-${c.slug}.html`;
  const doc = load(file);
  const main = mainOf(doc, file);
  return { slug: c.slug, doc, main, words: wordsOf(main) };
});

describe('city pages: distinct content', () => {
  it(`builds all ${cities.length} city pages, none of them the not-found page`, () => {
    expect(pages).toHaveLength(cities.length);
    for (const p of pages) {
      expect(p.doc.querySelector('h1')?.textContent.trim(), p.slug).toBe(
        cities.find((c) => c.slug === p.slug)?.meta.h1,
      );
    }
  });

  it(`every city page links at least ${MIN_CITY_LINKS} other city pages from its main content`, () => {
    const known = new Set(cities.map((c) => c.slug));
    const short: string[] = [];
    for (const p of pages) {
      const linked = new Set(
        p.main
          .querySelectorAll('a[href]')
          .map((a) => CITY_LINK.exec(a.getAttribute('href') ?? '')?.[1])
          .filter((s): s is string => Boolean(s) && s !== p.slug),
      );
      for (const s of linked)
        expect(known.has(s), `${p.slug} links to a city page that does not exist: ${s}`).toBe(true);
      if (linked.size < MIN_CITY_LINKS) short.push(`${p.slug}: ${linked.size}`);
    }
    expect(short).toEqual([]);
  });

  it('every city page carries BreadcrumbList (Home > Cities > city) and FAQPage with 5 questions', () => {
    for (const p of pages) {
      const blocks = p.doc.querySelectorAll('script[type="application/ld+json"]').map(
        (s) =>
          JSON.parse(s.textContent) as {
            '@type': string;
            itemListElement?: { name: string }[];
            mainEntity?: unknown[];
          },
      );
      const crumbs = blocks.find((b) => b['@type'] === 'BreadcrumbList');
      const faq = blocks.find((b) => b['@type'] === 'FAQPage');
      expect(
        crumbs?.itemListElement?.map((i) => i.name),
        p.slug,
      ).toEqual(['Home', 'Cities', cities.find((c) => c.slug === p.slug)?.meta.h1]);
      expect(faq?.mainEntity, p.slug).toHaveLength(5);
    }
  });
});

describe('nearby cities and breadcrumbs on the built city pages (issue 22)', () => {
  /** Haversine distance written out again here, so the test does not trust the code it checks. */
  const miles = (a: { latitude: number; longitude: number }, b: { latitude: number; longitude: number }) => {
    const r = (d: number) => (d * Math.PI) / 180;
    const h =
      Math.sin(r(b.latitude - a.latitude) / 2) ** 2 +
      Math.cos(r(a.latitude)) * Math.cos(r(b.latitude)) * Math.sin(r(b.longitude - a.longitude) / 2) ** 2;
    return 2 * 3958.8 * Math.asin(Math.sqrt(h));
  };

  it('every city page shows exactly 5 nearby cities: city pages, the closest by distance, nearest first', () => {
    for (const p of pages) {
      const self = cities.find((c) => c.slug === p.slug)!;
      const linked = p.doc
        .querySelectorAll('#nearby li a')
        .map((a) => CITY_LINK.exec(a.getAttribute('href') ?? '')?.[1]);
      const expected = cities
        .filter((c) => c.slug !== self.slug)
        .sort((a, b) => miles(self.coordinates, a.coordinates) - miles(self.coordinates, b.coordinates))
        .slice(0, 5)
        .map((c) => c.slug);
      expect(linked, p.slug).toEqual(expected);
    }
  });

  it('the nearby lists follow geography (spot checks a local resident would make)', () => {
    const nearbyOf = (slug: string) =>
      pages
        .find((p) => p.slug === slug)!
        .doc.querySelectorAll('#nearby li a')
        .map((a) => a.text.trim());
    expect(nearbyOf('walnut-creek')).toContain('Concord');
    expect(nearbyOf('walnut-creek')).not.toContain('Castro Valley');
    expect(nearbyOf('mill-valley')).toContain('San Rafael');
    expect(nearbyOf('mill-valley')).not.toContain('Strawberry');
    expect(nearbyOf('fremont')).toEqual(expect.arrayContaining(['Newark', 'Union City']));
  });

  it('the visible breadcrumb and the BreadcrumbList agree on every city page: Home > Cities (/service-areas) > city', () => {
    for (const p of pages) {
      const visible = p.doc.querySelectorAll('.breadcrumb a').map((a) => [a.text.trim(), a.getAttribute('href')]);
      expect(visible.slice(0, 2), p.slug).toEqual([
        ['Home', '/'],
        ['Cities', '/service-areas'],
      ]);
      const crumbs = p.doc
        .querySelectorAll('script[type="application/ld+json"]')
        .map(
          (s) => JSON.parse(s.textContent) as { '@type': string; itemListElement?: { name: string; item: string }[] },
        )
        .find((b) => b['@type'] === 'BreadcrumbList');
      expect(new URL(crumbs!.itemListElement![1].item).pathname, p.slug).toBe('/service-areas');
    }
  });
});

describe('generic city alias pages', () => {
  it('each has its canonical on the city page and no noindex (the two would contradict)', () => {
    for (const slug of cityAliasSlugs) {
      const doc = load(`${slug}-appliance-repair.html`);
      const canonical = doc.querySelector('link[rel="canonical"]')?.getAttribute('href') ?? '';
      expect(canonical.endsWith(`/appliance-repair-${slug}`), slug).toBe(true);
      expect(doc.querySelector('meta[name="robots"]'), slug).toBeNull();
      expect(mainOf(doc, slug).querySelectorAll('details')).toHaveLength(5);
    }
  });
});
