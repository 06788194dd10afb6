/**
 * Near-duplicate titles and descriptions across pages (titles/title-near-duplicate,
 * descriptions/description-near-duplicate), on planted copies of the fixture site: a service
 * description copied with one word changed and a city description with only the city's name
 * swapped are refused, each finding naming both pages, how alike they are and the configuration key;
 * titles that differ by a brand's name, as the site's brand pages do by design, pass.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { auditFixture, fixtureSite, testConfig, type FixtureSite } from './fixture-site';

let site: FixtureSite | null = null;
afterEach(() => {
  site?.cleanup();
  site = null;
});

const LINKS = ['/', '/a-page', '/b-page', '/c-page', '/d-page'];
const RULES = ['titles/title-near-duplicate', 'descriptions/description-near-duplicate'];
/** The two added pages' own descriptions (the fixture gives /, /a-page and /b-page theirs). */
const OWN: Record<string, string> = {
  '/c-page':
    'Ovens that heat unevenly usually need a new bake element or a temperature sensor, and our technicians carry both.',
  '/d-page':
    'Washers that walk across the floor often have worn shock absorbers or an unbalanced drum; we level and repair them at home.',
};
const REFRIGERATOR =
  'Refrigerator not cooling, leaking or icing up? Our own Bay Area technicians repair every major brand, often the same day, with a written estimate first.';
const HAYWARD =
  'Appliance repair in Hayward, from hillside homes near Cal State East Bay to Mt. Eden and Eden Shores. Refrigerators, washers, dryers and ranges.';

/** The fixture site with two pages more, every page linking to every other, then `edit`; the two rules' findings. */
async function findings(edit: (s: FixtureSite) => void, config = testConfig()): Promise<string[]> {
  site = fixtureSite();
  for (const path of LINKS) site.page({ path, links: LINKS, description: OWN[path] });
  edit(site);
  const report = await auditFixture(site, { only: RULES, config });
  expect(report.toolErrors).toEqual([]);
  return report.findings.map((f) => `${f.ruleId} ${f.page}: ${f.message}`);
}

describe('near-duplicate descriptions', () => {
  it('refuses a service description copied with one word changed, and a city description with the city swapped', async () => {
    const found = await findings((s) => {
      s.page({ path: '/c-page', description: REFRIGERATOR, links: LINKS });
      s.page({ path: '/d-page', description: REFRIGERATOR.replace('Refrigerator', 'Freezer'), links: LINKS });
      s.page({ path: '/a-page', description: HAYWARD, links: LINKS });
      s.page({ path: '/b-page', description: HAYWARD.replace('Hayward', 'San Leandro'), links: LINKS });
    });
    const service = `/c-page and /d-page: descriptions 92% alike (limit 40%, options.nearDuplicateDescriptions): "${REFRIGERATOR}" and "${REFRIGERATOR.replace('Refrigerator', 'Freezer')}".`;
    const city = `/a-page and /b-page: descriptions 80% alike (limit 40%, options.nearDuplicateDescriptions): "${HAYWARD}" and "${HAYWARD.replace('Hayward', 'San Leandro')}".`;
    expect(found.sort()).toEqual(
      [
        `descriptions/description-near-duplicate /a-page: ${city}`,
        `descriptions/description-near-duplicate /b-page: ${city}`,
        `descriptions/description-near-duplicate /c-page: ${service}`,
        `descriptions/description-near-duplicate /d-page: ${service}`,
      ].sort(),
    );
  }, 30_000);

  it('takes its limit from the configuration: over it refused, under it passed', async () => {
    const plant = (s: FixtureSite) => {
      s.page({ path: '/c-page', description: HAYWARD, links: LINKS });
      s.page({ path: '/d-page', description: HAYWARD.replace('Hayward', 'San Leandro'), links: LINKS });
    };
    const lenient = testConfig({ nearDuplicateDescriptions: { similarity: 0.85, shingleSize: 2 } });
    expect(await findings(plant, lenient)).toEqual([]);
    site?.cleanup();
    const strict = testConfig({ nearDuplicateDescriptions: { similarity: 0.75, shingleSize: 2 } });
    expect(await findings(plant, strict)).toHaveLength(2);
  }, 30_000);

  it('leaves an exact copy to descriptions/description-unique', async () => {
    const found = await findings((s) => {
      s.page({ path: '/c-page', description: REFRIGERATOR, links: LINKS });
      s.page({ path: '/d-page', description: REFRIGERATOR, links: LINKS });
    });
    expect(found).toEqual([]);
  }, 30_000);
});

describe('near-duplicate titles', () => {
  it('passes titles told apart by a name, as the brand pages are, and refuses one with only a word added', async () => {
    const found = await findings((s) => {
      s.page({
        path: '/c-page',
        title: 'Whirlpool Appliance Repair in the Bay Area',
        description: OWN['/c-page'],
        links: LINKS,
      });
      s.page({
        path: '/d-page',
        title: 'Samsung Appliance Repair in the Bay Area',
        description: OWN['/d-page'],
        links: LINKS,
      });
      s.page({ path: '/a-page', title: 'Dishwasher Repair in San Francisco and the Bay Area', links: LINKS });
      s.page({ path: '/b-page', title: 'Dishwasher Repair in San Francisco and the Bay Area Today', links: LINKS });
    });
    const message =
      '/a-page and /b-page: titles 89% alike (limit 80%, options.nearDuplicateTitles): "Dishwasher Repair in San Francisco and the Bay Area" and "Dishwasher Repair in San Francisco and the Bay Area Today".';
    expect(found).toEqual([
      `titles/title-near-duplicate /a-page: ${message}`,
      `titles/title-near-duplicate /b-page: ${message}`,
    ]);
  }, 30_000);
});
