/**
 * The people-and-proof slots on the default build (docs/design-system.md "People and proof"): the
 * hero's rating line names its platforms on the pages a visitor hires from and not on articles; with
 * no registration, founding year, team or job photos configured, none of those slots leaves a trace
 * (no empty heading, no placeholder). The filled slots are tests/dist/sample-owner.full.test.ts's.
 */
import { describe, expect, it } from 'vitest';
import { readPage } from './dist-helpers';
import { business } from '../../core/facts/business-profile';
import { manifest, htmlFileFor, paths } from '../../core/urls/manifest';
import { testimonials } from '../../content/reviews';

const pages = manifest.filter((e) => e.status === 200);
const hired = ['home', 'service', 'city', 'company', 'audience', 'brand'];

describe('the hero’s proof line', () => {
  for (const template of hired) {
    // /reviews states its rating as its own summary, without a link to itself (below).
    const entry = pages.find((e) => e.template === template && e.path !== paths.reviews)!;
    it(`${template} (${entry.path}): the rating, its count and every platform, linked to /reviews`, () => {
      const proof = readPage(htmlFileFor(entry.path)).querySelector('.hero [data-testid="hero-proof"]');
      expect(proof, 'a proof line in the hero').not.toBeNull();
      const text = proof!.textContent.replace(/\s+/g, ' ');
      expect(text).toContain(`${business.rating.value.toFixed(1)} from ${business.rating.count} reviews`);
      for (const platform of business.rating.platforms) expect(text).toContain(platform);
      expect(proof!.querySelector('a')?.getAttribute('href')).toBe('/reviews');
    });
  }
  it('/reviews states the rating once, out of 5 with its platforms, and does not link to itself', () => {
    const hero = readPage(htmlFileFor(paths.reviews)).querySelector('.hero')!;
    const text = hero.textContent.replace(/\s+/g, ' ');
    const rating = business.rating.value.toFixed(1);
    expect(text).toContain(`${rating} out of 5 from ${business.rating.count} reviews`);
    for (const platform of business.rating.platforms) expect(text).toContain(platform);
    expect(text.split(`from ${business.rating.count} reviews`)).toHaveLength(2);
    expect(hero.querySelector(`[data-testid="hero-proof"] a[href="${paths.reviews}"]`)).toBeNull();
  });
  it('articles and indexes start with their own subject, not the rating', () => {
    for (const template of ['blog-post', 'maintenance-guide', 'site-map']) {
      const entry = pages.find((e) => e.template === template)!;
      expect(readPage(htmlFileFor(entry.path)).querySelector('[data-testid="hero-proof"]'), template).toBeNull();
    }
  });
});

describe('unconfigured slots are simply absent', () => {
  it('no registration or founding year in any hero, no team and no job photos on /about', () => {
    for (const entry of pages) {
      const page = readPage(htmlFileFor(entry.path));
      expect(page.querySelector('[data-testid="hero-registration"]'), entry.path).toBeNull();
      expect(page.querySelector('[data-testid="hero-founded"]'), entry.path).toBeNull();
    }
    for (const entry of pages) {
      const page = readPage(htmlFileFor(entry.path));
      expect(page.querySelector('[data-testid="hero-person"]'), `${entry.path}: no team, no portrait`).toBeNull();
      expect(page.querySelector('[data-testid="hero-photo"]'), `${entry.path}: no job photos, the drawing`).toBeNull();
      expect(
        page.querySelector('[data-testid="review-source"]'),
        `${entry.path}: no platform or date given`,
      ).toBeNull();
    }
    const about = readPage(htmlFileFor('/about'));
    expect(about.querySelector('#team')).toBeNull();
    expect(about.querySelector('#recent-jobs')).toBeNull();
  });
});

describe('the review a city or appliance page quotes', () => {
  it('is the one that names the page, on exactly the pages some review names', () => {
    for (const entry of pages.filter((e) => e.template === 'city' || e.template === 'service')) {
      const named = testimonials.filter((t) => (entry.template === 'city' ? t.city : t.service) === entry.key);
      const quote = readPage(htmlFileFor(entry.path)).querySelector('.hero [data-testid="page-review"]');
      if (named.length === 0) expect(quote, entry.path).toBeNull();
      else expect(quote?.textContent, entry.path).toContain(named[0].excerpt);
    }
  });
});
