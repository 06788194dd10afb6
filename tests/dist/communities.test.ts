/**
 * Castro Valley is an unincorporated community, not a city (content/unincorporated-places.ts
 * `servedCommunities`). On the built pages, a section whose heading says "city" or "cities" never
 * lists a community's page among its links unless the heading says "communities" too: the site
 * map once read "Cities we serve (40)" and five city pages "Nearby cities we serve" over it.
 *
 * Run after a build: `npx vitest run --project fast tests/dist/communities.test.ts`.
 */
import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parse } from 'node-html-parser';
import { DIST, distFile } from './dist-helpers';
import { cities } from '../../content/cities';
import { servedCommunities } from '../../content/unincorporated-places';
import { paths } from '../../core/urls/paths';

const communityPaths = cities.filter((c) => servedCommunities.includes(c.name)).map((c) => paths.city(c.slug));

/** Headings of `html`'s sections and site-map regions that call a community a city. */
export function communitiesCalledCities(html: string, linksTo: string[]): string[] {
  const doc = parse(html);
  return doc.querySelectorAll('section, .site-map-region').flatMap((block) => {
    const heading = block.querySelector('h2, h3')?.text.trim() ?? '';
    if (!/\bcit(?:y|ies)\b/i.test(heading) || /\bcommunit/i.test(heading)) return [];
    // A section's own links: those of a site-map region belong to the region (it has its own heading).
    const inRegion = block.classList.contains('site-map-region');
    const own = block.querySelectorAll('a').filter((a) => inRegion || !a.closest('.site-map-region'));
    return own.some((a) => linksTo.includes(a.getAttribute('href') ?? '')) ? [heading] : [];
  });
}

describe('communities are not called cities', () => {
  it('knows which pages are communities (Castro Valley)', () => {
    expect(communityPaths).toEqual(['/appliance-repair-castro-valley']);
  });

  it('no heading that says "cities" lists a community page on any built page', () => {
    const files = readdirSync(DIST, { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.html'));
    // Only the pages that link a community are parsed (about 20 of 121): the rest cannot call one a city.
    const wrong = files.flatMap((file) => {
      const html = distFile(file);
      if (!communityPaths.some((path) => html.includes(`href="${path}"`))) return [];
      return communitiesCalledCities(html, communityPaths).map((heading) => `${file}: "${heading}"`);
    });
    expect(wrong).toEqual([]);
  });

  it('catches the site map and the nearby list as they read before', () => {
    const link = '<a href="/appliance-repair-castro-valley">Castro Valley</a>';
    expect(
      communitiesCalledCities(
        `<section><h2>Cities we serve (40)</h2><ul><li>${link}</li></ul></section>`,
        communityPaths,
      ),
    ).toEqual(['Cities we serve (40)']);
    expect(
      communitiesCalledCities(`<section><h2>Nearby cities we serve</h2>${link}</section>`, communityPaths),
    ).toHaveLength(1);
    expect(
      communitiesCalledCities(
        `<section><h2>Cities and communities we serve (40)</h2>${link}</section>`,
        communityPaths,
      ),
    ).toEqual([]);
  });
});
