/**
 * "Fix these first" as the marketer reads it: the list in index.html and the same list near the
 * top of summary.md. Before the ranked list, the HTML report took the first six rules by severity
 * and page count, so one missing alt text filled four places and the 3 MB hero image, the broken
 * link and the 89-character title fell off; summary.md had no such list at all.
 */
import { parse } from 'node-html-parser';
import { describe, expect, it } from 'vitest';
import { defaultConfig } from '../config';
import type { AuditReport } from '../report-data';
import { htmlReport } from '../report/html';
import { markdownReport } from '../report/markdown';
import { finding, longStanding, marketer, oldContrast, report } from './fix-first-fixtures';

/** Each item of the HTML list as text, one line per <br>. */
function htmlItems(r: AuditReport): string[] {
  const section = parse(htmlReport(r, { config: defaultConfig(), history: [] })).querySelector(
    'section[aria-labelledby="h-fix"]',
  )!;
  return section.querySelectorAll('li').map((li) => parse(li.innerHTML.replace(/<br>/g, '\n')).text);
}

/** summary.md's list: its lines from the heading to the totals table, and each item (numbered, or a note within noise) with its lines. */
function markdownItems(r: AuditReport): { before: string; items: string[] } {
  const md = markdownReport(r);
  const start = md.indexOf('## Fix these first');
  const section = start < 0 ? '' : md.slice(start, md.indexOf('| | count |'));
  return {
    before: md.slice(0, md.indexOf('| | count |')),
    items: section
      .replace(/\n### Notes within noise.*\n/, '\n')
      .split(/\n(?=(?:\d+\.|-) )/)
      .slice(1),
  };
}

const words = (s: string) => s.toLowerCase().match(/[a-z0-9]+/g) ?? [];
const planted = () =>
  report(
    [
      ...oldContrast,
      ...longStanding,
      finding('lighthouse/tbt', '/brands/whirlpool', 'error', 'Total Blocking Time 1000 ms on mobile is over 50 ms.', {
        over: 20,
      }),
      finding('lighthouse/performance', '/brands/whirlpool', 'error', 'Performance 0.62 on mobile is below 0.90.', {
        over: 1.45,
      }),
    ],
    ['lighthouse/tbt /brands/whirlpool', 'lighthouse/performance /brands/whirlpool'],
  );

describe('one item per cause', () => {
  it('lists a missing alt text once, with every tool that saw it and the score it costs', () => {
    const items = htmlItems(report(marketer));
    const alt = items.filter((t) => /alternative text|\[alt\]|Accessibility score/.test(t));
    expect(alt).toHaveLength(1);
    expect(alt[0]).toContain("Found by the audit's own rules, axe and Lighthouse on 1 page: /about");
    expect(alt[0]).toContain('Also costs the Lighthouse Accessibility score on /about.');
  });

  it('says the 19 s LCP of the home page is likely the 3.3 MB image, in one item', () => {
    const items = htmlItems(report(marketer));
    const weight = items.filter((t) => /hero\.jpg|Largest Contentful Paint/.test(t));
    expect(weight).toHaveLength(1);
    expect(weight[0]).toContain('Image /images/hero.jpg is 3.3 MB');
    expect(weight[0]).toContain('Likely why Largest Contentful Paint 19.00 s on mobile is over 2.5 s on /.');
  });
});

describe('most impact first', () => {
  it('puts a new 300 ms long task first, marked new, ahead of old errors on 3 pages and a warning on 40', () => {
    const [first, ...rest] = htmlItems(planted());
    expect(first).toMatch(/^error The page answers taps and clicks while it loads .* new\n/);
    expect(first).toContain('Also costs the Lighthouse Performance score on /brands/whirlpool.');
    expect(rest.some((t) => /Meta descriptions/.test(t) && t.includes('on 40 pages, e.g. /blog/post-1'))).toBe(true);
  });

  it('puts the 3 MB image first and keeps the broken link and the 89-character title in the list, the noisy TBT last', () => {
    const items = htmlItems(report(marketer));
    expect(items[0]).toContain('hero.jpg');
    expect(items.some((t) => t.includes('The link "our old price list" to /prices answers 404.'))).toBe(true);
    expect(items.some((t) => t.includes('has 89 characters'))).toBe(true);
    expect(items.at(-1)).toMatch(/^info The page answers taps and clicks .* within noise\n/);
    expect(items.at(-1)).toContain(
      "Within the machine's noise, or not resolved on this machine (the finding above says why",
    );
  });
});

describe('summary.md', () => {
  it('opens with the same list in the same words as the report', () => {
    for (const r of [report(marketer), planted()]) {
      const { before, items } = markdownItems(r);
      expect(before).toContain('## Fix these first');
      expect(items.map((t) => words(t.replace(/^(\d+\.|-) /, '')))).toEqual(htmlItems(r).map(words));
    }
  });

  it('names every item by its title, never a bare rule id, and cuts no word in half', () => {
    const long = `Loads ${Array.from({ length: 30 }, (_, n) => `/images/gallery-${n}.jpg`).join(', ')}; the budget is 300 KB.`;
    const r = report([
      ...marketer.filter((f) => f.ruleId !== 'budgets/page-weight'),
      finding('budgets/page-weight', '/gallery', 'error', long, { over: 4 }),
    ]);
    const texts = [...htmlItems(r), ...markdownItems(r).items];
    // A rule id stands alone (`images/image-alt`); a path such as /images/hero.jpg is part of a message.
    for (const t of texts)
      expect(t).not.toMatch(/(?<![\w/.-])(axe|lighthouse|images|links|titles|budgets|descriptions)\/[a-z-]+/);
    const cut = texts
      .flatMap((t) => t.split('\n'))
      .map((l) => l.trim().replace(/\\/g, ''))
      .find((l) => l.endsWith('…'));
    expect(cut).toBeDefined();
    const shown = cut!.replace(/^On \/gallery: /, '').slice(0, -1);
    expect(long.startsWith(shown)).toBe(true);
    expect(long[shown.length]).toMatch(/[\s,;:]/);
  });
});
