/**
 * Full tier: the site built with the complete sample configuration (tests/fixtures/sample-owner/,
 * `npm run build:sample`) fills every people-and-proof slot: the founding year and registration in the
 * hero, the team on /about with real portraits (and no picture for the one without), the job photos,
 * the review profile links, and the credentials in the footer. The default build's empty slots are
 * tests/dist/proof-slots.test.ts's.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parse } from 'node-html-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const out = join(mkdtempSync(join(tmpdir(), 'sample-owner-')), 'dist');
const page = (file: string) => parse(readFileSync(join(out, file), 'utf8'));

beforeAll(() => {
  const result = spawnSync('npm', ['run', 'build:sample'], {
    env: { ...process.env, DIST_DIR: out },
    encoding: 'utf8',
  });
  if (result.status !== 0) throw new Error(`npm run build:sample failed:\n${result.stdout}\n${result.stderr}`);
}, 300_000);
afterAll(() => rmSync(join(out, '..'), { recursive: true, force: true }));

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
});
