/**
 * The site built with the complete sample configuration (tests/fixtures/sample-owner/, built by
 * `npm run build:sample` into dist-sample/ before this step of `npm test`) fills every people-and-proof
 * slot: the founding year and registration in the hero, the owner's portrait beside the first call, a
 * recent job in the hero of the home, city and appliance pages, the review that names a page's city or
 * appliance with its platform and month, the team and job photos on /about, the review profile links and
 * the credentials in the footer. The default build's empty slots are tests/dist/proof-slots.test.ts's.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse, type HTMLElement } from 'node-html-parser';
import { beforeAll, describe, expect, it } from 'vitest';
import { DIST } from './dist-helpers';
import { sampleDistDir } from '../../scripts/lib/sample-dist';
import { testimonials as sampleReviews } from '../fixtures/sample-owner/content/reviews';
import { team as sampleTeam } from '../fixtures/sample-owner/content/team';

const out = sampleDistDir(DIST);
const page = (file: string) => parse(readFileSync(join(out, file), 'utf8'));

beforeAll(() => {
  if (!existsSync(join(out, 'index.html')))
    throw new Error(`No sample build in ${out}/: run \`npm run build:sample\` (npm test builds it before this step).`);
});

describe('the complete sample configuration', () => {
  it('puts the founding year and the registration in the hero, under the rating', () => {
    const proof = page('index.html').querySelector('.hero [data-testid="hero-proof"]')!;
    expect(proof.querySelector('[data-testid="hero-registration"]')?.textContent).toContain('No. A12345');
    expect(proof.querySelector('[data-testid="hero-founded"]')?.textContent).toContain('since 1998');
  });

  it('introduces the team on /about, with a portrait only where the owner gave one', () => {
    const cards = page('about.html').querySelectorAll('#team .team-card');
    expect(cards.map((c) => c.querySelector('.team-card__name')?.textContent)).toEqual([
      'Sample Owner',
      'Sample Technician A',
      'Sample Technician B',
    ]);
    const portraits = cards.map((c) => c.querySelector('img')?.getAttribute('src') ?? null);
    expect(portraits[0]).toMatch(/^\/images\/photos\/sample-portrait-owner-\d+\.webp$/);
    expect(portraits[1]).toMatch(/^\/images\/photos\/sample-portrait-tech-1-\d+\.webp$/);
    expect(portraits[2], 'no portrait: no picture, no drawing').toBeNull();
    expect(cards[0].textContent).toContain('24 years repairing appliances');
  });

  it('shows the job photos with their captions on /about', () => {
    const figures = page('about.html').querySelectorAll('#recent-jobs figure');
    expect(figures).toHaveLength(3);
    for (const figure of figures) {
      expect(figure.querySelector('img')?.getAttribute('alt')).toMatch(/SAMPLE JOB PHOTO/);
      expect(figure.querySelector('figcaption')?.textContent).toMatch(/^Sample job photo/);
    }
  });

  it('links each review platform’s profile, in a new tab', () => {
    const links = page('reviews.html').querySelectorAll('a.review-platform__link');
    expect(links.map((a) => a.getAttribute('href'))).toEqual([
      expect.stringContaining('g.page'),
      expect.stringContaining('yelp.com/biz/'),
      expect.stringContaining('thumbtack.com/'),
      expect.stringContaining('taskrabbit.com/'),
    ]);
    for (const a of links) expect(a.getAttribute('target')).toBe('_blank');
  });

  it('keeps a Book and a Call in /reviews’ main when its closing band asks for reviews instead', () => {
    const main = page('reviews.html').querySelector('main')!;
    expect(main.querySelector('.cta-band')?.textContent).toContain('Review us on');
    expect(main.querySelector('.hero a[data-cta="book"]')).not.toBeNull();
    expect(main.querySelector('.hero a[data-cta="call"]')?.getAttribute('href')).toMatch(/^tel:/);
  });

  it('states the credentials in the footer', () => {
    const footer = page('index.html').querySelector('footer')!.textContent.replace(/\s+/g, ' ');
    expect(footer).toContain('No. A12345');
    expect(footer).toMatch(/insured and bonded/);
  });

  it('puts the owner’s portrait beside the first call on the pages a visitor hires from, loaded first', () => {
    const owner = sampleTeam.find((m) => m.portrait)!;
    for (const file of ['index.html', 'oven-repair.html', 'appliance-repair-fremont.html', 'contact.html']) {
      const person = page(file).querySelector('.hero__copy [data-testid="hero-person"]');
      expect(person?.textContent, file).toContain(owner.name);
      const img = person!.querySelector('img')!;
      expect([img.getAttribute('loading'), img.getAttribute('fetchpriority')], file).toEqual(['eager', 'high']);
      expect(img.getAttribute('width'), file).toMatch(/^\d+$/);
      expect(person!.querySelector('source')?.getAttribute('srcset'), file).toMatch(/-160\.avif 160w/);
    }
    expect(page('blog/when-to-repair-vs-replace.html').querySelector('[data-testid="hero-person"]')).toBeNull();
  });

  it('shows a recent job in the hero: the appliance’s own, the city’s own or else the newest; none from another appliance', () => {
    const heroPhoto = (file: string) => page(file).querySelector('.hero [data-testid="hero-photo"] img');
    expect(heroPhoto('oven-repair.html')?.getAttribute('src')).toMatch(/sample-job-range-/);
    expect(heroPhoto('appliance-repair-daly-city.html')?.getAttribute('src')).toMatch(/sample-job-washer-/);
    expect(heroPhoto('appliance-repair-fremont.html')?.getAttribute('src')).toMatch(/sample-job-fridge-/);
    expect(heroPhoto('index.html')?.getAttribute('src')).toMatch(/sample-job-fridge-/);
    expect(heroPhoto('dishwasher-repair.html'), 'no dishwasher job photo: the drawing stays').toBeNull();
    const img = heroPhoto('oven-repair.html')!;
    expect([img.getAttribute('loading'), img.getAttribute('fetchpriority')]).toEqual(['eager', 'high']);
    // A phone shows no photo in the hero, so its browser is given nothing to download.
    const first = img.parentNode!.querySelector('source')!;
    expect(first.getAttribute('media')).toBe('(max-width: 47.99rem)');
    expect(first.getAttribute('srcset')).toMatch(/^data:image\/gif;base64,/);
  });

  it('loads every other photo lazily, with its width and height', () => {
    const photos = page('about.html').querySelectorAll('#recent-jobs img, #team img');
    expect(photos.length).toBeGreaterThan(0);
    for (const img of photos) {
      expect(img.getAttribute('loading')).toBe('lazy');
      expect(img.getAttribute('width')).toMatch(/^\d+$/);
      expect(img.getAttribute('height')).toMatch(/^\d+$/);
    }
  });

  it('quotes the review that names the page’s city, else its appliance, with where and when it was posted', () => {
    const quote = (file: string): HTMLElement | null => page(file).querySelector('.hero [data-testid="page-review"]');
    const byName = (reviewer: string) => sampleReviews.find((r) => r.reviewer === reviewer)!;
    const berkeley = quote('appliance-repair-berkeley.html')!;
    expect(berkeley.textContent).toContain(byName('Priya S.').excerpt);
    const source = berkeley.querySelector('[data-testid="review-source"] a')!;
    expect(source.textContent).toBe('Yelp review, October 2026');
    expect(source.getAttribute('href')).toBe(byName('Priya S.').link);
    expect(quote('washer-repair.html')?.textContent).toContain(byName('Tom W.').excerpt);
    expect(quote('ice-maker-repair.html')?.textContent).toContain('TaskRabbit review, August 2026');
    expect(quote('appliance-repair-fremont.html'), 'no review from Fremont: none quoted').toBeNull();
  });

  it('lists the reviews on /reviews newest first, each with its platform and month', () => {
    const items = page('reviews.html').querySelectorAll('#testimonials [data-testid="testimonial"]');
    expect(items.map((i) => i.querySelector('figcaption strong')?.textContent)).toEqual([
      'Tom W.',
      'Priya S.',
      'Maria L.',
      'Linh N.',
      'David K.',
      'James T.',
    ]);
    expect(items[5].querySelector('[data-testid="review-source"]')?.textContent).toBe(
      'Thumbtack review, December 2025',
    );
  });
});
