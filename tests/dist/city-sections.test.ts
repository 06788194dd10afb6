/**
 * The city pages' composition on the built output (issue 47): the related links come before the
 * closing call to action, never after it, and the big cities (San Francisco, Oakland, San Jose)
 * carry every section the richest city page has, so a small town never out-ranks them.
 *
 * Run after a build: `DIST_DIR=dist npx vitest run tests/dist/city-sections.test.ts`.
 */
import { describe, expect, it } from 'vitest';
import { parse, type HTMLElement } from 'node-html-parser';
import { cities } from '../../content/cities';
import { readPage } from './dist-helpers';

/** The sections a hand-built city page adds; the big cities must have all of them. */
const RICH_SECTIONS = ['common-issues', 'our-process', 'brands', 'common-problems', 'related-services', 'nearby'];
const BIG_CITIES = ['san-francisco', 'oakland', 'san-jose'];

/** What is wrong with the order of a city page's sections: a link section after the closing call. */
function linksAfterTheCall(main: HTMLElement): string[] {
  const sections = main.querySelectorAll('section');
  const call = sections.findIndex((s) => s.classList.contains('cta-band'));
  if (call === -1) return ['no closing call-to-action band'];
  return sections
    .slice(call + 1)
    .map((s) => s.id)
    .filter((id) => id === 'related-services' || id === 'nearby')
    .map((id) => `#${id} comes after the closing call`);
}

const mainOf = (slug: string) => readPage(`appliance-repair-${slug}.html`).querySelector('main')!;

describe('city page composition', () => {
  it('catches a related-links section placed after the closing call (a bad page)', () => {
    const bad = parse(
      '<main><section class="hero"></section><section class="cta-band"></section><section id="related-services"></section></main>',
    );
    expect(linksAfterTheCall(bad)).toEqual(['#related-services comes after the closing call']);
  });

  it('on every city page the related links and nearby cities come before the closing call', () => {
    const wrong = cities.flatMap((c) => linksAfterTheCall(mainOf(c.slug)).map((p) => `${c.slug}: ${p}`));
    expect(wrong).toEqual([]);
  });

  it('San Francisco, Oakland and San Jose have every section the richest city page has', () => {
    for (const slug of BIG_CITIES) {
      const main = mainOf(slug);
      expect(
        RICH_SECTIONS.filter((id) => !main.querySelector(`#${id}`)),
        slug,
      ).toEqual([]);
    }
  });
});
