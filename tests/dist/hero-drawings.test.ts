/**
 * Honest, distinct hero drawings on the built pages: each names itself a
 * drawing, every appliance page shows its own appliance, city pages show
 * a landmark true of the city (not one skyline for all, and not the county's
 * where the city has no such thing: src/components/ui/art/regions.tsx), and no two one-off pages
 * share a picture (Contact and Brands among them). Width and height are set,
 * so the drawing never shifts the layout.
 */
import { describe, expect, it } from 'vitest';
import { manifest, htmlFileFor, paths } from '../../core/urls/manifest';
import { cities } from '../../content/cities';
import { cityAliasSlugs } from '../../content/city-aliases';
import { services } from '../../content/services';
import { relatedServiceKinds } from '../../content/related-services';
import { readPage } from './dist-helpers';

function heroDrawing(path: string) {
  const svg = readPage(htmlFileFor(path)).querySelector('.hero svg.hero-art');
  return (
    svg && {
      label: svg.getAttribute('aria-label') ?? '',
      role: svg.getAttribute('role'),
      width: svg.getAttribute('width'),
      height: svg.getAttribute('height'),
      body: svg.innerHTML,
    }
  );
}

describe('hero drawings', () => {
  const illustrated = manifest
    .filter((e) => e.status === 200)
    .flatMap((e) => {
      const d = heroDrawing(e.path);
      return d ? [{ path: e.path, ...d }] : [];
    });

  it('each is an image named "Drawing of …", with its size set', () => {
    expect(illustrated.length).toBeGreaterThan(50);
    for (const d of illustrated) {
      expect(d.role, d.path).toBe('img');
      expect(d.label, d.path).toMatch(/^Drawing of /);
      expect([d.width, d.height], d.path).toEqual(['400', '320']);
    }
  });

  it('every appliance page shows its own appliance: ten different drawings', () => {
    const drawings = services.map((s) => heroDrawing(paths.service(s.slug))!);
    expect(new Set(drawings.map((d) => d.body)).size).toBe(services.length);
    expect(heroDrawing(paths.service('refrigerator-repair'))!.label).toMatch(/refrigerator/i);
    expect(heroDrawing(paths.service('oven-repair'))!.label).toMatch(/range|oven/i);
  });

  it('city pages show a landmark true of the city: no Caltrain without a station, no port cranes in the Tri-Valley', () => {
    const label = (slug: string) => heroDrawing(paths.city(slug))!.label;
    // Daly City and Colma have BART, Pacifica and Foster City no rail at all.
    for (const slug of ['pacifica', 'daly-city', 'colma', 'foster-city'])
      expect(label(slug), slug).not.toMatch(/Caltrain|train/i);
    for (const slug of ['livermore', 'pleasanton', 'dublin']) {
      expect(label(slug), slug).not.toMatch(/Port of Oakland|cranes/i);
      expect(label(slug), slug).toMatch(/Mount Diablo/);
    }
    expect(label('burlingame')).toMatch(/Caltrain/);
    expect(label('oakland')).toMatch(/Port of Oakland/);
    // Each county's landmark still appears: seven different drawings, plus the Bay map where none fits.
    expect(new Set(cities.map((c) => label(c.slug))).size).toBe(8);
    // The alias pages (/{slug}-appliance-repair) show the same drawing as the city page.
    for (const slug of cityAliasSlugs) expect(heroDrawing(paths.cityAlias(slug))!.label, slug).toBe(label(slug));
  });

  it('no two one-off pages share a picture (Contact and Brands differ)', () => {
    const oneOff = [
      paths.home,
      paths.services,
      paths.contact,
      paths.about,
      paths.reviews,
      paths.brands,
      paths.residential,
      paths.commercial,
      paths.serviceAreas,
    ];
    const bodies = oneOff.map((p) => heroDrawing(p)?.body);
    expect(bodies.every(Boolean)).toBe(true);
    expect(new Set(bodies).size).toBe(oneOff.length);
  });
});

describe('service drawings (/images/services/*.png)', () => {
  // The drawings show an appliance with a toolbox, a wrench, a screwdriver or a thermometer: nobody is
  // in them, so an alt that has a technician cleaning coils describes a picture the visitor is not shown.
  const pages = manifest.filter((e) => e.status === 200);
  const images = pages.flatMap((e) =>
    readPage(htmlFileFor(e.path))
      .querySelectorAll('img[src^="/images/services/"]')
      .map((img) => ({ path: e.path, src: img.getAttribute('src') ?? '', alt: img.getAttribute('alt') ?? '' })),
  );

  it('each is a drawing of what is drawn: the appliance and the tools, no person and no action', () => {
    // One per related-service kind (the home page's services are icon tiles now).
    expect(new Set(images.map((i) => i.src)).size).toBe(relatedServiceKinds.length);
    for (const { path, src, alt } of images) {
      expect(alt, `${path} ${src}`).toMatch(/^Drawing of /);
      expect(alt, `${path} ${src}`).not.toMatch(
        /\b(?:technician|person|someone|hands?|man|woman)\b|\b(?:clean|open|check|remov|test|replac|free|measur|adjust|servic|fix|repair)ing\b/i,
      );
    }
  });

  it('the same drawing has the same alt on every page', () => {
    const bySrc = new Map<string, Set<string>>();
    for (const i of images) bySrc.set(i.src, (bySrc.get(i.src) ?? new Set()).add(i.alt));
    for (const [src, alts] of bySrc) expect([...alts], src).toHaveLength(1);
  });
});
