/**
 * A visitor never reads the same thing twice on one page: on every built page
 * no two section headings are the same, no two sections take the same job
 * (two process sections, two problem lists, two nearby-city lists), no city page
 * is linked twice (two lists of the same cities), and no
 * section straight after the hero repeats the hero's call, text and booking
 * buttons.
 */
import { describe, expect, it } from 'vitest';
import type { HTMLElement } from 'node-html-parser';
import { manifest, htmlFileFor } from '../../core/urls/manifest';
import { readPage } from './dist-helpers';

/** The jobs a section heading can name; one page has at most one section per job. */
const JOBS: Record<string, RegExp> = {
  'how a repair goes': /\bprocess\b|\bhow (a|the|it|we)\b.*\b(repair|works?)\b/i,
  'what goes wrong': /\b(issues|problems)\b/i,
  'what it costs': /\b(pricing|prices|costs?)\b/i,
  'cities near this one': /\bnearby\b|\bservice area links\b/i,
  'questions and answers': /\b(questions|faqs?)\b/i,
};

const pages = manifest.filter((e) => e.status === 200);

const headings = (main: HTMLElement) => main.querySelectorAll('h2').map((h) => h.text.replace(/\s+/g, ' ').trim());
const actionLinks = (el: HTMLElement | null) =>
  (el?.querySelectorAll('a') ?? [])
    .map((a) => a.getAttribute('href') ?? '')
    .filter((h) => /^(tel|sms):|^https:\/\/booking\./.test(h))
    .map((h) => h.replace(/\?.*$/, ''))
    .sort();

describe('no page says the same thing twice', () => {
  it(`checks ${pages.length} pages`, () => expect(pages.length).toBeGreaterThan(100));

  for (const entry of pages) {
    it(entry.path, () => {
      const main = readPage(htmlFileFor(entry.path)).querySelector('main')!;
      const titles = headings(main);
      expect(
        titles.filter((t, i) => titles.indexOf(t) !== i),
        'headings used twice',
      ).toEqual([]);
      for (const [job, pattern] of Object.entries(JOBS)) {
        const doing = titles.filter((t) => pattern.test(t));
        expect(doing.length, `sections whose job is ${job}: ${doing.join(' | ')}`).toBeLessThanOrEqual(1);
      }
      // One coverage block per page: a city page linked twice means two lists of the same cities.
      const cityLinks = main.querySelectorAll('a[href^="/appliance-repair-"]').map((a) => a.getAttribute('href'));
      expect(
        cityLinks.filter((h, i) => cityLinks.indexOf(h) !== i),
        'city pages linked twice',
      ).toEqual([]);
      const hero = main.querySelector('.hero');
      const afterHero = hero?.nextElementSibling ?? null;
      const heroActions = actionLinks(hero);
      if (heroActions.length > 0)
        expect(actionLinks(afterHero), 'the section after the hero repeats its buttons').not.toEqual(heroActions);
    });
  }
});
